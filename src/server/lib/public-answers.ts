import type { EndpointId } from '../../core/api/contract/endpoints';
import { TOKEN_HEADER } from './auth';
import type { Topic } from './cache';
import type { Handler, HandlerContext } from './handler';

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

/** The answer from the cache (loading it once), with ETag and Cache-Control; 304 when unchanged. */
export async function answerPublic(ctx: HandlerContext, id: EndpointId, handler: Handler): Promise<Response> {
  const { c } = ctx;
  const topic = PUBLIC_ANSWERS[id]!;
  const key = `${id}?${new URLSearchParams(
    Object.entries(ctx.input)
      .map(([k, v]): [string, string] => [k, String(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )}${periodOf(id)}`;
  const { body, etag } = await ctx.app.cache.answer(topic, key, () => handler(ctx));
  c.header('ETag', etag);
  c.header('Cache-Control', c.req.header(TOKEN_HEADER) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  c.header('Vary', TOKEN_HEADER, { append: true });
  const asked = c.req.header('If-None-Match');
  if (asked?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(body, 200);
}
