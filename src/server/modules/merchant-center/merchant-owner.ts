import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { merchants } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';

export type MerchantRow = typeof merchants.$inferSelect;

/**
 * The caller's own shop: every merchant_* handler starts here, so a lab reaches only what hangs
 * off its own merchant id (an account owns one shop; registration creates it).
 */
export async function ownMerchant(db: DbOrTx, me: AuthUser): Promise<MerchantRow> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(eq(merchants.ownerAccountId, me.userId))
    .orderBy(asc(merchants.id))
    .limit(1);
  return row ?? refuse('店铺不存在');
}

/** Now's month start in Beijing time (the month a lab's income is counted in). */
export function shanghaiMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * 3600_000);
}

/** Today's start in Beijing time (the day a lab's 今日新订单 are counted in). */
export function shanghaiDayStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 8 * 3600_000);
}
