import type { ListId, RequestOf } from '../../../core';

/** What a channel list takes: GoodsList, SearchGoodsList, MerchantList. */
export interface ListProps<I extends ListId> {
  /** Filters for the endpoint (page and limit are added here). */
  params: Omit<RequestOf<I>, 'page' | 'limit'>;
  limit: number;
  /** false: the first page only (a channel section with a 更多 link). */
  paginate?: boolean;
  cols?: 3 | 4 | 5;
  empty?: string;
}
