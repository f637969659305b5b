/**
 * The page's state lives in the address (so back, reload and a shared link show the same
 * results): skw and stype as the spec names them (§2), plus sid (service type), sort and page.
 */
import type { Goods, MerchantSummary, SearchType } from '../../../core';

export type SortKey = 'default' | 'sales' | 'price_asc' | 'price_desc';

export interface SearchState {
  keyword: string;
  type: SearchType;
  /** Service type 1–5, or 0 for all. */
  sid: number;
  sort: SortKey;
  page: number;
}

export const PAGE_SIZE = 20;
const SORTS: readonly SortKey[] = ['default', 'sales', 'price_asc', 'price_desc'];

export function readState(search: string): SearchState {
  const q = new URLSearchParams(search);
  const sid = Number(q.get('sid'));
  const page = Number(q.get('page'));
  const sort = q.get('sort') as SortKey;
  return {
    keyword: (q.get('skw') ?? '').trim(),
    type: q.get('stype') === 'merchant' ? 'merchant' : 'goods',
    sid: Number.isInteger(sid) && sid >= 1 && sid <= 5 ? sid : 0,
    sort: SORTS.includes(sort) ? sort : 'default',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The address of a state; defaults are left out so links stay short. */
export function stateUrl(s: SearchState): string {
  const q = new URLSearchParams({ skw: s.keyword, stype: s.type });
  if (s.sid) q.set('sid', String(s.sid));
  if (s.sort !== 'default') q.set('sort', s.sort);
  if (s.page > 1) q.set('page', String(s.page));
  return `/searchResult?${q}`;
}

/** What search/goods answers per item (src/server/modules/search/goods-search.ts). */
export type GoodsHit = Goods & {
  merchantInfo?: { id: number; org_name: string };
  highlights?: string[];
};

/** What search/merchant answers per item. */
export type MerchantHit = MerchantSummary & { goods_count?: number; highlights?: string[] };
