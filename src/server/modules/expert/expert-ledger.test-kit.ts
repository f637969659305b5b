import { eq } from 'drizzle-orm';
import { expertClients, expertProfiles, payoutAccounts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/accounts';
import type { TestApp } from '../../test/test-app';
import type { Buyer } from '../order/order-fixtures';

/** Helpers of the commission ledger tests: an expert with a client and a payout account, the balance. */

/**
 * The demo's second expert (13800000005), logged in, with `client` as a client (as if the buyer
 * came through the expert's link) and an opened payout account, so commissions can be withdrawn.
 */
export async function expertWithClient(
  t: TestApp,
  client: Buyer,
): Promise<{ token: string; expertId: number }> {
  const login = await t.call('expert/login', { mobile: '13800000005', password: DEMO_PASSWORD });
  const expertId: number = login.data.userInfo.id;
  await t.db.insert(expertClients).values({ clientId: client.userId, expertId });
  await t.db.insert(payoutAccounts).values({
    accountId: expertId,
    kind: 2,
    state: 'opened',
    holderName: '陈静',
    bankName: '招商银行',
    cardMasked: '6225 **** **** 8888',
  });
  return { token: login.data.token, expertId };
}

/** The expert's balance and what the expert owes (a reversed commission already withdrawn), in fen. */
export async function ledgerOf(t: TestApp, expertId: number): Promise<{ balance: number; owed: number }> {
  const [row] = await t.db
    .select({ balance: expertProfiles.balanceFen, owed: expertProfiles.owedFen })
    .from(expertProfiles)
    .where(eq(expertProfiles.accountId, expertId));
  return row!;
}
