import { useRef, useState } from 'react';
import type { ItemOf, ListId, RequestOf } from '../../core';
import { Pagination } from './pagination';
import { useApi } from './use-api';

/** Page state that falls back to 1 whenever the filters (`key`) change. */
export function usePage(key: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (p: number) => setState({ key, page: p })];
}

/** Brings a list's top into view after a page change (the pager sits at its bottom). */
export function useScrollTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  return [ref, () => ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })] as const;
}

/**
 * One page of a `{ list, total }` endpoint: `filters` plus page and limit are sent, the page
 * falls back to 1 when the filters change, and `pager` scrolls `ref` into view on a page change.
 */
export function usePagedList<I extends ListId, E extends HTMLElement = HTMLDivElement>(
  id: I,
  filters: Omit<RequestOf<I>, 'page' | 'limit'>,
  limit: number,
) {
  const [page, setPage] = usePage(JSON.stringify(filters));
  const [ref, scrollTop] = useScrollTop<E>();
  const state = useApi(id, ...([{ ...filters, page, limit }] as [RequestOf<I>]));
  const pager = (
    <Pagination
      page={page}
      total={state.data?.total ?? 0}
      limit={limit}
      onChange={(p) => {
        setPage(p);
        scrollTop();
      }}
    />
  );
  const list: ItemOf<I>[] = state.data?.list ?? [];
  return { state, list, ref, pager };
}
