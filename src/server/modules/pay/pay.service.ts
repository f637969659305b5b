import { and, asc, desc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { CheckstandIntent, PayIntent } from '../../../core/api/contract/models-buying';
import { nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { merchants, orderItems, orderPayPlans, orders, payments } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { insertWithFreshNumber } from '../../lib/fresh-number';
import { fenToYuan } from '../../lib/money';
import {
  type dueStage,
  dueStageOfOrder,
  expireOverdue,
  ORDER_NOT_FOUND,
  ownedBy,
} from '../order/order.service';
import type { OrderRow } from '../order/order-view';
import { settlePayment } from './pay-settle';
import type { PaymentProvider, StageIntent } from './providers/types';
import { chinaTime, randomDigits } from './signing';

/** A payment intent lives 30 minutes; one with less than 5 left is not handed out again. */
export const INTENT_TTL_MS = 30 * 60_000;
const REUSE_MARGIN_MS = 5 * 60_000;

export const payNumber = (now = new Date()): string => `PAY${chinaTime(now, true)}${randomDigits(10)}`;

type Stage = NonNullable<Awaited<ReturnType<typeof dueStage>>>;

/** What paying reads of an order (not its address, invoice or party snapshots). */
const PAYING = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  status: orders.status,
  payDeadline: orders.payDeadline,
  merchantId: orders.merchantId,
};
type PayingOrder = { [K in keyof typeof PAYING]: OrderRow[K] };

/** What an intent answers of its payment. */
const INTENT = {
  id: payments.id,
  payNo: payments.payNo,
  amountFen: payments.amountFen,
  expiresAt: payments.expiresAt,
};
type IntentRow = { [K in keyof typeof INTENT]: (typeof payments.$inferSelect)[K] };

const toIntent = (order: PayingOrder, stage: Stage, p: IntentRow): PayIntent => ({
  order_id: order.id,
  order_no: order.orderNo,
  pay_no: p.payNo,
  stage: stage.name,
  amount: fenToYuan(p.amountFen),
  expires_at: p.expiresAt.toISOString(),
});

/**
 * The caller's order and the stage it owes now, or the refusal a buyer understands: not theirs
 * (same words as missing), not payable in this state, nothing due, or the pay window closed
 * (the overdue order is cancelled on the spot, as reading it would).
 */
async function payableStage(db: Db, userId: number, orderId: number) {
  const [found] = await db
    .select({ order: PAYING, stage: getTableColumns(orderPayPlans) })
    .from(orders)
    .leftJoin(orderPayPlans, eq(orderPayPlans.id, dueStageOfOrder))
    .where(eq(orders.id, orderId));
  // the buyer is checked here, not in the statement: see ownedBy
  if (!ownedBy(found?.order, userId)) return refuse(ORDER_NOT_FOUND);
  const { order, stage } = found;
  const status = order.status as OrderStatus;
  if (!nextOrderStatus(status, 'pay')) refuse(`订单${ORDER_STATUS_LABELS[status] ?? ''}，无需支付`);
  if (status === 'pending_payment' && order.payDeadline.getTime() <= Date.now()) {
    // past its deadline only a declared bank transfer keeps the order (expireOverdue leaves it):
    // it waits for 财务, and paying it again online would pay twice
    if (await expireOverdue(db, userId, order.id)) refuse('订单已超过支付期限，已自动取消');
    refuse('您已申报对公转账，正在等待财务确认到账，请勿重复支付');
  }
  return stage ? { order, stage } : refuse('该订单暂无待支付款项');
}

/**
 * A new payment of `stage` by `channel` under a fresh number, made `now`: it can settle the stage
 * until `expiresAt`.
 */
export async function insertPayment(
  tx: DbOrTx,
  order: { id: number; userId: number },
  stage: { id: number; amountFen: number },
  channel: string,
  { now, expiresAt }: { now: Date; expiresAt: Date },
) {
  const row = await insertWithFreshNumber(3, () =>
    tx
      .insert(payments)
      .values({
        payNo: payNumber(now),
        orderId: order.id,
        planId: stage.id,
        userId: order.userId,
        amountFen: stage.amountFen,
        channel,
        createdAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning(INTENT),
  );
  return row ?? refuse('支付单创建失败，请重试');
}

async function insertIntent(tx: DbOrTx, order: PayingOrder, stage: Stage, channel: string) {
  const now = new Date();
  // never beyond the order's own deadline: both cashiers then count down to the same time
  const expiresAt = new Date(Math.min(now.getTime() + INTENT_TTL_MS, order.payDeadline.getTime()));
  return insertPayment(tx, order, stage, channel, { now, expiresAt });
}

/**
 * order/pay and pay/getCheckstandUrl: an intent to pay the due stage through `provider`.
 * Asking again while an intent of the same stage and provider is still fresh answers that one,
 * so a double click does not leave a trail of open payments.
 */
export async function createIntent(
  db: Db,
  userId: number,
  orderId: number,
  provider: PaymentProvider,
): Promise<PayIntent & { stageIntent: () => Promise<Omit<StageIntent, 'device'>> }> {
  const { order, stage } = await payableStage(db, userId, orderId);
  const [fresh] = await db
    .select(INTENT)
    .from(payments)
    .where(
      and(
        eq(payments.planId, stage.id),
        eq(payments.channel, provider.channel),
        eq(payments.status, 'pending'),
        eq(payments.amountFen, stage.amountFen),
        gt(payments.expiresAt, new Date(Date.now() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  const intent = fresh ?? (await insertIntent(db, order, stage, provider.channel));
  return {
    ...toIntent(order, stage, intent),
    stageIntent: () => describeIntent(db, order, stage, intent),
  };
}

/** What the provider is told of an intent: the amount and expiry from our books, and what it is for. */
async function describeIntent(db: Db, order: PayingOrder, stage: Stage, p: IntentRow) {
  const [[merchant], items] = await Promise.all([
    db.select({ name: merchants.orgName }).from(merchants).where(eq(merchants.id, order.merchantId)),
    db
      .select({ name: orderItems.name })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
  ]);
  const subject = items.length > 1 ? `${items[0]!.name} 等${items.length}项服务` : (items[0]?.name ?? '');
  return {
    payNo: p.payNo,
    orderId: order.id,
    orderNo: order.orderNo,
    subject,
    stage: stage.name,
    merchant: merchant?.name ?? '',
    amountFen: p.amountFen,
    expiresAt: p.expiresAt,
    deadline: order.payDeadline,
  };
}

/** pay/getCheckstandUrl: the intent, created at the provider, and where the buyer goes. */
export async function checkstand(
  db: Db,
  userId: number,
  orderId: number,
  provider: PaymentProvider,
  device: 'pc' | 'mobile',
): Promise<CheckstandIntent> {
  const { stageIntent, ...intent } = await createIntent(db, userId, orderId, provider);
  const { url } = await provider.createIntent({ ...(await stageIntent()), device });
  return { ...intent, url };
}

/** pay/payTest (demo only): pays the due stage at once through the same success path. */
export async function payTest(db: Db, userId: number, orderId: number): Promise<PayIntent> {
  const { order, stage } = await payableStage(db, userId, orderId);
  return db.transaction(async (tx) => {
    const intent = await insertIntent(tx, order, stage, 'test');
    await settlePayment(tx, intent.payNo, { tradeNo: `TEST${intent.payNo.slice(3)}`, paidAt: new Date() });
    return toIntent(order, stage, intent);
  });
}
