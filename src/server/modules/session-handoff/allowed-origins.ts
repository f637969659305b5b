import type { DbOrTx } from '../../db';
import { partnerOrigins } from '../../db/schema';

/**
 * One list decides which browser origins may call the API (CORS) and get a visitor
 * back after a marketplace login: the operator's TIC_CORS_ORIGINS plus each lab's own sites in
 * partner_origins. The database list is read at most every 30 s per database.
 */
const TTL_MS = 30_000;
const cache = new WeakMap<object, { at: number; origins: Promise<Set<string>> }>();

function labOrigins(db: DbOrTx, now = Date.now()): Promise<Set<string>> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.origins;
  const origins = db
    .select({ origin: partnerOrigins.origin })
    .from(partnerOrigins)
    .then((rows) => new Set(rows.map((r) => r.origin)));
  // a failed read is not cached: the next request asks again
  origins.catch(() => cache.delete(db));
  cache.set(db, { at: now, origins });
  return origins;
}

/** `scheme://host[:port]` of an http(s) address, or null for anything else. */
export function originOf(address: string): string | null {
  try {
    const u = new URL(address);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username || u.password) return null;
    return u.origin;
  } catch {
    return null;
  }
}

export async function isAllowedOrigin(
  db: DbOrTx,
  configured: readonly string[],
  origin: string,
): Promise<boolean> {
  if (!origin || origin === 'null') return false;
  if (configured.includes(origin)) return true;
  try {
    return (await labOrigins(db)).has(origin);
  } catch {
    return false;
  }
}
