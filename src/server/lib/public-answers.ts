import type { Context, MiddlewareHandler } from 'hono';
import type { EndpointId } from '../../core/api/contract/endpoints';
import { TOKEN_HEADER } from './auth';
import type { AppCache, CachedAnswer, Topic } from './cache';
import type { Handler, HandlerContext } from './handler';
import { securityHeaderRecord } from './security-headers';

/**
 * The public, rarely changing answers kept in process (lib/cache.ts), by what they are made of.
 * Each topic is invalidated where its data changes: config by operator_config/update, hot words
 * by operator_hot_word/*, content by whatever writes carousels, channel banners or articles
 * (operator_content/save, publish, withdraw), all of them by the seed. None of these handlers
 * looks at the caller: the answer is the same for everyone.
 */
export const PUBLIC_ANSWERS: Partial<Record<EndpointId, Topic>> = {
  'config/load': 'config',
  'search/get': 'hot_words',
  'goods_category/getTreeFront': 'catalogue',
  'carousel/get': 'content',
  'channel_banner/get': 'content',
  'announcement/get': 'content',
};

/**
 * How old, in seconds, a cached answer may grow at most although its topic was not invalidated:
 * the announcements list shows view counts, which visitors' announcement/view raise without a
 * console write, and an announcement dated ahead appears when its time comes. The answer is kept
 * per period of this length (a body unchanged across periods keeps its ETag, so 304 still holds).
 */
export const PUBLIC_MAX_AGE_S: Partial<Record<EndpointId, number>> = {
  'announcement/get': 60,
};

/**
 * Shared caches (a CDN) may keep the answer but must ask again each time (ETag → 304): a change
 * is seen at once. A caller that sends a login token gets the same body marked private: nothing
 * that passed a login header is ever put in a shared cache.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The part of an answer's cache key naming the current period of its PUBLIC_MAX_AGE_S, if any. */
function periodOf(id: EndpointId): string {
  const maxAge = PUBLIC_MAX_AGE_S[id];
  return maxAge ? `#${Math.floor(Date.now() / (maxAge * 1000))}` : '';
}

/**
 * An answer's cache key: its id and its query string as sent. Not the parsed input: a kept
 * answer is then found before the request's input is read at all (keptPublicFirst). Queries that
 * differ only in their order are kept apart; the cache is bounded (lib/cache.ts MAX_ANSWERS).
 */
function keyOf(c: Context, id: EndpointId): string {
  const url = c.req.url;
  const query = url.indexOf('?');
  return `${id}${query < 0 ? '' : url.slice(query)}${periodOf(id)}`;
}

/** Public, unless the caller sent a login token: nothing that did is put in a shared cache. */
const cacheControlFor = (c: Context) =>
  c.req.header(TOKEN_HEADER) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;

/** The caller holds this answer already (If-None-Match), so 304. */
const callerHas = (c: Context, etag: string) =>
  c.req
    .header('If-None-Match')
    ?.split(',')
    .some((t) => t.trim().replace(/^W\//, '') === etag) ?? false;

/** The answer with its ETag and Cache-Control, through the context; 304 when the caller has it already. */
function send(c: Context, { body, etag }: CachedAnswer): Response {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControlFor(c));
  c.header('Vary', TOKEN_HEADER, { append: true });
  if (callerHas(c, etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(body, 200);
}

/**
 * The answers already made, sent ahead of the API's middleware chain (app.ts puts this first):
 * the same query was read, checked and answered once already (an input refused is never kept),
 * and none of these answers looks at the caller. Through the chain, an answer's headers are
 * gathered one c.header() at a time into a WHATWG Headers object, which @hono/node-server then
 * converts back for Node: config/load took 35–39 µs of the server's time per request here.
 * Built as a Response with a plain object, the answer takes node-server's direct path: 25–31 µs,
 * where the bench's bare-Hono ceiling takes 18–19. Its headers are those the chain gives the
 * first answer (cache.test.ts compares them): the API's security headers, the CORS origin and
 * Vary (apiCors), and send()'s.
 */
export function keptPublicFirst(
  cache: AppCache,
  allowOrigin: (origin: string) => Promise<string | null>,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const id = c.req.path.slice('/api/'.length) as EndpointId;
    const kept = Object.hasOwn(PUBLIC_ANSWERS, id) ? cache.kept(keyOf(c, id)) : undefined;
    if (!kept) return next();
    const origin = c.req.header('origin');
    const allowed = origin ? await allowOrigin(origin) : null;
    // added one by one to a new literal: V8 keeps such an object fast (lib/security-headers.ts)
    const headers = securityHeaderRecord('api');
    if (allowed) headers['Access-Control-Allow-Origin'] = allowed;
    headers.Vary = `Origin, ${TOKEN_HEADER}`;
    headers.ETag = kept.etag;
    headers['Cache-Control'] = cacheControlFor(c);
    if (callerHas(c, kept.etag)) return new Response(null, { status: 304, headers });
    headers['Content-Type'] = 'application/json';
    return new Response(kept.body, { status: 200, headers });
  };
}

/** The answer from the cache (loading it once). */
export async function answerPublic(ctx: HandlerContext, id: EndpointId, handler: Handler): Promise<Response> {
  const topic = PUBLIC_ANSWERS[id]!;
  return send(ctx.c, await ctx.app.cache.answer(topic, keyOf(ctx.c, id), () => handler(ctx)));
}
