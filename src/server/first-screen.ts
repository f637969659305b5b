/**
 * The storefront's first screen, written into its HTML: the route's page chunks and styles as
 * preloads, its largest picture as a preload, and the answers of its first calls as JSON that
 * the client takes instead of asking again (src/storefront/first-screen.ts). The build writes
 * what each route needs to dist/storefront/first-screen.json (vite.storefront.config.ts), so
 * the server never imports storefront code. Only public GETs are answered here, as the same
 * anonymous requests the browser would make, so nothing private can end up in a page.
 */
import type { Hono } from 'hono';
import { type EndpointId, endpoints } from '../core/api/contract/endpoints';
import {
  callKey,
  FIRST_ANSWERS_ID,
  type FirstCall,
  type FirstScreenTrim,
  resolveCall,
} from '../core/api/contract/first-calls';
import { cacheOf } from './app';

export interface FirstScreenRoute {
  /** Page chunks beyond the entry, page first. */
  js: string[];
  css: string[];
  calls?: readonly FirstCall[];
  /** `<call index>.<key>…` paths to the largest picture, tried in order. */
  image?: readonly string[];
  /** Fields of its answers the page does not show (storefront/first-screen-fields.ts). */
  trim?: Partial<Record<string, FirstScreenTrim>>;
}

export interface FirstScreenManifest {
  /** Calls every page makes at start (config, hot words). */
  every: readonly FirstCall[];
  routes: Record<string, FirstScreenRoute>;
}

/** An answer that takes longer than this is left to the browser: the page must not wait. */
const CALL_DEADLINE_MS = 400;

/** As the client normalizes a path (src/storefront/routes.ts normalizePath). */
export function routePath(raw: string): string {
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // a malformed escape matches no route
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const attr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end the script element or break the HTML parser. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const isPublicGet = (id: EndpointId): boolean =>
  Object.hasOwn(endpoints, id) && endpoints[id].method === 'GET' && endpoints[id].users.length === 0;

/** Our own pictures only: a path on this origin, never another host or a script URL. */
const isLocalImage = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?!\/)[\w\-./%]+$/.test(value);

function pick(answers: unknown[], path: string): unknown {
  const [index, ...keys] = path.split('.');
  let at: unknown = answers[Number(index)];
  for (const key of keys)
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/**
 * Answers of the first calls, shared by every page request for a few seconds: they are public
 * and the same for every visitor, and a busy home page would otherwise ask the database for
 * its whole first screen on each view. Concurrent requests share one call. Any change the
 * app's cache hears of (a console write, a reindex, on this process or another: lib/cache.ts)
 * forgets them at once; FRESH_MS bounds what no topic covers (sales counts, say).
 */
const FRESH_MS = 5_000;
const MAX_KEPT = 1_000;
const recentByApp = new WeakMap<Hono, Map<string, { at: number; answer: Promise<unknown> }>>();

function keptAnswers(app: Hono): Map<string, { at: number; answer: Promise<unknown> }> {
  let recent = recentByApp.get(app);
  if (!recent) {
    const made = new Map<string, { at: number; answer: Promise<unknown> }>();
    // a login or logout changes no public answer
    cacheOf(app)?.onClear((topic) => topic !== 'session' && made.clear());
    recentByApp.set(app, made);
    recent = made;
  }
  return recent;
}

export function answer(app: Hono, id: EndpointId, params: Record<string, string | number>): Promise<unknown> {
  const recent = keptAnswers(app);
  const key = callKey(id, params);
  const now = Date.now();
  const kept = recent.get(key);
  if (kept && now - kept.at < FRESH_MS) return kept.answer;
  if (recent.size >= MAX_KEPT) recent.clear();
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const pending = Promise.resolve(app.request(`/api/${id}?${query}`))
    .then((res) => res.json() as Promise<{ status?: unknown; data?: unknown }>)
    .then((body) => (body.status === true ? body.data : undefined))
    .catch(() => undefined);
  recent.set(key, { at: now, answer: pending });
  return pending;
}

/**
 * `text` cut after `width` full-width characters (CJK and the like count one, anything narrower
 * half), with an ellipsis when anything was cut.
 */
export function clipText(text: string, width: number): string {
  let used = 0;
  let end = 0;
  for (const ch of text) {
    used += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.5;
    if (used > width) return `${text.slice(0, end)}…`;
    end += ch.length;
  }
  return text;
}

/**
 * The answer without what the page does not show: `drop` from every item of `list` and of their
 * `children` (and `childDrop` from those), `spare` fields where their stand-in has a value, past
 * the first `rest.shown` items only `rest.keep`, and `clip`'s text fields cut (clipText). A copy:
 * the answer itself is shared with other page requests.
 */
export function trimAnswer(answer: unknown, trim: FirstScreenTrim | undefined): unknown {
  if (!trim || !answer || typeof answer !== 'object') return answer;
  const list = (answer as { list?: unknown }).list;
  if (!Array.isArray(list)) return answer;
  const keep = new Set(trim.rest?.keep ?? []);
  const drop = new Set(trim.drop ?? []);
  const childDrop = new Set([...drop, ...(trim.childDrop ?? [])]);
  const item = (value: unknown, index: number, drop: ReadonlySet<string>): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const fields = value as Record<string, unknown>;
    const past = trim.rest !== undefined && index >= trim.rest.shown;
    const spared = (key: string) => {
      const standIn = trim.spare?.[key];
      return standIn !== undefined && !!fields[standIn];
    };
    const entries = Object.entries(fields).filter(([key]) =>
      past ? keep.has(key) : !drop.has(key) && !spared(key),
    );
    return Object.fromEntries(
      entries.map(([key, v]) => {
        if (key === 'children' && Array.isArray(v)) return [key, v.map((c) => item(c, 0, childDrop))];
        const width = trim.clip?.[key];
        return [key, width !== undefined && typeof v === 'string' ? clipText(v, width) : v];
      }),
    );
  };
  return { ...answer, list: list.map((value, index) => item(value, index, drop)) };
}

/**
 * A list answer without what repeats its request (`page`, `limit`): the page knows what it
 * asked, and reads only the list and its total.
 */
export function withoutEchoes(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || !('list' in answer)) return answer;
  const { page: _page, limit: _limit, ...rest } = answer as { page?: unknown; limit?: unknown };
  return rest;
}

const deadline = (ms: number) =>
  new Promise<undefined>((done) => setTimeout(() => done(undefined), ms).unref());

/**
 * What goes into the page's HTML for this address: `head` (the route's preloads; empty when the
 * path is no route) and `body` (the answers, at least those every page asks for).
 */
export async function firstScreenHtml(
  app: Hono,
  manifest: FirstScreenManifest,
  rawPath: string,
  search: string,
): Promise<{ head: string; body: string }> {
  const route = manifest.routes[routePath(rawPath)];
  const query = new URLSearchParams(search);
  const own = (route?.calls ?? []).map((call) => resolveCall(call, query));
  const every = manifest.every.map((call) => resolveCall(call, query));
  const calls = [...own, ...every];
  const timeUp = deadline(CALL_DEADLINE_MS);
  const answers = await Promise.all(
    calls.map((call) =>
      call && isPublicGet(call[0]) ? Promise.race([answer(app, ...call), timeUp]) : undefined,
    ),
  );

  const boot: Record<string, unknown> = {};
  calls.forEach((call, i) => {
    if (call && answers[i] !== undefined)
      boot[callKey(...call)] = withoutEchoes(
        i < own.length ? trimAnswer(answers[i], route?.trim?.[call[0]]) : answers[i],
      );
  });
  const image = (route?.image ?? []).map((path) => pick(answers, path)).find(isLocalImage);

  const head = [
    ...(route?.css ?? []).map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    ...(route?.js ?? []).map((href) => `<link rel="modulepreload" href="${attr(href)}">`),
    image ? `<link rel="preload" as="image" href="${attr(image)}" fetchpriority="high">` : '',
  ].join('');
  const body = Object.keys(boot).length
    ? `<script type="application/json" id="${FIRST_ANSWERS_ID}">${inlineJson(boot)}</script>`
    : '';
  return { head, body };
}
