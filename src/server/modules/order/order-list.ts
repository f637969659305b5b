import { and, count, desc, eq, getTableColumns, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Order, OrderCounts, OrderDetail } from '../../../core/api/contract/models-buying';
import { ORDER_ACTION_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../core/rules/order-states';
import type { Db, DbOrTx } from '../../db';
import { jsonRows } from '../../db/json-rows';
import {
  coupons,
  electronicContracts,
  merchants,
  orderChanges,
  orderEvents,
  orderItems,
  orders,
  userCoupons,
} from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, pageOf } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { heldByTransfer } from '../bank-transfer/transfer-hold';
import { fulfilmentColumns, fulfilmentView, reportRowOf } from '../fulfilment/fulfilment-view';
import { toOrderChange } from '../order-change/order-change-view';
import { ofOrder } from './of-order';
import { expireOverdue, ORDER_NOT_FOUND, ownedBy } from './order.service';
import { type OrderRow, relatedColumns, relatedFrom, toOrder, toStage } from './order-view';

export interface OrderFilters {
  status: OrderStatus | null;
  keyword: string;
  has_contract?: boolean;
  invoice?: boolean;
}

/** Every filter but the status and the buyer: the tabs' counts are taken under the same search. */
function searchWhere(f: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
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
  return and(...conditions);
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

/** An unpaid order of the caller's past its pay deadline (expireOverdue's condition). */
const overdue = (now: Date) =>
  and(eq(orders.status, 'pending_payment'), lt(orders.payDeadline, now), not(heldByTransfer(now)));

/**
 * The tabs' counts under the search, and how many of all the caller's orders are overdue: one
 * query, so the list only pays for expireOverdue when there is something to expire.
 */
async function countsAndOverdue(db: Db, userId: number, search: SQL | undefined) {
  const byStatus = await db
    .select({
      status: orders.status,
      n: search ? sql<number>`cast(count(*) filter (where ${search}) as integer)` : count(),
      overdue: sql<number>`cast(count(*) filter (where ${overdue(new Date())}) as integer)`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as OrderCounts;
  for (const { status, n } of byStatus) {
    if (status in counts) counts[status as OrderStatus] = n;
    counts.all += n;
  }
  return { counts, overdue: byStatus.some((r) => r.overdue > 0) };
}

/**
 * order/get: the caller's orders newest first, with counts per status for the tabs and badge.
 * Two queries unless an order is to expire first: the counts, and the page with everything its
 * entries show.
 */
export async function listOrders(db: Db, userId: number, f: OrderFilters, paging: Paging) {
  const search = searchWhere(f);
  let { counts, overdue } = await countsAndOverdue(db, userId, search);
  if (overdue) {
    await expireOverdue(db, userId);
    ({ counts } = await countsAndOverdue(db, userId, search));
  }
  const base = and(eq(orders.userId, userId), search);
  const rows = await pageOf(
    db
      .select({ order: orders, ...relatedColumns })
      .from(orders)
      .leftJoin(merchants, eq(merchants.id, orders.merchantId))
      .where(f.status ? and(base, eq(orders.status, f.status)) : base)
      .orderBy(desc(orders.id)),
    paging,
  );
  const rel = relatedFrom(rows);
  const list: Order[] = rows.map((r) => toOrder(r.order, rel));
  const total = f.status ? counts[f.status] : counts.all;
  return { list, total, page: paging.page, limit: paging.limit, counts };
}

/** What the detail shows besides the list entry's, as columns of a select from orders. */
const detailColumns = {
  ...relatedColumns,
  events: jsonRows(getTableColumns(orderEvents), ofOrder(orderEvents), sql`${orderEvents.id}`),
  changes: jsonRows(getTableColumns(orderChanges), ofOrder(orderChanges), sql`${orderChanges.id} desc`),
  couponName: sql<
    string | null
  >`(select ${coupons.name} from ${userCoupons} join ${coupons} on ${coupons.id} = ${userCoupons.couponId} where ${userCoupons.id} = ${orders.userCouponId})`,
  ...fulfilmentColumns,
};

/** Reads orders matching `where` with everything their detail shows, in one query. */
const selectDetail = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ order: orders, ...detailColumns })
    .from(orders)
    .leftJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(where)
    .limit(1);

/** order/info: the order with its address, invoice, coupon, plan, timeline and changes, in one query. */
export async function orderDetail(db: Db, userId: number, id: number, secret: string): Promise<OrderDetail> {
  // by its id alone, the buyer compared after (ownedBy says why)
  let [read] = await selectDetail(db, eq(orders.id, id));
  if (!read || !ownedBy(read.order, userId)) return refuse(ORDER_NOT_FOUND);
  if (read.order.status === 'pending_payment' && read.order.payDeadline < new Date()) {
    // rare: the order expires now, and is read again as cancelled
    await expireOverdue(db, userId, id);
    [read] = await selectDetail(db, eq(orders.id, id));
    if (!read) refuse(ORDER_NOT_FOUND);
  }
  return detailOf(read, secret);
}

/**
 * The detail of one order row, whoever may see it: the buyer's order/info and the service desk's
 * operator_order/info read the same view (only the buyer's answer uses its `actions`).
 */
export async function buildOrderDetail(db: DbOrTx, row: OrderRow, secret: string): Promise<OrderDetail> {
  const [read] = await selectDetail(db, eq(orders.id, row.id));
  return detailOf({ ...read!, order: row }, secret);
}

type DetailRead = Awaited<ReturnType<typeof selectDetail>>[number];

function detailOf(read: DetailRead, secret: string): OrderDetail {
  const row = read.order;
  const id = row.id;
  const rel = relatedFrom([read]);
  const { fulfilment, report } = fulfilmentView({
    order: row,
    sampleBased: rel.sampleBased(id),
    secret,
    f: read.fulfilment,
    rep: reportRowOf(read.report),
    events: read.events,
    sampleAddress: read.sampleAddress,
  });
  const address = row.address as OrderDetail['address'];
  const invoice = row.invoice as OrderDetail['invoice'];
  return {
    ...toOrder(row, rel),
    address: address ?? null,
    invoice: invoice ?? null,
    party: row.party ? { name: row.party.name, credit_code: row.party.credit_code } : null,
    remark: row.remark,
    coupon: read.couponName !== null ? { name: read.couponName, amount: fenToYuan(row.discountFen) } : null,
    plan: rel.plans(id).map(toStage),
    events: read.events.map((e) => ({
      action: e.action,
      from_status: (e.fromStatus as OrderStatus | null) ?? null,
      to_status: e.toStatus as OrderStatus,
      note: e.note || ORDER_ACTION_LABELS[e.action as keyof typeof ORDER_ACTION_LABELS] || e.action,
      at: e.at.toISOString(),
    })),
    changes: read.changes.map((c) => toOrderChange(c, row.orderNo, row.status)),
    fulfilment,
    report,
    due_date: row.dueDate ?? null,
  };
}
