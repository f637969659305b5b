/**
 * The one place a console write tells the public caches that an answer changed (issue 17 item 4:
 * "every cached public answer changes at once on every process"). A stub until the cache layer
 * (branch perf) wires it. Topics used: article, article_category, page, carousel, channel_banner,
 * goods_category, hot_word.
 */
export function invalidatePublic(_topic: string): void {}
