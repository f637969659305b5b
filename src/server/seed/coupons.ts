import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { accounts, coupons, userCoupons } from '../db/schema';

const DAY = 24 * 3600 * 1000;

/**
 * Demo coupons: one for the whole platform, one of the first lab, and the platform
 * one already received by the first demo buyer so the settlement page can use it at once.
 */
export async function seedCoupons(tx: Tx, now = new Date()): Promise<void> {
  const startsAt = new Date(now.getTime() - DAY);
  const endsAt = new Date(now.getTime() + 365 * DAY);
  const [platform] = await tx
    .insert(coupons)
    .values([
      {
        name: '平台通用券 满1000减100',
        merchantId: null,
        amountFen: 10_000,
        minFen: 100_000,
        total: 1000,
        startsAt,
        endsAt,
      },
      {
        name: '中研检测专享 满3000减300',
        merchantId: 1,
        amountFen: 30_000,
        minFen: 300_000,
        total: 200,
        startsAt,
        endsAt,
      },
    ])
    .returning({ id: coupons.id });
  const [buyer] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, 1), eq(accounts.mobile, '13800000001')));
  if (!platform || !buyer) return;
  await tx.insert(userCoupons).values({ couponId: platform.id, userId: buyer.id, receivedAt: now });
  await tx.update(coupons).set({ received: 1 }).where(eq(coupons.id, platform.id));
}
