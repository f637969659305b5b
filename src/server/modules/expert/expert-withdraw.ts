import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { expertInvoices, expertRecords } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { payeeFor } from '../payout/bank-account.service';
import type { PayoutProvider } from '../payout/payout-provider';
import { expertSettings, lockLedger, type RecordRow, setLedger } from './expert-ledger';

export interface WithdrawRequest {
  amountFen: number;
  requestNo: string;
  invoiceId: number | null;
}

/**
 * expert_amount_record/withdraw: to the account opened with the payout provider, or where none
 * is configured (`provider` null) to the registered bank account 财务 pays into; above the
 * threshold with an unused invoice of the same amount. Under the ledger lock the payee is read
 * again (a change of bank account takes the same lock), the balance is checked and moved once;
 * the same `request_no` again answers the first record instead of a second withdrawal.
 */
export async function withdraw(
  db: Db,
  expertId: number,
  r: WithdrawRequest,
  provider: PayoutProvider | null,
): Promise<RecordRow> {
  await payeeFor(db, expertId, provider);
  const { thresholdFen } = await expertSettings(db);
  if (r.amountFen > thresholdFen && !r.invoiceId) {
    refuse(`单笔提现超过 ¥${fenToYuan(thresholdFen).toFixed(2)} 需提供发票，请先在“发票管理”中添加`);
  }
  if (r.invoiceId) {
    const [invoice] = await db
      .select()
      .from(expertInvoices)
      .where(and(eq(expertInvoices.id, r.invoiceId), eq(expertInvoices.expertId, expertId)));
    if (!invoice) refuse('发票不存在');
    if (invoice!.amountFen !== r.amountFen) refuse('发票金额须与提现金额一致');
  }
  return db.transaction(async (tx) => {
    const ledger = (await lockLedger(tx, expertId)) ?? refuse('专家资料不存在');
    const [again] = await tx
      .select()
      .from(expertRecords)
      .where(and(eq(expertRecords.expertId, expertId), eq(expertRecords.requestNo, r.requestNo)));
    if (again) return again;
    const payee = await payeeFor(tx, expertId, provider);
    if (r.amountFen > ledger.balance)
      refuse(`可提现余额不足（当前 ¥${fenToYuan(ledger.balance).toFixed(2)}）`);
    const balance = ledger.balance - r.amountFen;
    const [row] = await tx
      .insert(expertRecords)
      .values({
        expertId,
        type: 'withdraw',
        status: 'processing',
        amountFen: r.amountFen,
        balanceFen: balance,
        payoutAccountId: payee.payoutAccountId,
        bankAccountId: payee.bankAccountId,
        invoiceId: r.invoiceId,
        requestNo: r.requestNo,
        remark: `提现至 ${payee.label}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return refuse('该发票已用于其他提现');
    await setLedger(tx, expertId, balance, ledger.owed);
    return row;
  });
}

/** The demo's payout provider: a withdrawal arrives a few seconds later (when next asked). */
export const PAYOUT_MS = 3_000;
export async function simulatePayouts(db: DbOrTx, expertId: number, now = new Date()): Promise<void> {
  await db
    .update(expertRecords)
    .set({ status: 'done', paidAt: now })
    .where(
      and(
        eq(expertRecords.expertId, expertId),
        eq(expertRecords.type, 'withdraw'),
        eq(expertRecords.status, 'processing'),
        sql`${expertRecords.createdAt} <= ${new Date(now.getTime() - PAYOUT_MS)}`,
      ),
    );
}
