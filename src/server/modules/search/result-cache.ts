/**
 * A short-lived cache of search answers. Buyers search the same few words (the hot words, the
 * category links) over and over, and a broad word (检测) matches half the catalogue: ranking it
 * costs tens of milliseconds on PGlite, which answers one query at a time. Identical requests
 * within TTL_MS share one answer, and identical requests in flight share one query. It holds
 * only public answers, so several servers behind a load balancer each keep their own; a reindex
 * clears it in its own process at once and in the others when its notification arrives
 * (search/index/maintain.ts, app.ts).
 */

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  /** The clear count when it was computed: an answer from before a clear is never a hit. */
  generation: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();
/**
 * Bumped by every clear. The index changes inside transactions (a review's approval, a lab's
 * edit), where `db` is the transaction, not the database the searches cached under: a clear
 * therefore forgets every answer of the process, whichever handle it was called with.
 */
let generation = 0;

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
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  cache.delete(key);
  cache.set(key, { at: now, generation, value });
  // a failure is not remembered
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  // oldest first: Map keeps insertion order
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

/** After the index changed: the next search reads the database again (`db` may be a transaction). */
export function clearSearchCache(db: object): void {
  generation++;
  caches.get(db)?.clear();
}
