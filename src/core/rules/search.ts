/** What a search looks for: services (goods) or shops (merchant). Hot words are kept per type. */
export const SEARCH_TYPES = ['goods', 'merchant'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How goods results are ordered: by relevance, by sales, by price up or down. */
export const SEARCH_SORTS = ['default', 'sales', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
