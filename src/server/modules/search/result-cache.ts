/**
 * A short-lived cache of search answers. Buyers search the same few words (the hot words, the
 * category links) over and over, and a broad word (检测) matches half the catalogue: ranking it
 * costs tens of milliseconds on PGlite, which answers one query at a time. Identical requests
 * within TTL_MS share one answer, and identical requests in flight share one query. It holds
 * only public answers, so several servers behind a load balancer each keep their own; a reindex
 * in this process clears it, another process's within TTL_MS.
 */

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();

export async function cached<T>(
  db: object,
  key: string,
  compute: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  cache.delete(key);
  cache.set(key, { at: now, value });
  // a failure is not remembered
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  // oldest first: Map keeps insertion order
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

/** After the index changed: the next search reads the database again. */
export function clearSearchCache(db: object): void {
  caches.get(db)?.clear();
}
