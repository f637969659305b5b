import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts, userAddress } from '../db/schema';
import { hashPassword } from '../lib/password';
import { DEMO_PASSWORD } from './accounts';

/** The mobile of the n-th generated buyer (1-based): 139 0000 0001 … */
export const benchBuyerMobile = (n: number): string => `139${String(n).padStart(8, '0')}`;

/**
 * Adds `count` buyers (password Demo@1234) for the order benchmark, each with a copy of the
 * first demo buyer's default address so they can check out at once. Existing ones are kept.
 */
export async function generateBuyers(db: Db, count: number): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [template] = await db
    .select()
    .from(userAddress)
    .innerJoin(accounts, eq(accounts.id, userAddress.userId))
    .where(and(eq(accounts.mobile, '13800000001'), eq(userAddress.isDefault, true)))
    .limit(1);
  if (!template) throw new Error('The demo buyer has no default address: seed the demo data first.');
  let added = 0;
  await db.transaction(async (tx) => {
    for (let n = 1; n <= count; n++) {
      const [buyer] = await tx
        .insert(accounts)
        .values({ type: 1, mobile: benchBuyerMobile(n), nickname: `压测买家${n}`, passwordHash })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!buyer) continue;
      const { id: _id, userId: _user, createdAt: _at, ...address } = template.user_address;
      await tx.insert(userAddress).values({ ...address, userId: buyer.id, isDefault: true });
      added++;
    }
  });
  return added;
}
