import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OrderChange } from '../../../core/api/contract/models-buying';
import {
  ORDER_CHANGE_STATUS_LABELS,
  ORDER_CHANGE_TRANSITIONS,
  ORDER_CHANGE_TYPES,
  ORDER_CHANGEABLE,
  ORDER_STATUS_LABELS,
  type OrderChangeStatus,
  type OrderChangeType,
  type OrderStatus,
} from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { orderChanges, orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { loadOwnOrder } from '../order/order.service';
import { kickRefunds } from '../pay/pay-refund';
import { toOrderChange } from './order-change-view';
import { startRefund } from './order-refund';

export const CHANGE_MISSING = '变更申请不存在';
const ACTION_LABELS = { withdraw: '撤销', edit: '修改' } as const;
export type BuyerChangeAction = keyof typeof ACTION_LABELS;

const columns = { change: orderChanges, orderNo: orders.orderNo, orderStatus: orders.status };

/** The caller's changes, newest first; optionally of one order or one status. */
export async function listChanges(
  db: DbOrTx,
  userId: number,
  f: { order_id: number | null; status: OrderChangeStatus | null },
  paging: Paging,
) {
  const where = and(
    eq(orderChanges.userId, userId),
    f.order_id ? eq(orderChanges.orderId, f.order_id) : undefined,
    f.status ? eq(orderChanges.status, f.status) : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select(columns)
      .from(orderChanges)
      .innerJoin(orders, eq(orders.id, orderChanges.orderId))
      .where(where)
      .orderBy(desc(orderChanges.id)),
    db.select({ n: count() }).from(orderChanges).where(where),
    paging,
  );
  return { list: rows.map((r) => toOrderChange(r.change, r.orderNo, r.orderStatus)), total };
}

/** One of the caller's changes; another buyer's id reads as missing. */
export async function changeInfo(db: DbOrTx, userId: number, id: number): Promise<OrderChange> {
  const [row] = await db
    .select(columns)
    .from(orderChanges)
    .innerJoin(orders, eq(orders.id, orderChanges.orderId))
    .where(and(eq(orderChanges.id, id), eq(orderChanges.userId, userId)))
    .limit(1);
  return row ? toOrderChange(row.change, row.orderNo, row.orderStatus) : refuse(CHANGE_MISSING);
}

const assertChangeable = (status: string) => {
  if (!(ORDER_CHANGEABLE as readonly string[]).includes(status)) {
    refuse(`订单${ORDER_STATUS_LABELS[status as OrderStatus] ?? ''}，不能申请变更`);
  }
};

/**
 * order_change/add: only while the lab is engaged (ORDER_CHANGEABLE), one pending change per
 * order. The order row is locked first, so two racing requests cannot both pass the check.
 */
export async function addChange(
  db: Db,
  userId: number,
  input: { order_id: number; type: OrderChangeType; reason: string },
): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = await loadOwnOrder(tx, userId, input.order_id);
    await tx.execute(sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} FOR UPDATE`);
    assertChangeable(order.status);
    const [pending] = await tx
      .select({ id: orderChanges.id })
      .from(orderChanges)
      .where(and(eq(orderChanges.orderId, order.id), eq(orderChanges.status, 'pending')))
      .limit(1);
    if (pending) refuse('该订单已有待处理的变更申请，请等待处理或撤销后再提交');
    const [row] = await tx
      .insert(orderChanges)
      .values({ orderId: order.id, userId, type: input.type, reason: input.reason })
      .returning();
    return toOrderChange(row!, order.orderNo);
  });
}

/** order_change/change: the buyer withdraws or edits a change while the state table allows it. */
export async function changeChange(
  db: Db,
  userId: number,
  input: { id: number; action: BuyerChangeAction; reason: string; type: OrderChangeType | null },
): Promise<OrderChange> {
  const current = await changeInfo(db, userId, input.id);
  const next = ORDER_CHANGE_TRANSITIONS[current.status]?.[input.action];
  if (!next) {
    refuse(`变更申请${ORDER_CHANGE_STATUS_LABELS[current.status]}，不能${ACTION_LABELS[input.action]}`);
  }
  const set: Partial<typeof orderChanges.$inferInsert> = { status: next, updatedAt: new Date() };
  if (input.action === 'edit') {
    if (!input.reason) refuse('请输入变更原因');
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, current.order_id));
    assertChangeable(order?.status ?? '');
    set.reason = input.reason;
    if (input.type) set.type = input.type;
  }
  const [row] = await db
    .update(orderChanges)
    .set(set)
    .where(
      and(
        eq(orderChanges.id, input.id),
        eq(orderChanges.userId, userId),
        eq(orderChanges.status, current.status),
      ),
    )
    .returning();
  return row ? toOrderChange(row, current.order_no) : refuse('变更申请状态已变化，请刷新后重试');
}

export const CHANGE_TYPE_IDS = Object.keys(ORDER_CHANGE_TYPES).map(Number) as OrderChangeType[];

/**
 * The platform's approval of a pending refund request (申请退款; the review CLI, for a dispute
 * the lab would not settle): the change is approved and the refund started (startRefund) in one
 * transaction that holds the order row, so a completion at the same moment runs wholly before
 * (its commission is reversed) or after (it is refused: the order is 退款中).
 */
export async function approveRefund(db: Db, changeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(orderChanges).where(eq(orderChanges.id, changeId));
    const change = found?.type === 3 ? found : refuse(CHANGE_MISSING);
    await tx.execute(sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${change.orderId} FOR UPDATE`);
    const [row] = await tx
      .update(orderChanges)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(and(eq(orderChanges.id, changeId), eq(orderChanges.status, 'pending')))
      .returning({ id: orderChanges.id });
    if (!row) refuse('变更申请状态已变化，请刷新后重试');
    await startRefund(tx, change.orderId, changeId, '平台同意退款申请');
  });
  kickRefunds();
}
