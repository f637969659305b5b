import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Order, OrderCounts, OrderDetail } from '../../../core/api/contract/models-buying';
import { ORDER_ACTION_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import {
  coupons,
  electronicContracts,
  orderChanges,
  orderEvents,
  orderItems,
  orders,
  userCoupons,
} from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { fenToYuan } from '../../lib/money';
import { loadFulfilment } from '../fulfilment/fulfilment-view';
import { likePattern } from '../goods/goods.service';
import { toOrderChange } from '../order-change/order-change-view';
import { expireOverdue, loadOwnOrder } from './order.service';
import { loadRelated, type OrderRow, toOrder, toStage } from './order-view';

export interface OrderFilters {
  status: OrderStatus | null;
  keyword: string;
  has_contract?: boolean;
  invoice?: boolean;
}

/** Every filter but the status: the tabs' counts are taken under the same search. */
function baseWhere(userId: number, f: OrderFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.userId, userId)];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conditions.push(
      sql`(${orders.orderNo} ILIKE ${p} OR EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.name} ILIKE ${p}))`,
    );
  }
  if (f.has_contract) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${electronicContracts} WHERE ${electronicContracts.orderId} = ${orders.id})`,
    );
  }
  if (f.invoice) conditions.push(sql`(${orders.invoice} IS NOT NULL AND ${orders.invoice} <> 'null'::jsonb)`);
  return and(...conditions)!;
}

/** How many orders of `base` are in each status, and in all (the list pages' tabs and badges). */
export async function countByStatus(db: DbOrTx, base: SQL): Promise<OrderCounts> {
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(base)
    .groupBy(orders.status);
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as OrderCounts;
  for (const { status, n } of byStatus) {
    if (status in counts) counts[status as OrderStatus] = n;
    counts.all += n;
  }
  return counts;
}

/** order/get: the caller's orders newest first, with counts per status for the tabs and badge. */
export async function listOrders(db: Db, userId: number, f: OrderFilters, paging: Paging) {
  await expireOverdue(db, userId);
  const base = baseWhere(userId, f);
  const where = f.status ? and(base, eq(orders.status, f.status)) : base;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const counts = await countByStatus(db, base);
  const rel = await loadRelated(db, rows);
  const list: Order[] = rel ? rows.map((r) => toOrder(r, rel)) : [];
  const total = f.status ? counts[f.status] : counts.all;
  return { list, total, page: paging.page, limit: paging.limit, counts };
}

/** order/info: the order with its address, invoice, coupon, plan, timeline and changes. */
export async function orderDetail(db: Db, userId: number, id: number, secret: string): Promise<OrderDetail> {
  await expireOverdue(db, userId, id);
  return buildOrderDetail(db, await loadOwnOrder(db, userId, id), secret);
}

/**
 * The detail of one order row, whoever may see it: the buyer's order/info and the service desk's
 * operator_order/info read the same view (only the buyer's answer uses its `actions`).
 */
export async function buildOrderDetail(db: DbOrTx, row: OrderRow, secret: string): Promise<OrderDetail> {
  const id = row.id;
  const rel = (await loadRelated(db, [row]))!;
  const [events, changes, coupon] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    db.select().from(orderChanges).where(eq(orderChanges.orderId, id)).orderBy(desc(orderChanges.id)),
    row.userCouponId
      ? db
          .select({ name: coupons.name })
          .from(userCoupons)
          .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
          .where(eq(userCoupons.id, row.userCouponId))
      : Promise.resolve([]),
  ]);
  const { fulfilment, report } = await loadFulfilment(db, row, rel.sampleBased(id), secret);
  const address = row.address as OrderDetail['address'];
  const invoice = row.invoice as OrderDetail['invoice'];
  return {
    ...toOrder(row, rel),
    address: address ?? null,
    invoice: invoice ?? null,
    party: row.party ? { name: row.party.name, credit_code: row.party.credit_code } : null,
    remark: row.remark,
    coupon: coupon[0] ? { name: coupon[0].name, amount: fenToYuan(row.discountFen) } : null,
    plan: rel.plans(id).map(toStage),
    events: events.map((e) => ({
      action: e.action,
      from_status: (e.fromStatus as OrderStatus | null) ?? null,
      to_status: e.toStatus as OrderStatus,
      note: e.note || ORDER_ACTION_LABELS[e.action as keyof typeof ORDER_ACTION_LABELS] || e.action,
      at: e.at.toISOString(),
    })),
    changes: changes.map((c) => toOrderChange(c, row.orderNo)),
    fulfilment,
    report,
  };
}
