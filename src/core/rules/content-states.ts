/**
 * Everything the operator console publishes (articles, carousels and banners, coupons, subsidy
 * programmes and platforms, green discounts) is in one of these states: a draft is published,
 * a published item may be withdrawn and published again. Only published items show to visitors.
 */
export const CONTENT_STATES = ['draft', 'published', 'withdrawn'] as const;
export type ContentStatus = (typeof CONTENT_STATES)[number];

export const CONTENT_STATE_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: '草稿',
  published: '已发布',
  withdrawn: '已撤回',
};

export const isContentStatus = (s: unknown): s is ContentStatus =>
  (CONTENT_STATES as readonly unknown[]).includes(s);
