/**
 * What each route's page needs besides the entry (its chunk, its layout's and their imports),
 * from the build's route-chunks.json. The entry does not carry this map: listing every chunk
 * file there cost every first load more with each page added. It is fetched once, after the
 * first page is up; from then on a navigation preloads a page's chunks side by side instead of
 * finding each import only when the chunk that needs it arrives. A first load gets the same
 * preloads from its HTML (server/first-screen.ts).
 */
export const ROUTE_CHUNKS_URL = '/route-chunks.json';

let map: Record<string, readonly string[]> | null = null;
let asked = false;

/** Fetches the map once; a failure only means navigations load as they would without it. */
export function fetchRouteChunks(fetchJson = (url: string) => fetch(url).then((r) => r.json())): void {
  if (asked) return;
  asked = true;
  fetchJson(ROUTE_CHUNKS_URL).then(
    (m: unknown) => {
      if (m && typeof m === 'object') map = m as Record<string, readonly string[]>;
    },
    () => {},
  );
}

/** Adds a modulepreload link for each chunk of `path` not already in the document. */
export function preloadRouteChunks(path: string): void {
  for (const href of map?.[path] ?? []) {
    if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** For tests: forget the map. */
export function resetRouteChunks(m: Record<string, readonly string[]> | null = null): void {
  map = m;
  asked = m !== null;
}
