import { and, eq, notInArray } from 'drizzle-orm';
import type { SignAccount, SignAccountApply } from '../../../core/api/contract/models-buying';
import { SIGN_ACCOUNT_STATUS_LABELS, type SignAccountStatus } from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { electronicContractAccounts } from '../../db/schema';
import { refuse } from '../../lib/envelope';

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
    reason: r?.status === 'rejected' ? r.reason : '',
  };
};

export async function loadSignAccount(db: DbOrTx, userId: number): Promise<AccountRow | undefined> {
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

/**
 * electronic_contract_account/apply: a first application, or a new one after a rejection. It
 * waits in the console's review queue (签章开户) until a reviewer decides; nothing approves it
 * by itself, in production or in the demo.
 */
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
    reason: '',
    reviewedAt: null,
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

/**
 * The console's decision on an application under review (operator-review kind sign_account).
 * Conditional on 审核中, so of two reviewers deciding at once only one moves it; the loser gets
 * an error the review route turns into 该申请已处理.
 */
export async function reviewSignAccount(
  tx: DbOrTx,
  userId: number,
  d: { approve: boolean; reason: string },
): Promise<void> {
  const now = new Date();
  const [moved] = await tx
    .update(electronicContractAccounts)
    .set({
      status: d.approve ? 'approved' : 'rejected',
      approvedAt: d.approve ? now : null,
      reason: d.approve ? '' : d.reason.slice(0, 200),
      reviewedAt: now,
    })
    .where(
      and(eq(electronicContractAccounts.userId, userId), eq(electronicContractAccounts.status, 'reviewing')),
    )
    .returning({ userId: electronicContractAccounts.userId });
  if (!moved) throw new Error('sign account is not under review');
}
