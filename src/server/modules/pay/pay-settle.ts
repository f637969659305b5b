import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db';
import { renderedOnce } from '../../db/rendered-once';
import { orderPayPlans, orders, payments } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { configuredFeeRate } from '../config/config.service';
import { drawContract, itemNamesOfOrder } from '../contract/contract-draw';
import { appendEvidence } from '../evidence/evidence.service';
import { paymentRecord, recordSha256 } from '../evidence/evidence-documents';
import { issueInvoiceForOrder } from '../invoice/invoice-issue';
import { recordSettlement } from '../merchant-amount-record/merchant-amount-record.service';
import { sendLetter } from '../notice/notice.service';
import { transitionOrder } from '../order/order-transition';

export const STAGE_ALREADY_PAID = '该款项已支付，请勿重复支付';
export const CHANNEL_LABELS: Record<string, string> = {
  cashier: '在线支付',
  alipay: '支付宝',
  test: '测试支付',
  transfer: '对公转账',
};

export interface Settlement {
  tradeNo: string;
  paidAt: Date;
}

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** Another stage of the same order, for the paid stage's "anything left to pay?". */
const other = alias(orderPayPlans, 'other');
/** Whether the stage a statement marks paid is the last unpaid one (read before that update, as a statement's subquery is). */
const lastDue = renderedOnce<boolean>(
  sql`not exists ${new QueryBuilder()
    .select({ id: other.id })
    .from(other)
    .where(
      and(
        eq(other.orderId, orderPayPlans.orderId),
        eq(other.status, 'unpaid'),
        ne(other.id, orderPayPlans.id),
      ),
    )}`,
);

/**
 * THE success path of a payment (the verified notification and pay/payTest both end here).
 * Call inside one transaction. The conditional update from 'pending' is the exactly-once
 * guard: of twenty deliveries of one notification, nineteen find nothing to update and answer
 * 'already' without touching anything. Throws a refusal (rolling the caller back) when the
 * stage was paid by another intent or the order can no longer be paid.
 */
export async function settlePayment(tx: DbOrTx, payNo: string, s: Settlement): Promise<'paid' | 'already'> {
  // every settlement of one order queues on the order row first: two intents of one stage
  // settling at once then cannot deadlock on each other's payment and stage rows. Read under the
  // lock, the order's status is the one the transition below must move from. What the rest
  // needs to read (the fee rate, the items' names for a contract's title) comes with it
  const [order] = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      merchantId: orders.merchantId,
      status: orders.status,
      wantsInvoice: sql<boolean>`${orders.invoice} is not null`,
      feeRate: configuredFeeRate,
      itemNames: itemNamesOfOrder,
    })
    .from(orders)
    .where(eq(orders.id, sql`(SELECT order_id FROM ${payments} WHERE pay_no = ${payNo})`))
    .for('no key update');
  const [payment] = await tx
    .update(payments)
    .set({ status: 'paid', tradeNo: s.tradeNo, paidAt: s.paidAt })
    .where(and(eq(payments.payNo, payNo), eq(payments.status, 'pending')))
    .returning();
  if (!payment) return 'already';
  if (!order) return refuse('订单不存在');

  const [stage] = await tx
    .update(orderPayPlans)
    .set({ status: 'paid', paidAt: s.paidAt, paymentId: payment.id })
    .where(and(eq(orderPayPlans.id, payment.planId), eq(orderPayPlans.status, 'unpaid')))
    .returning({
      ...getTableColumns(orderPayPlans),
      lastDue,
    });
  if (!stage) return refuse(STAGE_ALREADY_PAID);

  const how = CHANNEL_LABELS[payment.channel] ?? payment.channel;
  await transitionOrder(
    tx,
    order,
    'pay',
    `${how}${stage.name} ${yuan(payment.amountFen)}，交易号 ${s.tradeNo}`,
    {
      paidAmountFen: sql`${orders.paidAmountFen} + ${payment.amountFen}`,
    },
  );

  // the lab's settlement record of this stage (资金结算), less the platform fee
  await recordSettlement(tx, order, stage, s.paidAt);

  // other intents of this stage can no longer be paid
  await closePendingIntents(tx, order.id, stage.id, ne(payments.id, payment.id));

  // stages are paid in order (dueStage) and only this path draws the main contract: the first
  // stage's payment draws it
  const firstPayment = stage.seq === 1;
  if (firstPayment) await drawContract(tx, order, 'main');
  const fullyPaid = stage.lastDue;
  await sendLetter(tx, order.userId, {
    title: '支付成功',
    content:
      `订单 ${order.orderNo} 的${stage.name} ${yuan(payment.amountFen)} 已支付成功。` +
      (firstPayment ? '电子合同已生成，请尽快签署，签署后实验室即开始服务。' : '') +
      (fullyPaid && !firstPayment ? '款项已全部付清。' : ''),
    link: firstPayment ? '/home/contract' : `/home/order/detail?id=${order.id}`,
  });

  // the evidence ledger: one entry per settled payment, in the same transaction. Last, with the
  // invoice's entry after it: the ledger's lock serialises every append on PostgreSQL and is held
  // from here to the commit, so nothing else of the payment waits inside it
  const receipt = paymentRecord({ ...payment, orderNo: order.orderNo, stage: stage.name, ...s });
  await appendEvidence(tx, { kind: 'payment', subject: order.orderNo, sha256: await recordSha256(receipt) });
  // an order without an invoice title asks for none (and costs no statement to find that out)
  if (fullyPaid && order.wantsInvoice) await issueInvoiceForOrder(tx, order.id);
  return 'paid';
}

/**
 * Closes the pending intents of a stage that `which` selects, so that they can no longer settle it.
 * Found through the order's index: no index leads by stage, and without the order this update
 * would read every payment ever made.
 */
export async function closePendingIntents(tx: DbOrTx, orderId: number, stageId: number, which: SQL) {
  await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(
      and(eq(payments.orderId, orderId), eq(payments.planId, stageId), eq(payments.status, 'pending'), which),
    );
}
