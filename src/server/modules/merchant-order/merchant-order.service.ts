import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { MerchantOrder, MerchantOrderDetail } from '../../../core/api/contract/models-fulfil';
import {
  MERCHANT_ORDER_ACTIONS,
  type MerchantOrderAction,
  ORDER_ACTION_LABELS,
  type OrderStatus,
  orderActions,
  orderStatusLabel,
  type PayPlan,
} from '../../../core/rules/order-states';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { DbOrTx } from '../../db';
import { accounts, orderChanges, orderEvents, orders } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, pageOf } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { toSummary } from '../contract/contract-data';
import { loadFulfilment } from '../fulfilment/fulfilment-view';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { toMerchantChange } from '../merchant-order-change/merchant-order-change.service';
import { ORDER_NOT_FOUND } from '../order/order.service';
import { countByStatus } from '../order/order-list';
import { loadRelated, type OrderRow, type Related, toItem, toStage } from '../order/order-view';

/**
 * One of the lab's own orders (its shop's), or the same refusal as a missing one: a lab never
 * learns whether another lab's order id exists.
 */
export async function labOrder(db: DbOrTx, me: AuthUser, id: number): Promise<OrderRow> {
  const merchant = await ownMerchant(db, me);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.merchantId, merchant.id)))
    .limit(1);
  return row ?? refuse(ORDER_NOT_FOUND);
}

/** The lab's actions the state table allows from this status. */
export const labActions = (status: OrderStatus): MerchantOrderAction[] =>
  orderActions(status).filter((a): a is MerchantOrderAction =>
    (MERCHANT_ORDER_ACTIONS as readonly string[]).includes(a),
  );

export type Buyer = { nickname: string; mobile: string };

/** Who the buyer is to the lab: the contract's 甲方, else the consignee, else the nickname. */
export function buyerName(r: OrderRow, buyer: Buyer | undefined): string {
  const consignee = (r.address as { consignee?: unknown } | null)?.consignee;
  return r.party?.name || (typeof consignee === 'string' && consignee) || buyer?.nickname || '买家';
}

function toMerchantOrder(
  r: OrderRow,
  rel: Related,
  buyer: Buyer | undefined,
  pending: boolean,
): MerchantOrder {
  const status = r.status as OrderStatus;
  const sampleBased = rel.sampleBased(r.id);
  return {
    id: r.id,
    order_no: r.orderNo,
    status,
    status_label: orderStatusLabel(status, sampleBased),
    sample_based: sampleBased,
    buyer_name: buyerName(r, buyer),
    buyer_mobile: maskAccountMobile(buyer?.mobile ?? ''),
    pay_plan: r.payPlan as PayPlan,
    goods_amount: fenToYuan(r.goodsAmountFen),
    discount: fenToYuan(r.discountFen),
    pay_amount: fenToYuan(r.payAmountFen),
    paid_amount: fenToYuan(r.paidAmountFen),
    items: rel.items(r.id).map(toItem),
    actions: labActions(status),
    change_pending: pending,
    created_at: r.createdAt.toISOString(),
  };
}

const pendingChange = sql<boolean>`EXISTS (SELECT 1 FROM ${orderChanges} WHERE ${orderChanges.orderId} = ${orders.id} AND ${orderChanges.status} = 'pending')`;

/** merchant_order/get: the lab's orders newest first, with counts per status under the same search. */
export async function listLabOrders(
  db: DbOrTx,
  me: AuthUser,
  f: { status: OrderStatus | null; keyword: string },
  paging: Paging,
) {
  const merchant = await ownMerchant(db, me);
  const conditions: SQL[] = [eq(orders.merchantId, merchant.id)];
  if (f.keyword) conditions.push(sql`${orders.orderNo} ILIKE ${likePattern(f.keyword)}`);
  const base = and(...conditions)!;
  const where = f.status ? and(base, eq(orders.status, f.status)) : base;
  const rows = await pageOf(
    db
      .select({ order: orders, nickname: accounts.nickname, mobile: accounts.mobile, pending: pendingChange })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.userId))
      .where(where)
      // placed time first: demo and imported orders were not inserted in the order they were placed
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    paging,
  );
  const counts = await countByStatus(db, base);
  const rel = await loadRelated(
    db,
    rows.map((x) => x.order),
  );
  const list = rel ? rows.map((x) => toMerchantOrder(x.order, rel, x, Boolean(x.pending))) : [];
  const total = f.status ? counts[f.status] : counts.all;
  return { list, total, page: paging.page, limit: paging.limit, counts };
}

/** merchant_order/info: everything the lab's order page shows. */
export async function labOrderDetail(
  db: DbOrTx,
  me: AuthUser,
  id: number,
  secret: string,
): Promise<MerchantOrderDetail> {
  const row = await labOrder(db, me, id);
  const rel = (await loadRelated(db, [row]))!;
  const [[buyer], events, changes] = await Promise.all([
    db
      .select({ nickname: accounts.nickname, mobile: accounts.mobile })
      .from(accounts)
      .where(eq(accounts.id, row.userId)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    db.select().from(orderChanges).where(eq(orderChanges.orderId, id)).orderBy(desc(orderChanges.id)),
  ]);
  const { fulfilment, report } = await loadFulfilment(db, row, rel.sampleBased(id), secret);
  const base = toMerchantOrder(
    row,
    rel,
    buyer,
    changes.some((c) => c.status === 'pending'),
  );
  const plans = rel.plans(id);
  const address = row.address as MerchantOrderDetail['address'];
  return {
    ...base,
    party: row.party ? { name: row.party.name, credit_code: row.party.credit_code } : null,
    address: address ?? null,
    remark: row.remark,
    plan: plans.map(toStage),
    events: events.map((e) => ({
      action: e.action,
      from_status: (e.fromStatus as OrderStatus | null) ?? null,
      to_status: e.toStatus as OrderStatus,
      note: e.note || ORDER_ACTION_LABELS[e.action as keyof typeof ORDER_ACTION_LABELS] || e.action,
      at: e.at.toISOString(),
    })),
    contracts: rel.contracts(id).map((c) => toSummary(c, row, rel.merchantName(row.merchantId))),
    fulfilment,
    report,
    changes: changes.map((c) => toMerchantChange(c, row, plans, base.buyer_name)),
  };
}
