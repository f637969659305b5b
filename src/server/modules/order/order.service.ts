import { and, asc, eq, lt, not } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { nextOrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { renderedOnce } from '../../db/rendered-once';
import { orderPayPlans, orders } from '../../db/schema';
import { ApiFailure, refuse } from '../../lib/envelope';
import { heldByTransfer, LAPSED_NOTE, lapseDeclarations } from '../bank-transfer/transfer-hold';
import { releaseCoupons } from '../coupon/coupon.service';
import { bookCommission } from '../expert/expert-ledger';
import { sendLetter } from '../notice/notice.service';
import { transitionOrder } from './order-transition';
import type { OrderRow } from './order-view';

export const ORDER_NOT_FOUND = '订单不存在';
export const OVERDUE_NOTE = '超时未支付，系统自动取消';

/**
 * Whether an order read by its id is the caller's. An order is read by its id alone and its buyer
 * compared afterwards: PGlite never analyzes its tables, and with the statistics of the empty
 * tables it was created with, the planner took `id = … AND user_id = …` through the buyer's index
 * (orders_user_status_idx) and walked every order of the buyer, a cost that grew with each order.
 */
export const ownedBy = (order: { userId: number } | null | undefined, userId: number): boolean =>
  order?.userId === userId;

/** The caller's order, or a refusal that reads the same for a missing id and another buyer's. */
export async function loadOwnOrder(db: DbOrTx, userId: number, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return ownedBy(row, userId) ? row! : refuse(ORDER_NOT_FOUND);
}

const due = alias(orderPayPlans, 'due');
/** The id of the stage to pay next, the first unpaid one by seq (none when all are paid), as a subquery. */
const dueStageId = (orderId: AnyPgColumn | number) =>
  new QueryBuilder()
    .select({ id: due.id })
    .from(due)
    .where(and(eq(due.orderId, orderId), eq(due.status, 'unpaid')))
    .orderBy(asc(due.seq))
    .limit(1);
/** dueStageId of the order a statement reads (`orders`), rendered once: the pay path's join. */
export const dueStageOfOrder = renderedOnce<number | null>(dueStageId(orders.id));

/** The stage to pay next, or null when all are paid. */
export async function dueStage(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(orderPayPlans)
    .where(eq(orderPayPlans.id, dueStageId(orderId)));
  return row ?? null;
}

/** A cancellation's other effects: the reason kept, the coupon given back, the buyer told. */
export async function afterCancel(tx: DbOrTx, order: OrderRow, reason: string) {
  await tx
    .update(orders)
    .set({ cancelReason: reason.slice(0, 200) })
    .where(eq(orders.id, order.id));
  await releaseCoupons(tx, [order.id]);
  await sendLetter(tx, order.userId, {
    title: '订单已取消',
    content: `您的订单 ${order.orderNo} 已取消：${reason}。${order.userCouponId ? '所用优惠券已退回。' : ''}`,
    link: `/home/order/detail?id=${order.id}`,
  });
}

/**
 * Cancels the caller's unpaid orders whose pay deadline has passed (read lazily, before lists
 * and details show them); `orderId` limits it to one. A payment racing the cancellation wins or
 * loses in transitionOrder's conditional update; the loser is left alone here. An order whose
 * buyer declared a bank transfer waits for 财务 (heldByTransfer) until the declaration lapses.
 */
export async function expireOverdue(db: Db, userId: number, orderId?: number): Promise<number> {
  const now = new Date();
  const overdue = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending_payment'),
        lt(orders.payDeadline, now),
        not(heldByTransfer(now)),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    );
  let cancelled = 0;
  for (const order of overdue) {
    try {
      await db.transaction(async (tx) => {
        const note = (await lapseDeclarations(tx, order, now)) ? LAPSED_NOTE : OVERDUE_NOTE;
        await transitionOrder(tx, order, 'cancel', note);
        await afterCancel(tx, order, note);
      });
      cancelled++;
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
    }
  }
  return cancelled;
}

/** order/cancel: an unpaid order only (the state table); its coupon returns, the cart does not refill. */
export async function cancelOrder(db: Db, userId: number, id: number, reason: string): Promise<void> {
  const order = await loadOwnOrder(db, userId, id);
  const why = reason || '买家取消订单';
  await db.transaction(async (tx) => {
    await transitionOrder(tx, order, 'cancel', reason ? `买家取消：${reason}` : '买家取消订单');
    await afterCancel(tx, order, why);
  });
}

/** order/confirm: the buyer confirms the service done; every stage must be paid first. */
export async function confirmOrder(db: Db, userId: number, id: number): Promise<void> {
  const order = await loadOwnOrder(db, userId, id);
  await db.transaction(async (tx) => {
    if (nextOrderStatus(order.status as never, 'confirm') && (await dueStage(tx, id))) {
      refuse('尚有未支付的款项，请付清后再确认完成');
    }
    await transitionOrder(tx, order, 'confirm', '买家确认服务完成');
    // the referring expert's commission, exactly once, with the completion itself
    await bookCommission(tx, id);
    await sendLetter(tx, userId, {
      title: '订单已完成',
      content: `您已确认订单 ${order.orderNo} 的服务完成，感谢您的信任。`,
      link: `/home/order/detail?id=${id}`,
    });
  });
}
