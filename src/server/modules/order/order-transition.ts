import { and, eq, type SQL } from 'drizzle-orm';
import {
  nextOrderStatus,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderStatus,
} from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { orderEvents, orderItems, orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { sampleBasedItems } from '../fulfilment/fulfilment-view';

const STAMPS: Partial<Record<OrderStatus, 'paidAt' | 'completedAt' | 'cancelledAt'>> = {
  pending_sign: 'paidAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
};

/**
 * Moves an order one step along the state table (core/rules/order-states.ts) and records it on
 * the timeline. The update is conditional on the status the caller saw, so two racing requests
 * (a cancel and a payment, twenty notifications) move it once: the loser is refused.
 * Signing leads sample-based orders (an item of service type 1 or 3) to 待寄样, others into
 * service (afterSign): the items are read here so every caller gets it right.
 * Call inside the transaction that makes the other changes of the step; `also` are further
 * columns of the order that change with the step (one statement for both).
 */
export async function transitionOrder(
  tx: DbOrTx,
  order: { id: number; status: string },
  action: OrderAction,
  note = '',
  also: Partial<Record<'paidAmountFen', SQL | number>> = {},
): Promise<OrderStatus> {
  const from = order.status as OrderStatus;
  const sampleBased =
    action === 'sign' &&
    sampleBasedItems(
      await tx
        .select({ servicsId: orderItems.servicsId })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id)),
    );
  const to = nextOrderStatus(from, action, sampleBased);
  if (!to) {
    return refuse(`订单${ORDER_STATUS_LABELS[from] ?? ''}，不能${ORDER_ACTION_LABELS[action]}`);
  }
  const now = new Date();
  const stamp = STAMPS[to];
  const moved = await tx
    .update(orders)
    .set({ ...also, status: to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved.length) refuse('订单状态已变化，请刷新后重试');
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, action, fromStatus: from, toStatus: to, note, at: now });
  return to;
}
