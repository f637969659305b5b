import { and, desc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { PayIntent } from '../../../core/api/contract/models-buying';
import { nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { orderPayPlans, orders, payments } from '../../db/schema';
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
import { chinaTime, linkSignature, randomDigits } from './signing';

/** A payment intent lives 30 minutes; one with less than 5 left is not handed out again. */
export const INTENT_TTL_MS = 30 * 60_000;
const REUSE_MARGIN_MS = 5 * 60_000;

export const payNumber = (now = new Date()): string => `PAY${chinaTime(now, true)}${randomDigits(10)}`;

export const cashierUrl = (secret: string, payNo: string): string =>
  `/sim/cashier?pay_no=${encodeURIComponent(payNo)}&sig=${linkSignature(secret, 'cashier', payNo)}`;

type Stage = NonNullable<Awaited<ReturnType<typeof dueStage>>>;

/** What paying reads of an order (not its address, invoice or party snapshots). */
const PAYING = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  status: orders.status,
  payDeadline: orders.payDeadline,
};
type PayingOrder = { [K in keyof typeof PAYING]: OrderRow[K] };

/** What an intent answers of its payment. */
const INTENT = { payNo: payments.payNo, amountFen: payments.amountFen, expiresAt: payments.expiresAt };
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
    await expireOverdue(db, userId, order.id);
    refuse('订单已超过支付期限，已自动取消');
  }
  return stage ? { order, stage } : refuse('该订单暂无待支付款项');
}

async function insertIntent(tx: DbOrTx, order: PayingOrder, stage: Stage, channel: 'cashier' | 'test') {
  const now = new Date();
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
        // never beyond the order's own deadline: both cashiers then count down to the same time
        expiresAt: new Date(Math.min(now.getTime() + INTENT_TTL_MS, order.payDeadline.getTime())),
      })
      .onConflictDoNothing()
      .returning(INTENT),
  );
  return row ?? refuse('支付单创建失败，请重试');
}

/**
 * order/pay and pay/getCheckstandUrl: an intent to pay the due stage at the hosted cashier.
 * Asking again while an intent of the same stage is still fresh answers that one, so a
 * double click does not leave a trail of open payments.
 */
export async function createIntent(db: Db, userId: number, orderId: number): Promise<PayIntent> {
  const { order, stage } = await payableStage(db, userId, orderId);
  const [fresh] = await db
    .select(INTENT)
    .from(payments)
    .where(
      and(
        eq(payments.planId, stage.id),
        eq(payments.channel, 'cashier'),
        eq(payments.status, 'pending'),
        eq(payments.amountFen, stage.amountFen),
        gt(payments.expiresAt, new Date(Date.now() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return toIntent(order, stage, fresh ?? (await insertIntent(db, order, stage, 'cashier')));
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
