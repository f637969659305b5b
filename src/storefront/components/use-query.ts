import { useMemo } from 'react';
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
