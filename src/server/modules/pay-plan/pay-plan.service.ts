import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DivisionReceipt, TransactionReceipt } from '../../../core/api/contract/models-buying';
import { platformFeeRate, ratePercent, splitFen } from '../../../core/rules/settlement';
import type { Db, DbOrTx } from '../../db';
import { accounts, merchantAmountRecords, merchants, orderPayPlans, orders, payments } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { loadConfig } from '../config/config.service';
import { sendLetter } from '../notice/notice.service';
import { dueStage, loadOwnOrder } from '../order/order.service';
import { transitionOrder } from '../order/order-transition';
import { CHANNEL_LABELS } from '../pay/pay-settle';

export const STAGE_MISSING = '付款记录不存在';

/**
 * order_pay_plan_order/acceptance: the buyer accepts the work done so far (阶段验收). Only in
 * service with a stage still unpaid: that stage is marked accepted and becomes payable.
 */
export async function acceptOrder(db: Db, userId: number, orderId: number): Promise<void> {
  const order = await loadOwnOrder(db, userId, orderId);
  await db.transaction(async (tx) => {
    const due = await dueStage(tx, order.id);
    if (order.status === 'delivered' && !due) refuse('款项已全部付清，请直接确认完成');
    await transitionOrder(tx, order, 'accept', '买家验收通过，待支付尾款');
    await tx
      .update(orderPayPlans)
      .set({ acceptedAt: new Date() })
      .where(and(eq(orderPayPlans.id, due!.id), isNull(orderPayPlans.acceptedAt)));
    await sendLetter(tx, userId, {
      title: '验收完成，请支付尾款',
      content: `您已验收订单 ${order.orderNo}，请支付${due!.name} ¥${fenToYuan(due!.amountFen).toFixed(2)}。`,
      link: `/home/order/detail?id=${order.id}`,
    });
  });
}

/** A paid stage of one of the caller's orders, with what its receipts name. */
async function loadPaidStage(db: DbOrTx, userId: number, stageId: number) {
  const [row] = await db
    .select({ stage: orderPayPlans, order: orders, merchant: merchants.orgName, nickname: accounts.nickname })
    .from(orderPayPlans)
    .innerJoin(orders, eq(orders.id, orderPayPlans.orderId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(accounts, eq(accounts.id, orders.userId))
    .where(and(eq(orderPayPlans.id, stageId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) return refuse(STAGE_MISSING);
  if (row.stage.status !== 'paid') refuse('该阶段尚未支付，暂无凭证');
  return row;
}

type PaidStage = Awaited<ReturnType<typeof loadPaidStage>>;

const receiptNo = (prefix: string, r: PaidStage) => `${prefix}${r.order.orderNo.slice(3)}${r.stage.seq}`;

/**
 * Who paid: the order's 甲方 (三流一致: the contract and the invoice name it too), else the
 * invoice title, else the consignee, else the nickname.
 */
function payerOf(r: PaidStage): string {
  const invoice = r.order.invoice as { title?: unknown } | null;
  const address = r.order.address as { consignee?: unknown } | null;
  const name = r.order.party?.name || (invoice?.title ?? address?.consignee ?? r.nickname);
  return typeof name === 'string' && name ? name : r.nickname;
}

export async function transactionReceipt(
  db: DbOrTx,
  userId: number,
  stageId: number,
): Promise<TransactionReceipt> {
  const r = await loadPaidStage(db, userId, stageId);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      r.stage.paymentId
        ? eq(payments.id, r.stage.paymentId)
        : and(eq(payments.planId, r.stage.id), eq(payments.status, 'paid')),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    receipt_no: receiptNo('JY', r),
    order_no: r.order.orderNo,
    stage: r.stage.name,
    pay_no: payment?.payNo ?? '',
    trade_no: payment?.tradeNo ?? '',
    channel: payment ? (CHANNEL_LABELS[payment.channel] ?? payment.channel) : '',
    amount: fenToYuan(r.stage.amountFen),
    payer: payerOf(r),
    payee: r.merchant,
    paid_at: (payment?.paidAt ?? r.stage.paidAt)?.toISOString() ?? null,
  };
}

/** The fee rate a paid stage was settled at (its settlement record), else today's config rate. */
async function stageFeeRate(db: DbOrTx, stageId: number): Promise<number> {
  const [rec] = await db
    .select({ rate: merchantAmountRecords.feeRate })
    .from(merchantAmountRecords)
    .where(eq(merchantAmountRecords.planId, stageId))
    .limit(1);
  return rec ? Number(rec.rate) : platformFeeRate((await loadConfig(db)).platform_fee_rate);
}

export async function divisionReceipt(db: DbOrTx, userId: number, stageId: number): Promise<DivisionReceipt> {
  const r = await loadPaidStage(db, userId, stageId);
  const rate = await stageFeeRate(db, r.stage.id);
  const { feeFen, merchantFen } = splitFen(r.stage.amountFen, rate);
  return {
    receipt_no: receiptNo('FZ', r),
    order_no: r.order.orderNo,
    stage: r.stage.name,
    amount: fenToYuan(r.stage.amountFen),
    platform_fee: fenToYuan(feeFen),
    merchant_amount: fenToYuan(merchantFen),
    paid_at: r.stage.paidAt?.toISOString() ?? null,
    parties: [
      { name: '平台服务费', rate: ratePercent(rate), amount: fenToYuan(feeFen) },
      { name: r.merchant, rate: ratePercent(1 - rate), amount: fenToYuan(merchantFen) },
    ],
  };
}
