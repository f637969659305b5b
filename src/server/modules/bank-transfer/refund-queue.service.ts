/**
 * The 财务 refund queue (/admin/finance 退款): what an approved refund owes back by bank transfer.
 * A stage paid by 对公转账 goes back the same way (method 'finance'); so does a provider refund
 * the payment job gave up on (status 'failed'), which 财务 then pays by hand. Marking one 已退款
 * records the bank's 流水号, audited, and the order turns 已退款 once nothing is left to pay back.
 */
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { RefundQueueItem, RefundState } from '../../../core/api/contract/models-transfer';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { Db, DbOrTx } from '../../db';
import {
  accounts,
  bankTransfers,
  merchants,
  orderPayPlans,
  orders,
  paymentRefunds,
  payments,
} from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { sendLetter } from '../notice/notice.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { closeRefundIfDone } from '../pay/pay-refund';
import { CHANNEL_LABELS } from '../pay/pay-settle';

export const REFUND_NOT_FOUND = '退款记录不存在';
const STATE_NAMES: Record<RefundState, string> = { pending: '待退款', done: '已退款' };
const r = paymentRefunds;

/** A refund 财务 must pay: a transfer's, or a provider's that failed. */
const owedByFinance = or(
  and(eq(r.method, 'finance'), eq(r.status, 'pending')),
  and(eq(r.method, 'provider'), eq(r.status, 'failed')),
)!;
/** Every refund that is or was 财务's. */
const financeRows = or(
  eq(r.method, 'finance'),
  and(eq(r.method, 'provider'), eq(r.status, 'failed')),
  sql`${r.refundedBy} IS NOT NULL`,
)!;

const ROW = {
  r: paymentRefunds,
  orderId: orders.id,
  orderNo: orders.orderNo,
  party: orders.party,
  lab: merchants.orgName,
  stage: orderPayPlans.name,
  channel: payments.channel,
  paidSerial: payments.tradeNo,
  reference: bankTransfers.reference,
  mobile: accounts.mobile,
};

const rows = (db: DbOrTx) =>
  db
    .select(ROW)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, r.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(orderPayPlans, eq(orderPayPlans.id, payments.planId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(accounts, eq(accounts.id, orders.userId))
    .leftJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id));

type Row = Awaited<ReturnType<ReturnType<typeof rows>['where']>>[number];

const toItem = (x: Row): RefundQueueItem => {
  const state: RefundState = x.r.status === 'refunded' ? 'done' : 'pending';
  return {
    id: x.r.id,
    order_id: x.orderId,
    order_no: x.orderNo,
    lab: x.lab,
    buyer_company: x.party?.name || maskAccountMobile(x.mobile),
    stage: x.stage,
    amount: fenToYuan(x.r.amountFen),
    channel_name: CHANNEL_LABELS[x.channel] ?? x.channel,
    reference: x.reference ?? '',
    paid_serial: x.paidSerial ?? '',
    state,
    state_name: STATE_NAMES[state],
    error: x.r.method === 'provider' ? x.r.lastError : '',
    created_at: x.r.createdAt.toISOString(),
    refunded_at: x.r.refundedAt?.toISOString() ?? '',
    bank_serial: x.r.bankSerial ?? '',
  };
};

/** operator_refund/get: refunds to pay back by transfer, the oldest first; or those done, or all. */
export async function listRefunds(db: Db, f: { state: RefundState | 'all' }, paging: Paging) {
  const cond: SQL =
    f.state === 'pending'
      ? owedByFinance
      : f.state === 'done'
        ? and(financeRows, eq(r.status, 'refunded'))!
        : financeRows;
  const { list, total } = await paged(
    rows(db)
      .where(cond)
      .orderBy(f.state === 'pending' ? r.createdAt : desc(r.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(paymentRefunds).where(cond),
    paging,
  );
  return { list: list.map(toItem), total };
}

/**
 * operator_refund/markRefunded (已退款): 财务 transferred the money back to the buyer. Under the
 * refund row's lock, conditional on it still being owed: two staff marking it at once record it
 * once, the second is refused. The serial is unique among refunds (one transfer, one refund).
 */
export async function markRefunded(
  db: Db,
  actor: Actor & { staffId: number | null },
  input: { id: number; bankSerial: string },
): Promise<RefundQueueItem> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentRefunds).where(eq(r.id, input.id)).for('update');
    if (!row) return refuse(REFUND_NOT_FOUND);
    if (row.status === 'refunded') refuse('该笔退款已标记为已退款，请勿重复操作');
    const owed = row.method === 'finance' ? row.status === 'pending' : row.status === 'failed';
    if (!owed) refuse('该笔退款正由支付渠道原路退回，无需财务处理');
    const [used] = await tx
      .select({ id: r.id })
      .from(paymentRefunds)
      .where(eq(r.bankSerial, input.bankSerial))
      .limit(1);
    if (used) refuse('该银行流水号已用于其他退款，请核对');
    const now = new Date();
    const [done] = await tx
      .update(paymentRefunds)
      .set({ status: 'refunded', refundedAt: now, bankSerial: input.bankSerial, refundedBy: actor.staffId })
      .where(and(eq(r.id, row.id), eq(r.status, row.status)))
      .returning();
    if (!done) return refuse('该笔退款状态已变化，请刷新后重试');
    const [p] = await tx
      .select({ orderId: orders.id, orderNo: orders.orderNo, userId: orders.userId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, row.paymentId));
    if (!p) return refuse(REFUND_NOT_FOUND);
    await sendLetter(tx, p.userId, {
      title: '退款已汇出',
      content: `订单 ${p.orderNo} 的退款 ¥${fenToYuan(row.amountFen).toFixed(2)} 已由平台财务转账退回，银行流水号 ${input.bankSerial}，请留意银行到账。`,
      link: `/home/order/detail?id=${p.orderId}`,
    });
    await appendAudit(tx, actor, {
      action: 'operator_refund/markRefunded',
      target: `${p.orderNo} 退款 #${row.id}`,
      before: { status: row.status },
      after: { status: 'refunded', amount: fenToYuan(row.amountFen), bank_serial: input.bankSerial },
    });
    await closeRefundIfDone(tx, p.orderId);
  });
  const [item] = await rows(db).where(eq(r.id, input.id));
  return toItem(item!);
}
