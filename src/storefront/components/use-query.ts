import { useMemo } from 'react';
import { useSearch } from 'wouter';

/**
 * The query string of the current address as the browser holds it, without the `?`
 * (re-renders when it changes). wouter's useSearch() answers it already passed through
 * decodeURI, so parsing that again decodes twice: `?redirect=%2Fa%3Fq%3D50%2525` would lose its
 * `%`, `?skw=100%25` would break. Parse this one instead.
 */
export function useRawSearch(): string {
  useSearch(); // subscribes to address changes
  return location.search.replace(/^\?/, '');
}

/** The query string of the current address, parsed once (re-renders when it changes). */
export function useQuery(): URLSearchParams {
  const search = useRawSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A positive integer query parameter, or null. */
export const intParam = (q: URLSearchParams, name: string): number | null => {
  const n = Number(q.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A query parameter that must pass `is` (one of a set of names), else `fallback`. */
export const pickParam = <T extends string, F>(
  q: URLSearchParams,
  name: string,
  is: (value: string | null) => value is T,
  fallback: F,
): T | F => {
  const value = q.get(name);
  return is(value) ? value : fallback;
};
