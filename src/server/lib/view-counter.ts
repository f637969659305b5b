import type { DbOrTx } from '../db';
import { hit, type RateRule } from './rate-limit';

/**
 * A view counts once per client address and object per window, so reloading a page (or a
 * script hammering the endpoint) does not inflate the counter. The windows live in the shared
 * rate_limits table, so the rule holds across server processes.
 */
export const VIEW_WINDOW: RateRule = { limit: 1, windowSec: 30 * 60 };

/** True when this is the first view of `scope`/`id` from `ip` in the window (then count it). */
export async function isFreshView(db: DbOrTx, scope: string, id: number, ip: string): Promise<boolean> {
  return (await hit(db, `view:${scope}:${id}:${ip}`, VIEW_WINDOW)) === 1;
}
