import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { payoutAccounts } from '../../db/schema';

/** The account's opened payout account, or null: money leaves the platform only to one of these. */
export async function openedPayoutAccount(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.accountId, accountId), eq(payoutAccounts.state, 'opened')));
  return row ?? null;
}
