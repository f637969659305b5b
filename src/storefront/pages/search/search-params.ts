/**
 * The page's state lives in the address (so back, reload and a shared link show the same
 * results): skw and stype as the specification names them, plus sid (service type), sort and page.
 */
import type { SearchType } from '../../../core';
import { SEARCH_SORTS, type SearchSort } from '../../../core/rules/search';
import { type Href, href } from '../../routes';

export interface SearchState {
  keyword: string;
  type: SearchType;
  /** Service type 1–5, or 0 for all. */
  sid: number;
  sort: SearchSort;
  page: number;
}

export const PAGE_SIZE = 20;

export function readState(search: string): SearchState {
  const q = new URLSearchParams(search);
  const sid = Number(q.get('sid'));
  const page = Number(q.get('page'));
  const sort = SEARCH_SORTS.find((s) => s === q.get('sort')) ?? 'default';
  return {
    keyword: (q.get('skw') ?? '').trim(),
    type: q.get('stype') === 'merchant' ? 'merchant' : 'goods',
    sid: Number.isInteger(sid) && sid >= 1 && sid <= 5 ? sid : 0,
    sort,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/**
 * The address of a state; defaults are left out so links stay short (skw stays even when empty,
 * so the query is built here rather than by href(), which drops empty values).
 */
export function stateUrl(s: SearchState): Href {
  const q = new URLSearchParams({ skw: s.keyword, stype: s.type });
  if (s.sid) q.set('sid', String(s.sid));
  if (s.sort !== 'default') q.set('sort', s.sort);
  if (s.page > 1) q.set('page', String(s.page));
  return `${href('/searchResult')}?${q}`;
}
