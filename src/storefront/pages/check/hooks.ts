import { useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';

/** The query string of the current address, parsed (re-renders when it changes). */
export function useQuery(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A positive integer query parameter, or null. */
export const intParam = (q: URLSearchParams, name: string): number | null => {
  const n = Number(q.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

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
