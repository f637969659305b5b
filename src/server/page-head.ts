/**
 * The `<title>` and meta description of each storefront page as the server sends it, so a
 * search engine reading the HTML sees the page's own words, not the shell's. The build writes
 * each route's title, description and, for a detail page, the call that names its item to
 * dist/storefront/page-heads.json (vite.storefront.config.ts), so the server never imports
 * storefront code. A path no route claims is not a page: the shell answers it with 404.
 */
import type { Hono } from 'hono';
import type { FirstCall } from '../core/api/contract/first-calls';
import { resolveCall } from '../core/api/contract/first-calls';
import { answer, routePath } from './first-screen';

export interface PageHead {
  title: string;
  description?: string;
  /** A detail page: the public call answering its item, and paths in that answer to its name and text. */
  named?: { call: FirstCall; name: string; text?: readonly string[] };
}

export type PageHeads = Record<string, PageHead>;

export interface HeadWords {
  /** null: no route claims the path (the not-found page, HTTP 404). */
  title: string | null;
  description?: string;
}

/** An item's name that does not arrive by then is left out: the page must not wait for it. */
const NAME_DEADLINE_MS = 400;
/** Search engines show about this much of a description. */
export const DESCRIPTION_CHARS = 110;

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      value,
    );

/** Plain text of stored rich text (already sanitized), cut to what a result shows. */
export function plainText(value: string, max = DESCRIPTION_CHARS): string {
  const text = value
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}

/** The route's words for this address: its item's name and text when the route has one. */
export async function headWords(
  app: Hono,
  heads: PageHeads,
  rawPath: string,
  search: string,
): Promise<HeadWords> {
  const path = routePath(rawPath);
  const head = Object.hasOwn(heads, path) ? heads[path] : undefined;
  if (!head) return { title: null };
  const words: HeadWords = { title: head.title, description: head.description };
  const call = head.named && resolveCall(head.named.call, new URLSearchParams(search));
  if (!head.named || !call) return words;
  const item = await Promise.race([
    answer(app, ...call),
    new Promise<undefined>((done) => setTimeout(() => done(undefined), NAME_DEADLINE_MS).unref()),
  ]);
  const name = at(item, head.named.name);
  if (typeof name === 'string' && name.trim()) words.title = name.trim();
  for (const path of head.named.text ?? []) {
    const text = at(item, path);
    if (typeof text === 'string' && plainText(text)) {
      words.description = plainText(text);
      break;
    }
  }
  return words;
}

const attr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The shell with the page's title (`name - site`, as the client's router writes it) and
 * description; the not-found page also asks not to be indexed.
 */
export function withHead(html: string, words: HeadWords, notFoundTitle: string): string {
  const site = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = `${attr(words.title ?? notFoundTitle)}${site ? ` - ${site}` : ''}`;
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (words.description)
    out = out.replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_m, open: string, close: string) => `${open}${attr(words.description ?? '')}${close}`,
    );
  if (words.title === null) out = out.replace('</head>', '<meta name="robots" content="noindex"></head>');
  return out;
}
