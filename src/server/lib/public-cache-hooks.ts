import type { Topic } from './cache';
import type { HandlerContext } from './handler';

/** What a console write changed, in the console's words. */
export type PublicChange =
  | 'article'
  | 'article_category'
  | 'page'
  | 'carousel'
  | 'channel_banner'
  | 'goods_category'
  | 'hot_word'
  | 'coupon'
  | 'subsidy'
  | 'green';

/** The cached public answers (lib/public-answers.ts) each change reaches. */
const TOPIC_OF: Readonly<Record<PublicChange, Topic>> = {
  article: 'content',
  article_category: 'content',
  page: 'content',
  carousel: 'content',
  channel_banner: 'content',
  coupon: 'content',
  subsidy: 'content',
  green: 'content',
  goods_category: 'catalogue',
  hot_word: 'hot_words',
};

/**
 * The one place a console write tells the public caches that an answer changed (so that
 * every cached public answer changes at once on every process): call it after the write has
 * committed; the cache clears this process and notifies the others (lib/cache.ts).
 */
export const invalidatePublic = (ctx: HandlerContext, change: PublicChange): Promise<void> =>
  ctx.app.cache.invalidate(TOPIC_OF[change]);
