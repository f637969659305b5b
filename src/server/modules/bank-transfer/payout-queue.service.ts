import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PayoutQueueItem, PayoutState } from '../../../core/api/contract/models-transfer';
import { maskAccountMobile } from '../../../core/rules/privacy';
import { maskBankAccount } from '../../../core/validators';
import type { Db, DbOrTx } from '../../db';
import {
  accounts,
  expertInvoices,
  expertProfiles,
  expertRecords,
  payeeBankAccounts,
  payoutAccounts,
} from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { sendLetter } from '../notice/notice.service';
import { type Actor, appendAudit } from '../operator/audit.service';

const STATE_NAMES: Record<PayoutState, string> = { processing: '待打款', done: '已打款' };
export const PAYOUT_NOT_FOUND = '提现记录不存在';

const ROW = {
  r: expertRecords,
  name: expertProfiles.realName,
  mobile: accounts.mobile,
  holder: payoutAccounts.holderName,
  bank: payoutAccounts.bankName,
  card: payoutAccounts.cardMasked,
  // a withdrawal to a registered bank account (no payout provider): the account as it was then
  payee: {
    holder: payeeBankAccounts.holderName,
    bank: payeeBankAccounts.bankName,
    no: payeeBankAccounts.accountNo,
  },
  invoiceNo: expertInvoices.invoiceNo,
};

const withdrawals = (db: DbOrTx) =>
  db
    .select(ROW)
    .from(expertRecords)
    .innerJoin(accounts, eq(accounts.id, expertRecords.expertId))
    .leftJoin(expertProfiles, eq(expertProfiles.accountId, expertRecords.expertId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.id, expertRecords.payoutAccountId))
    .leftJoin(payeeBankAccounts, eq(payeeBankAccounts.id, expertRecords.bankAccountId))
    .leftJoin(expertInvoices, eq(expertInvoices.id, expertRecords.invoiceId));

type Row = Awaited<ReturnType<ReturnType<typeof withdrawals>['where']>>[number];

const toItem = (x: Row): PayoutQueueItem => {
  const state: PayoutState = x.r.status === 'done' ? 'done' : 'processing';
  return {
    id: x.r.id,
    expert_name: x.name ?? '',
    expert_mobile: maskAccountMobile(x.mobile),
    amount: fenToYuan(x.r.amountFen),
    holder_name: x.payee?.holder ?? x.holder ?? '',
    bank_name: x.payee?.bank ?? x.bank ?? '',
    card_masked: x.payee?.no ? maskBankAccount(x.payee.no) : (x.card ?? ''),
    // 财务 transfers to the full number; once paid, lists need it no more
    account_no: state === 'processing' ? (x.payee?.no ?? '') : '',
    invoice_no: x.invoiceNo ?? '',
    state,
    state_name: STATE_NAMES[state],
    created_at: x.r.createdAt.toISOString(),
    paid_at: x.r.paidAt?.toISOString() ?? '',
    bank_serial: x.r.bankSerial ?? '',
  };
};

/** operator_payout/get: expert withdrawals, the ones to pay first (oldest first). */
export async function listPayouts(db: Db, f: { state: PayoutState | 'all' }, paging: Paging) {
  const where: SQL[] = [eq(expertRecords.type, 'withdraw')];
  if (f.state !== 'all') where.push(eq(expertRecords.status, f.state));
  const cond = and(...where);
  const { list: rows, total } = await paged(
    withdrawals(db)
      .where(cond)
      .orderBy(f.state === 'processing' ? expertRecords.createdAt : desc(expertRecords.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(expertRecords).where(cond),
    paging,
  );
  return { list: rows.map(toItem), total };
}

/**
 * operator_payout/markPaid (已打款): 财务 paid the withdrawal from the platform's bank account;
 * the bank's serial number is kept on the record, the expert is told, the audit log has a row.
 * Conditional on 'processing': a second mark (or two at once) changes nothing and is refused.
 */
export async function markPayoutPaid(
  db: Db,
  actor: Actor & { staffId: number | null },
  input: { id: number; bankSerial: string },
): Promise<PayoutQueueItem> {
  await db.transaction(async (tx) => {
    const [rec] = await tx
      .select()
      .from(expertRecords)
      .where(and(eq(expertRecords.id, input.id), eq(expertRecords.type, 'withdraw')))
      .for('update');
    if (!rec) refuse(PAYOUT_NOT_FOUND);
    if (rec!.status === 'done') refuse('该笔提现已打款，请勿重复操作');
    const now = new Date();
    await tx
      .update(expertRecords)
      .set({ status: 'done', paidAt: now, bankSerial: input.bankSerial, paidBy: actor.staffId })
      .where(and(eq(expertRecords.id, input.id), eq(expertRecords.status, 'processing')));
    await sendLetter(tx, rec!.expertId, {
      title: '提现已打款',
      content: `您申请的提现 ¥${fenToYuan(rec!.amountFen).toFixed(2)} 已由平台财务打款，银行流水号 ${input.bankSerial}，请留意银行到账。`,
      link: '/expert/funds',
    });
    await appendAudit(tx, actor, {
      action: 'operator_payout/markPaid',
      target: `提现 #${rec!.id}`,
      before: { status: rec!.status },
      after: { status: 'done', amount: fenToYuan(rec!.amountFen), bank_serial: input.bankSerial },
    });
  });
  const [row] = await withdrawals(db).where(eq(expertRecords.id, input.id));
  return toItem(row!);
}
