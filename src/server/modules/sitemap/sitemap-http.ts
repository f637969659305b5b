/**
 * GET /robots.txt and /sitemap.xml (with /sitemap-<n>.xml past SITEMAP_MAX_URLS addresses), for
 * search engines. Both are public and may be asked for any number of times: the sitemap's
 * answers are kept (per origin, since its addresses are absolute) until the catalogue or the
 * content changes, or KEEP_MS at most, so a flood costs no query after the first.
 */
import type { Context, Hono } from 'hono';
import { ROBOTS_ALLOW, ROBOTS_DISALLOW } from '../../../core/rules/crawl-paths';
import type { Db } from '../../db';
import type { AppCache } from '../../lib/cache';
import { applySecurityHeaders } from '../../lib/security-headers';
import { SITEMAP_MAX_URLS, type SitemapEntry, sitemapCounts, sitemapPage } from './sitemap.service';

/** A change no topic covers (a shop closed, a scheduled article's time come) shows by then. */
const KEEP_MS = 10 * 60_000;
/** Origins kept at once: each Host a client sends would otherwise keep an answer of its own. */
const MAX_KEPT = 64;

export interface SitemapOptions {
  cache?: AppCache;
  /** Behind our proxy: the address the browser used is in X-Forwarded-Proto / -Host. */
  trustProxy?: boolean;
  /** Addresses per sitemap file (tests use a few). */
  pageSize?: number;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** This site's origin as the visitor reached it, for the absolute addresses both files name. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const last = (name: string) => c.req.header(name)?.split(',').pop()?.trim();
  const proto = trustProxy ? last('x-forwarded-proto')?.toLowerCase() : undefined;
  const host = (trustProxy && last('x-forwarded-host')) || c.req.header('host') || url.host;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  return `${scheme}://${HOST.test(host) ? host.toLowerCase() : url.host}`;
}

const xml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const stamp = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${stamp(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, pages: number): string {
  const maps = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function mountSitemap(app: Hono, db: Db, options: SitemapOptions = {}): void {
  const size = Math.min(options.pageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const trustProxy = options.trustProxy ?? false;
  /** null: no such sitemap file. */
  const kept = new Map<string, { at: number; body: Promise<string | null> }>();
  let counts: { at: number; value: Promise<number[]> } | undefined;
  options.cache?.onClear((topic) => {
    if (topic === 'catalogue' || topic === 'content' || topic === 'all') {
      kept.clear();
      counts = undefined;
    }
  });

  const currentCounts = (): Promise<number[]> => {
    if (!counts || Date.now() - counts.at > KEEP_MS) {
      const value = sitemapCounts(db);
      counts = { at: Date.now(), value };
      // a failed count is asked again next time, not kept
      value.catch(() => {
        if (counts?.value === value) counts = undefined;
      });
    }
    return counts.value;
  };

  /** page 0: /sitemap.xml (the only file, or the index). */
  const build = async (origin: string, page: number): Promise<string | null> => {
    const n = await currentCounts();
    const total = n.reduce((a, b) => a + b, 0);
    const pages = Math.max(1, Math.ceil(total / size));
    if (page === 0 && pages > 1) return sitemapIndex(origin, pages);
    if (page > pages) return null;
    return urlset(origin, await sitemapPage(db, n, Math.max(page, 1), size));
  };

  const answer = async (c: Context, page: number) => {
    const origin = requestOrigin(c, trustProxy);
    const key = `${origin} ${page}`;
    let entry = kept.get(key);
    if (!entry || Date.now() - entry.at > KEEP_MS) {
      if (kept.size >= MAX_KEPT) kept.clear();
      const body = build(origin, page);
      entry = { at: Date.now(), body };
      kept.set(key, entry);
      body.catch(() => kept.get(key)?.body === body && kept.delete(key));
    }
    const body = await entry.body;
    const res =
      body === null
        ? c.text('404 页面不存在', 404)
        : c.body(body, 200, {
            'Content-Type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=3600',
          });
    applySecurityHeaders(res.headers, 'api');
    return res;
  };

  app.get('/robots.txt', (c) => {
    const res = c.text(robotsTxt(requestOrigin(c, trustProxy)), 200, {
      'Cache-Control': 'public, max-age=3600',
    });
    applySecurityHeaders(res.headers, 'api');
    return res;
  });
  app.get('/sitemap.xml', (c) => answer(c, 0));
  app.get('/:file{sitemap-[0-9]{1,6}\\.xml}', (c) => {
    const page = Number(/^sitemap-(\d+)\.xml$/.exec(c.req.param('file'))?.[1]);
    return page >= 1 ? answer(c, page) : c.notFound();
  });
}
