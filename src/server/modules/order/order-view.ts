import { asc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { GoodsOption, SalesPromotionUnit } from '../../../core/api/contract/models';
import type { Order, OrderInvoice, OrderItem, PayPlanStage } from '../../../core/api/contract/models-buying';
import {
  BUYER_ORDER_ACTIONS,
  type BuyerOrderAction,
  type OrderStatus,
  orderActions,
  orderStatusLabel,
  type PayPlan,
} from '../../../core/rules/order-states';
import type { DbOrTx } from '../../db';
import { jsonRow, jsonRows } from '../../db/json-rows';
import {
  electronicContracts,
  merchants,
  orderInvoices,
  orderItems,
  orderPayPlans,
  type orders,
} from '../../db/schema';
import { fenToYuan } from '../../lib/money';
import { toSummary } from '../contract/contract-data';
import { sampleBasedItems } from '../fulfilment/fulfilment-view';
import { ofOrder } from './of-order';

export type OrderRow = typeof orders.$inferSelect;
type PlanRow = typeof orderPayPlans.$inferSelect;
type ContractRow = typeof electronicContracts.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

type ItemRow = typeof orderItems.$inferSelect;
type InvoiceRow = typeof orderInvoices.$inferSelect;

/** What the list entries of some orders need, already read: the lookups toOrder makes. */
function relatedOf(
  names: { id: number; name: string }[],
  items: ItemRow[],
  plans: PlanRow[],
  contracts: ContractRow[],
  invoices: InvoiceRow[],
) {
  const by = <T extends { orderId: number }>(list: T[], id: number) => list.filter((x) => x.orderId === id);
  return {
    merchantName: (id: number) => names.find((m) => m.id === id)?.name ?? '',
    items: (id: number) => by(items, id),
    sampleBased: (id: number) => sampleBasedItems(by(items, id)),
    plans: (id: number) => by(plans, id),
    contracts: (id: number) => by(contracts, id),
    invoice: (id: number) => invoices.find((i) => i.orderId === id) ?? null,
  };
}

/** Everything the list entries of these orders need, in one query per table. */
export async function loadRelated(db: DbOrTx, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const merchantIds = [...new Set(rows.map((r) => r.merchantId))];
  if (!ids.length) return null;
  const [names, items, plans, contracts, invoices] = await Promise.all([
    db
      .select({ id: merchants.id, name: merchants.orgName })
      .from(merchants)
      .where(inArray(merchants.id, merchantIds)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderPayPlans)
      .where(inArray(orderPayPlans.orderId, ids))
      .orderBy(asc(orderPayPlans.seq)),
    db
      .select()
      .from(electronicContracts)
      .where(inArray(electronicContracts.orderId, ids))
      .orderBy(asc(electronicContracts.id)),
    db.select().from(orderInvoices).where(inArray(orderInvoices.orderId, ids)),
  ]);
  return relatedOf(names, items, plans, contracts, invoices);
}

/**
 * What loadRelated reads, as columns of a select from orders (left-joined to merchants): the
 * same rows in the same order, read by the order query itself.
 */
export const relatedColumns = {
  merchantName: merchants.orgName,
  items: jsonRows(getTableColumns(orderItems), ofOrder(orderItems), sql`${orderItems.id}`),
  plans: jsonRows(getTableColumns(orderPayPlans), ofOrder(orderPayPlans), sql`${orderPayPlans.seq}`),
  contracts: jsonRows(
    getTableColumns(electronicContracts),
    ofOrder(electronicContracts),
    sql`${electronicContracts.id}`,
  ),
  // one per order (order_invoices_order_uq)
  invoice: jsonRow(getTableColumns(orderInvoices), ofOrder(orderInvoices)),
};

/** An order row as read with relatedColumns. */
export interface OrderWithRelated {
  order: OrderRow;
  merchantName: string | null;
  items: ItemRow[];
  plans: PlanRow[];
  contracts: ContractRow[];
  invoice: InvoiceRow | null;
}

/** loadRelated's answer from rows read with relatedColumns (no query). */
export function relatedFrom(rows: OrderWithRelated[]) {
  const names = rows.flatMap((r) =>
    r.merchantName === null ? [] : [{ id: r.order.merchantId, name: r.merchantName }],
  );
  return relatedOf(
    names,
    rows.flatMap((r) => r.items),
    rows.flatMap((r) => r.plans),
    rows.flatMap((r) => r.contracts),
    rows.flatMap((r) => (r.invoice ? [r.invoice] : [])),
  );
}

export type Related = NonNullable<Awaited<ReturnType<typeof loadRelated>>>;

/**
 * The buyer's actions of the state table from this status, narrowed by what the table cannot
 * see: pay needs a stage due, accept an unpaid stage left once delivered, confirm every stage
 * paid, sign a main contract waiting for the buyer. The lab's actions are merchant_order's.
 */
export function allowedActions(
  status: OrderStatus,
  plans: PlanRow[],
  contracts: ContractRow[],
): BuyerOrderAction[] {
  const unpaid = plans.some((p) => p.status !== 'paid');
  const buyers = orderActions(status).filter((a): a is BuyerOrderAction =>
    (BUYER_ORDER_ACTIONS as readonly string[]).includes(a),
  );
  return buyers.filter((a) => {
    if (a === 'pay') return unpaid;
    if (a === 'accept') return status === 'delivered' && unpaid;
    if (a === 'confirm') return plans.length > 0 && !unpaid;
    if (a === 'sign') return contracts.some((c) => c.kind === 'main' && c.status === 'pending_sign');
    return true;
  });
}

export const toStage = (p: PlanRow): PayPlanStage => ({
  id: p.id,
  seq: p.seq,
  name: p.name,
  amount: fenToYuan(p.amountFen),
  status: p.status === 'paid' ? 'paid' : 'unpaid',
  paid_at: iso(p.paidAt),
  accepted_at: iso(p.acceptedAt),
});

export function toItem(r: Related['items'] extends (id: number) => (infer T)[] ? T : never): OrderItem {
  const o = r.options as Record<string, unknown>;
  const opt = (v: unknown) => (v && typeof v === 'object' ? (v as GoodsOption) : null);
  return {
    id: r.id,
    goods_id: r.goodsId,
    name: r.name,
    cover: r.cover,
    servicsInfo: { id: r.servicsId, name: r.servicsName },
    serviceContent: opt(o.service_content),
    trainingForm: opt(o.training_form),
    approvalLogo: opt(o.approval_logo),
    sales_promotion_unit: (o.sales_promotion_unit as SalesPromotionUnit | null) ?? null,
    remark: r.remark,
    price: fenToYuan(r.priceFen),
  };
}

function toInvoice(i: NonNullable<ReturnType<Related['invoice']>>, order: OrderRow): OrderInvoice {
  return {
    id: i.id,
    order_id: order.id,
    order_no: order.orderNo,
    invoice_no: i.invoiceNo,
    type: i.type === 2 ? 2 : 1,
    title: i.title,
    tax_no: i.taxNo,
    project: i.project,
    amount: fenToYuan(i.amountFen),
    tax_rate: Number(i.taxRate),
    tax: fenToYuan(i.taxFen),
    status: i.status === 'issued' ? 'issued' : 'issuing',
    created_at: i.createdAt.toISOString(),
    issued_at: iso(i.issuedAt),
  };
}

/** order/get's list entry (models-buying Order). */
export function toOrder(r: OrderRow, rel: Related): Order {
  const status = r.status as OrderStatus;
  const plans = rel.plans(r.id);
  const contracts = rel.contracts(r.id);
  const merchantName = rel.merchantName(r.merchantId);
  const actions = allowedActions(status, plans, contracts);
  const due = plans.find((p) => p.status !== 'paid');
  const invoice = rel.invoice(r.id);
  return {
    id: r.id,
    order_no: r.orderNo,
    status,
    status_label: orderStatusLabel(status, rel.sampleBased(r.id)) ?? status,
    sample_based: rel.sampleBased(r.id),
    merchant_id: r.merchantId,
    merchant_name: merchantName,
    pay_plan: r.payPlan as PayPlan,
    goods_amount: fenToYuan(r.goodsAmountFen),
    discount: fenToYuan(r.discountFen),
    pay_amount: fenToYuan(r.payAmountFen),
    paid_amount: fenToYuan(r.paidAmountFen),
    due_amount: actions.includes('pay') && due ? fenToYuan(due.amountFen) : 0,
    items: rel.items(r.id).map(toItem),
    created_at: r.createdAt.toISOString(),
    pay_deadline: r.payDeadline.toISOString(),
    actions,
    contracts: contracts.map((c) => toSummary(c, r, merchantName)),
    e_invoice: invoice ? toInvoice(invoice, r) : null,
  };
}
