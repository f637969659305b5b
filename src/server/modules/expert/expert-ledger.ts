import { and, eq, sql } from 'drizzle-orm';
import type { ExpertRecord } from '../../../core/api/contract/models';
import {
  commissionFen,
  commissionRate,
  EXPERT_INCOME,
  type ExpertRecordStatus,
  type ExpertRecordType,
  invoiceThreshold,
} from '../../../core/rules/expert';
import type { DbOrTx } from '../../db';
import { expertClients, expertProfiles, expertRecords, orderChanges, orders } from '../../db/schema';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { loadConfig } from '../config/config.service';

export type RecordRow = typeof expertRecords.$inferSelect;

/** The platform settings of the expert programme (site config, core defaults). */
export async function expertSettings(db: DbOrTx) {
  const config = await loadConfig(db);
  return {
    rate: commissionRate(config.expert_commission_rate),
    thresholdFen: yuanToFen(invoiceThreshold(config.expert_invoice_threshold)),
  };
}

export const toRecord = (r: RecordRow, orderNo = ''): ExpertRecord => ({
  id: r.id,
  type: r.type as ExpertRecordType,
  kind: EXPERT_INCOME.includes(r.type as ExpertRecordType) ? 'income' : 'expense',
  status: r.status as ExpertRecordStatus,
  amount: fenToYuan(r.amountFen),
  balance: fenToYuan(r.balanceFen),
  order_no: orderNo,
  remark: r.remark,
  created_at: r.createdAt.toISOString(),
  paid_at: r.paidAt?.toISOString() ?? '',
});

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** Locks the expert's ledger row for the rest of the transaction and reads it. */
export async function lockLedger(tx: DbOrTx, expertId: number) {
  const [row] = rowsOf<{ balance_fen: number; owed_fen: number }>(
    await tx.execute(
      sql`SELECT balance_fen, owed_fen FROM ${expertProfiles} WHERE account_id = ${expertId} FOR UPDATE`,
    ),
  );
  return row ? { balance: Number(row.balance_fen), owed: Number(row.owed_fen) } : null;
}

export const setLedger = (tx: DbOrTx, expertId: number, balance: number, owed: number) =>
  tx
    .update(expertProfiles)
    .set({ balanceFen: balance, owedFen: owed })
    .where(eq(expertProfiles.accountId, expertId));

/** The expert whose client placed the order, with what the order paid; null when none. */
async function orderExpert(tx: DbOrTx, orderId: number) {
  const [row] = await tx
    .select({ expertId: expertClients.expertId, paidFen: orders.paidAmountFen, orderNo: orders.orderNo })
    .from(orders)
    .innerJoin(expertClients, eq(expertClients.clientId, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

const refundApproved = async (tx: DbOrTx, orderId: number): Promise<boolean> =>
  (
    await tx
      .select({ id: orderChanges.id })
      .from(orderChanges)
      .where(
        and(eq(orderChanges.orderId, orderId), eq(orderChanges.type, 3), eq(orderChanges.status, 'approved')),
      )
      .limit(1)
  ).length > 0;

/**
 * Books the commission of a completed order, inside the transaction that completes it (which
 * holds the order row). Nothing for an order of no client, or one already refunded. Exactly
 * once: the ledger row is locked, and the unique (order, type) key turns a second attempt into
 * nothing. Owed reversals are repaid first.
 */
export async function bookCommission(tx: DbOrTx, orderId: number): Promise<RecordRow | null> {
  const source = await orderExpert(tx, orderId);
  if (!source || (await refundApproved(tx, orderId))) return null;
  const { rate } = await expertSettings(tx);
  const fen = commissionFen(source.paidFen, rate);
  if (fen <= 0) return null;
  const ledger = await lockLedger(tx, source.expertId);
  if (!ledger) return null;
  const repay = Math.min(ledger.owed, fen);
  const balance = ledger.balance + fen - repay;
  const [row] = await tx
    .insert(expertRecords)
    .values({
      expertId: source.expertId,
      type: 'commission',
      amountFen: fen,
      balanceFen: balance,
      orderId,
      remark: `客户订单已完成，佣金比例 ${+(rate * 100).toFixed(2)}%`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await setLedger(tx, source.expertId, balance, ledger.owed - repay);
  return row;
}

/**
 * Reverses the commission of a refunded order, inside the transaction that approves the
 * refund (holding the order row, so a completion runs wholly before or after it). At most once
 * (unique key); the balance never goes below zero: what it cannot cover is owed.
 */
export async function reverseCommission(tx: DbOrTx, orderId: number): Promise<RecordRow | null> {
  const [earned] = await tx
    .select()
    .from(expertRecords)
    .where(and(eq(expertRecords.orderId, orderId), eq(expertRecords.type, 'commission')));
  if (!earned) return null;
  const ledger = await lockLedger(tx, earned.expertId);
  if (!ledger) return null;
  const take = Math.min(ledger.balance, earned.amountFen);
  const balance = ledger.balance - take;
  const owed = ledger.owed + earned.amountFen - take;
  const [row] = await tx
    .insert(expertRecords)
    .values({
      expertId: earned.expertId,
      type: 'reversal',
      amountFen: earned.amountFen,
      balanceFen: balance,
      orderId,
      remark:
        owed > ledger.owed ? '订单已退款，佣金冲回（余额不足部分待后续佣金扣回）' : '订单已退款，佣金冲回',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await setLedger(tx, earned.expertId, balance, owed);
  return row;
}
