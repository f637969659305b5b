import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { payoutAccounts } from '../../db/schema';
import { randomDigits } from '../pay/signing';
import { buildPayoutNotification, type PayoutFacts, receivePayoutNotification } from './payout-notify';
import { SIM_REVIEW_MS, simulatedYeepay } from './payout-provider';

/** A Yeepay-like merchant number (11 digits, 100…), given when an application is approved. */
export const simMerchantNo = (): string => `100${randomDigits(8)}`;

/**
 * The demo's provider reviewer also approves on its own, like the certification
 * reviewer: nothing runs in the background; when the applicant next asks and the application
 * has waited long enough, the simulated provider sends its signed approval notification. Off in
 * production. The sim back office (/sim/yeepay/review) decides sooner, either way.
 */
export async function simulateReview(db: Db, secret: string, accountId: number): Promise<void> {
  const [due] = await db
    .select({ no: payoutAccounts.applicationNo, details: payoutAccounts.details })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.accountId, accountId),
        eq(payoutAccounts.state, 'reviewing'),
        lte(payoutAccounts.appliedAt, new Date(Date.now() - SIM_REVIEW_MS)),
      ),
    )
    .limit(1);
  if (!due?.no) return;
  const facts: PayoutFacts = { applicationNo: due.no, event: 'approved', merchantNo: simMerchantNo() };
  const body = new URLSearchParams(buildPayoutNotification(secret, facts)).toString();
  const { outcome } = await receivePayoutNotification(db, secret, body);
  // approved: the provider sends its agreement notice to the applicant
  if (outcome === 'accepted')
    await simulatedYeepay(secret).resendNotice(
      due.no,
      due.details.mobile || due.details.contact_mobile || '',
    );
}
