import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ExpertBankAccountInfo, PayoutMode } from '../../../core/api/contract/api/expert';
import { isCertifiedHolder, PAYEE_BANK_MESSAGES as M } from '../../../core/rules/payee-bank';
import { maskBankAccount } from '../../../core/validators';
import type { Db, DbOrTx } from '../../db';
import { expertProfiles, expertRecords, payeeBankAccounts } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { lockLedger } from '../expert/expert-ledger';
import { openedPayoutAccount } from './payout.service';
import type { PayoutProvider } from './payout-provider';

/**
 * The bank account a payee registers where no payout provider is configured: 财务 pays each
 * withdrawal into it by hand (operator_payout/markPaid). A change retires the current row and
 * adds one, so a paid withdrawal keeps the account it was paid to; a change while a withdrawal
 * waits is refused, so 财务 never pays into an account the expert has just replaced.
 */
export type BankAccountRow = typeof payeeBankAccounts.$inferSelect;

export const payoutModeOf = (provider: PayoutProvider | null): PayoutMode => (provider ? 'provider' : 'bank');

export async function currentBankAccount(db: DbOrTx, accountId: number): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payeeBankAccounts)
    .where(and(eq(payeeBankAccounts.accountId, accountId), isNull(payeeBankAccounts.retiredAt)))
    .orderBy(desc(payeeBankAccounts.id))
    .limit(1);
  return row;
}

/** The expert's certified real name, or '' while the certification is not approved. */
async function certifiedName(db: DbOrTx, accountId: number): Promise<string> {
  const [p] = await db
    .select({ name: expertProfiles.realName, status: expertProfiles.certStatus })
    .from(expertProfiles)
    .where(eq(expertProfiles.accountId, accountId));
  return p?.status === 'approved' ? p.name : '';
}

async function hasWaitingWithdrawal(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: expertRecords.id })
    .from(expertRecords)
    .where(
      and(
        eq(expertRecords.expertId, accountId),
        eq(expertRecords.type, 'withdraw'),
        eq(expertRecords.status, 'processing'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** expert_bank_account/get: how payouts are made here and, when by 财务, the registered account. */
export async function bankAccountInfo(
  db: DbOrTx,
  accountId: number,
  mode: PayoutMode,
): Promise<ExpertBankAccountInfo> {
  if (mode === 'provider') return { mode, certified_name: '', account: null, waiting: false };
  const [row, name, waiting] = await Promise.all([
    currentBankAccount(db, accountId),
    certifiedName(db, accountId),
    hasWaitingWithdrawal(db, accountId),
  ]);
  return {
    mode,
    certified_name: name,
    waiting,
    account: row
      ? {
          holder_name: row.holderName,
          bank_name: row.bankName,
          account_masked: maskBankAccount(row.accountNo),
          updated_at: row.createdAt.toISOString(),
        }
      : null,
  };
}

export interface BankAccountInput {
  holder_name: string;
  bank_name: string;
  account_no: string;
}

/**
 * expert_bank_account/save. Under the ledger lock that withdrawals take, so a withdrawal and a
 * change cannot pass each other: either the change lands first, or it sees the waiting
 * withdrawal and is refused. Saving the same account again changes nothing.
 */
export async function saveBankAccount(db: Db, accountId: number, input: BankAccountInput): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockLedger(tx, accountId))) refuse(M.notCertified);
    const name = await certifiedName(tx, accountId);
    if (!name) refuse(M.notCertified);
    if (!isCertifiedHolder(input.holder_name, name)) refuse(M.wrongHolder(name));
    const current = await currentBankAccount(tx, accountId);
    if (
      current?.accountNo === input.account_no &&
      current.bankName === input.bank_name &&
      current.holderName === name
    )
      return;
    if (await hasWaitingWithdrawal(tx, accountId)) refuse(M.waiting);
    if (current)
      await tx
        .update(payeeBankAccounts)
        .set({ retiredAt: new Date() })
        .where(eq(payeeBankAccounts.id, current.id));
    // the certified spelling is kept, whatever width or spacing was typed
    await tx
      .insert(payeeBankAccounts)
      .values({ accountId, holderName: name, bankName: input.bank_name, accountNo: input.account_no });
  });
}

/** Where a withdrawal goes: exactly one of the two ids, and the words its record shows. */
export interface Payee {
  payoutAccountId: number | null;
  bankAccountId: number | null;
  label: string;
}

/**
 * The payee of a withdrawal: the account opened with the provider when one is configured, else
 * the registered bank account, still in the certified name (a later change of the certified
 * name asks for the account to be registered again).
 */
export async function payeeFor(
  db: DbOrTx,
  accountId: number,
  provider: PayoutProvider | null,
): Promise<Payee> {
  if (provider) {
    const opened = await openedPayoutAccount(db, accountId);
    if (!opened) return refuse('请先在“开户信息”开通收款账户，再申请提现');
    return {
      payoutAccountId: opened.id,
      bankAccountId: null,
      label: `${opened.bankName} ${opened.cardMasked}`,
    };
  }
  const bank = await currentBankAccount(db, accountId);
  if (!bank) return refuse(M.noAccount);
  if (!isCertifiedHolder(bank.holderName, await certifiedName(db, accountId))) refuse(M.holderChanged);
  return {
    payoutAccountId: null,
    bankAccountId: bank.id,
    label: `${bank.bankName} ${maskBankAccount(bank.accountNo)}`,
  };
}

/** Whether a withdrawal has somewhere to go (the centre's 提现 button and dialog). */
export async function hasPayee(
  db: DbOrTx,
  accountId: number,
  provider: PayoutProvider | null,
): Promise<boolean> {
  if (provider) return !!(await openedPayoutAccount(db, accountId));
  const bank = await currentBankAccount(db, accountId);
  return !!bank && isCertifiedHolder(bank.holderName, await certifiedName(db, accountId));
}
