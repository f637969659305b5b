import { and, eq, lte, notInArray } from 'drizzle-orm';
import type { SignAccount, SignAccountApply } from '../../../core/api/contract/models-buying';
import { SIGN_ACCOUNT_STATUS_LABELS, type SignAccountStatus } from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { electronicContractAccounts } from '../../db/schema';
import { refuse } from '../../lib/envelope';

/** The simulated provider's real-name check takes this long (decided when next asked). */
export const REVIEW_MS = 3_000;

type AccountRow = typeof electronicContractAccounts.$inferSelect;

const toAccount = (r: AccountRow | undefined): SignAccount => {
  const status = (r?.status ?? 'none') as SignAccountStatus;
  return {
    status,
    status_label: SIGN_ACCOUNT_STATUS_LABELS[status] ?? status,
    org_name: r?.orgName ?? '',
    credit_code: r?.creditCode ?? '',
    legal_person: r?.legalPerson ?? '',
    contact_mobile: r?.contactMobile ?? '',
  };
};

/**
 * The provider approves an application three seconds after it was made. Nothing runs in the
 * background: the decision is taken when someone next asks, by a conditional update.
 */
async function approveIfDue(db: DbOrTx, userId: number, now = new Date()): Promise<void> {
  await db
    .update(electronicContractAccounts)
    .set({ status: 'approved', approvedAt: now })
    .where(
      and(
        eq(electronicContractAccounts.userId, userId),
        eq(electronicContractAccounts.status, 'reviewing'),
        lte(electronicContractAccounts.appliedAt, new Date(now.getTime() - REVIEW_MS)),
      ),
    );
}

export async function loadSignAccount(db: DbOrTx, userId: number): Promise<AccountRow | undefined> {
  await approveIfDue(db, userId);
  const [row] = await db
    .select()
    .from(electronicContractAccounts)
    .where(eq(electronicContractAccounts.userId, userId))
    .limit(1);
  return row;
}

/** electronic_contract_account/queryApplyStatus */
export async function querySignAccount(db: DbOrTx, userId: number): Promise<SignAccount> {
  return toAccount(await loadSignAccount(db, userId));
}

/** electronic_contract_account/apply: a first application, or a new one after a rejection. */
export async function applySignAccount(
  db: DbOrTx,
  userId: number,
  input: SignAccountApply,
): Promise<SignAccount> {
  const current = await loadSignAccount(db, userId);
  if (current?.status === 'approved') refuse('电子签章账户已开通，无需重复申请');
  if (current?.status === 'reviewing') refuse('开户申请正在审核中，请耐心等待');
  const values = {
    orgName: input.org_name,
    creditCode: input.credit_code,
    legalPerson: input.legal_person,
    contactMobile: input.contact_mobile,
    status: 'reviewing',
    appliedAt: new Date(),
    approvedAt: null,
  };
  const [row] = await db
    .insert(electronicContractAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: electronicContractAccounts.userId,
      set: values,
      // a concurrent application got there first: do not reset it
      setWhere: notInArray(electronicContractAccounts.status, ['approved', 'reviewing']),
    })
    .returning();
  return row ? toAccount(row) : refuse('开户申请正在审核中，请耐心等待');
}
