import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MerchantAmountRecord, MerchantAmountStatics } from '../../../core/api/contract/models-fulfil';
import {
  platformFeeRate,
  SETTLE_STATE_LABELS,
  settleStateOf,
  splitFen,
} from '../../../core/rules/settlement';
import type { DbOrTx } from '../../db';
import { merchantAmountRecords, orderPayPlans, orders } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { loadConfig } from '../config/config.service';
import { currentMonth } from '../user-amount-record/user-amount-record.service';

type RecordRow = typeof merchantAmountRecords.$inferSelect;

/**
 * Books the lab's settlement of one paid stage: amount, the platform fee at today's config rate
 * (kept on the row; `feeRate` as configured, read with the order: configuredFeeRate), net, month
 * (Asia/Shanghai). Called inside the transaction that marks the stage paid (settlePayment), once
 * per stage: the plan id is unique, a repeat does nothing.
 */
export async function recordSettlement(
  tx: DbOrTx,
  order: { id: number; merchantId: number; feeRate: unknown },
  stage: { id: number; amountFen: number },
  paidAt: Date,
): Promise<void> {
  const rate = platformFeeRate(order.feeRate);
  const { feeFen, merchantFen } = splitFen(stage.amountFen, rate);
  await tx
    .insert(merchantAmountRecords)
    .values({
      merchantId: order.merchantId,
      orderId: order.id,
      planId: stage.id,
      amountFen: stage.amountFen,
      feeRate: String(rate),
      feeFen,
      netFen: merchantFen,
      month: currentMonth(paidAt),
      createdAt: paidAt,
    })
    .onConflictDoNothing();
}

/**
 * An approved refund takes the order's money back from the lab: its settlement rows are marked
 * reversed (kept for the record, listed and summed no more), inside the approving transaction,
 * once (conditional on not reversed yet). Answers how many rows it reversed.
 */
export async function reverseSettlements(tx: DbOrTx, orderId: number, at = new Date()): Promise<number> {
  const rows = await tx
    .update(merchantAmountRecords)
    .set({ reversedAt: at })
    .where(and(eq(merchantAmountRecords.orderId, orderId), isNull(merchantAmountRecords.reversedAt)))
    .returning({ id: merchantAmountRecords.id });
  return rows.length;
}

/** The lab's settlement: what it keeps, without the stages of refunded orders. */
const live = isNull(merchantAmountRecords.reversedAt);

const toRecord = (
  r: RecordRow,
  orderNo: string,
  stage: string,
  orderStatus: string,
): MerchantAmountRecord => ({
  id: r.id,
  order_id: r.orderId,
  order_no: orderNo,
  stage,
  amount: fenToYuan(r.amountFen),
  fee_rate: Number(r.feeRate),
  platform_fee: fenToYuan(r.feeFen),
  net_amount: fenToYuan(r.netFen),
  month: r.month,
  created_at: r.createdAt.toISOString(),
  settle_state: settleStateOf(orderStatus),
  settle_label: SETTLE_STATE_LABELS[settleStateOf(orderStatus)],
});

/** merchant_amount_record/get: the lab's records, newest first, of one month or all. */
export async function listRecords(db: DbOrTx, merchantId: number, month: string | null, paging: Paging) {
  const where = and(
    eq(merchantAmountRecords.merchantId, merchantId),
    live,
    month ? eq(merchantAmountRecords.month, month) : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select({
        r: merchantAmountRecords,
        orderNo: orders.orderNo,
        orderStatus: orders.status,
        stage: orderPayPlans.name,
      })
      .from(merchantAmountRecords)
      .innerJoin(orders, eq(orders.id, merchantAmountRecords.orderId))
      .innerJoin(orderPayPlans, eq(orderPayPlans.id, merchantAmountRecords.planId))
      .where(where)
      .orderBy(desc(merchantAmountRecords.createdAt), desc(merchantAmountRecords.id)),
    db.select({ n: count() }).from(merchantAmountRecords).where(where),
    paging,
  );
  return { list: rows.map((x) => toRecord(x.r, x.orderNo, x.stage, x.orderStatus)), total };
}

/** A lab's income over a month or all time, in fen. */
export interface LabIncome {
  grossFen: number;
  feeFen: number;
  /** The income: what the lab keeps of the stages paid, refunded orders left out. */
  netFen: number;
  /** Of netFen: completed orders (已结算) and orders under way (待结算). */
  settledFen: number;
  pendingFen: number;
  count: number;
}

/**
 * The one definition of a lab's income, read by 工作台 (merchant_center/info) and 资金结算
 * (merchant_amount_record/statics) alike: the lab's net (after the platform fee) of its
 * settlement records — one per paid stage, booked in the month it was paid (Asia/Shanghai) —
 * not reversed by a refund; `month` null sums every month.
 */
export async function labIncome(db: DbOrTx, merchantId: number, month: string | null): Promise<LabIncome> {
  const settled = sql`${orders.status} = 'completed'`;
  const [row] = await db
    .select({
      gross: sql<string>`coalesce(sum(${merchantAmountRecords.amountFen}), 0)`,
      fee: sql<string>`coalesce(sum(${merchantAmountRecords.feeFen}), 0)`,
      net: sql<string>`coalesce(sum(${merchantAmountRecords.netFen}), 0)`,
      settled: sql<string>`coalesce(sum(${merchantAmountRecords.netFen}) filter (where ${settled}), 0)`,
      n: count(),
    })
    .from(merchantAmountRecords)
    .innerJoin(orders, eq(orders.id, merchantAmountRecords.orderId))
    .where(
      and(
        eq(merchantAmountRecords.merchantId, merchantId),
        live,
        month ? eq(merchantAmountRecords.month, month) : undefined,
      ),
    );
  const net = Number(row?.net ?? 0);
  const settledFen = Number(row?.settled ?? 0);
  return {
    grossFen: Number(row?.gross ?? 0),
    feeFen: Number(row?.fee ?? 0),
    netFen: net,
    settledFen,
    pendingFen: net - settledFen,
    count: Number(row?.n ?? 0),
  };
}

/**
 * merchant_amount_record/statics: all-time gross, fee, net and count, and the same for one month
 * (the month the page filters by; this month when none is asked for).
 */
export async function recordStatics(
  db: DbOrTx,
  merchantId: number,
  asked: string | null = null,
): Promise<MerchantAmountStatics> {
  const month = asked ?? currentMonth();
  const [all, inMonth] = [await labIncome(db, merchantId, null), await labIncome(db, merchantId, month)];
  return {
    gross: fenToYuan(all.grossFen),
    fee: fenToYuan(all.feeFen),
    net: fenToYuan(all.netFen),
    month,
    month_gross: fenToYuan(inMonth.grossFen),
    month_fee: fenToYuan(inMonth.feeFen),
    month_net: fenToYuan(inMonth.netFen),
    month_settled: fenToYuan(inMonth.settledFen),
    month_pending: fenToYuan(inMonth.pendingFen),
    month_count: inMonth.count,
    fee_rate: platformFeeRate((await loadConfig(db)).platform_fee_rate),
    count: all.count,
  };
}
