import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  TRANSFER_HOLD_DAYS,
  TRANSFER_STATE_LABELS,
  type TransferQueueItem,
  type TransferState,
} from '../../../core/api/contract/models-transfer';
import { nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../../../core/rules/order-states';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { Db, DbOrTx } from '../../db';
import {
  accounts,
  bankTransfers,
  merchants,
  orderEvents,
  orderPayPlans,
  orders,
  payments,
} from '../../db/schema';
import { ApiFailure, refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { attachmentUrl } from '../attachment/attachment.service';
import { sendLetter } from '../notice/notice.service';
import { type Actor, appendAudit } from '../operator/audit.service';
import { afterCancel } from '../order/order.service';
import { transitionOrder } from '../order/order-transition';
import { insertPayment } from '../pay/pay.service';
import { settlePayment } from '../pay/pay-settle';
import { chinaTime } from '../pay/signing';
import { stateOf, type TransferRow } from './transfer.service';
import { HOLD_MS, LAPSED_NOTE, noteLapse } from './transfer-hold';

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;
export const NOT_FOUND = '转账记录不存在';
export const ALREADY_CONFIRMED = '该笔转账已确认到账，请勿重复确认';

/** What a queue row reads: the transfer, its order, stage, lab and buyer. */
const QUEUE = {
  t: bankTransfers,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  party: orders.party,
  lab: merchants.orgName,
  stage: orderPayPlans.name,
  amountFen: orderPayPlans.amountFen,
  mobile: accounts.mobile,
};

const queue = (db: DbOrTx) =>
  db
    .select(QUEUE)
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .innerJoin(orderPayPlans, eq(orderPayPlans.id, bankTransfers.planId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(accounts, eq(accounts.id, bankTransfers.userId));

type QueueRow = Awaited<ReturnType<ReturnType<typeof queue>['where']>>[number];

function toItem(r: QueueRow, secret: string): TransferQueueItem {
  const state = stateOf(r.t);
  return {
    id: r.t.id,
    order_id: r.t.orderId,
    order_no: r.orderNo,
    lab: r.lab,
    buyer_company: r.party?.name || maskAccountMobile(r.mobile),
    stage: r.stage,
    amount: fenToYuan(r.amountFen),
    reference: r.t.reference,
    state,
    state_name: TRANSFER_STATE_LABELS[state],
    slip_url: r.t.slipId ? attachmentUrl(secret, r.t.slipId) : '',
    declared_at: r.t.declaredAt?.toISOString() ?? '',
    decided_at: r.t.decidedAt?.toISOString() ?? '',
    reason: r.t.reason,
    bank_serial: r.t.bankSerial ?? '',
    received_amount: r.t.receivedFen === null ? null : fenToYuan(r.t.receivedFen),
  };
}

async function queueItem(db: DbOrTx, id: number, secret: string): Promise<TransferQueueItem> {
  const [row] = await queue(db).where(eq(bankTransfers.id, id));
  return row ? toItem(row, secret) : refuse(NOT_FOUND);
}

/**
 * Declarations that waited the whole hold without 财务's confirmation lapse: the order returns
 * to its buyer. An unpaid order past its deadline is cancelled by the normal rule (the state
 * table's cancel, its coupon back, one letter saying why); any other stage (the balance) is
 * simply owed again, and the buyer is told. One transaction per transfer; safe to run in every
 * process at once (each change is conditional on the row still being declared).
 */
export async function lapseDueTransfers(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(
      and(
        eq(bankTransfers.status, 'declared'),
        lt(bankTransfers.declaredAt, new Date(now.getTime() - HOLD_MS)),
      ),
    )
    .limit(500);
  let lapsed = 0;
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => {
        const [t] = await tx
          .update(bankTransfers)
          .set({ status: 'lapsed' })
          .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, 'declared')))
          .returning();
        if (!t) return;
        const [order] = await tx.select().from(orders).where(eq(orders.id, t.orderId)).for('update');
        if (!order) return;
        lapsed++;
        if (order.status === 'pending_payment' && order.payDeadline < now) {
          await transitionOrder(tx, order, 'cancel', LAPSED_NOTE);
          await afterCancel(tx, order, LAPSED_NOTE);
          return;
        }
        await noteLapse(tx, order);
        await sendLetter(tx, order.userId, {
          title: '对公转账申报已失效',
          content: `订单 ${order.orderNo} 的对公转账申报 ${TRANSFER_HOLD_DAYS} 天内未确认到账，已失效。如您已汇款，请联系平台客服并提供银行回单；也可以回到收银台重新支付。`,
          link: `/cashierdesk?id=${order.id}`,
        });
      });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  return lapsed;
}

/** operator_pay/get: declared transfers (oldest first: they have waited longest), or by state. */
export async function listTransfers(
  db: Db,
  secret: string,
  f: { state: TransferState | 'all'; keyword: string },
  paging: Paging,
) {
  await lapseDueTransfers(db);
  const where: SQL[] = [];
  if (f.state !== 'all') where.push(eq(bankTransfers.status, f.state === 'none' ? 'open' : f.state));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(sql`${orders.orderNo} ILIKE ${p}`, sql`${bankTransfers.reference} ILIKE ${p}`)!);
  }
  const cond = where.length ? and(...where) : undefined;
  const { list: rows, total } = await paged(
    queue(db)
      .where(cond)
      .orderBy(f.state === 'declared' ? bankTransfers.declaredAt : desc(bankTransfers.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankTransfers)
      .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
      .where(cond),
    paging,
  );
  return { list: rows.map((r) => toItem(r, secret)), total };
}

/** The transfer under a row lock: two staff deciding at once queue here, the second sees the first's decision. */
async function lockTransfer(tx: DbOrTx, id: number): Promise<TransferRow> {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  return row ?? refuse(NOT_FOUND);
}

const unpayable = (status: string): string | null => {
  if (status === 'cancelled') return '订单已取消，不能确认到账；如已收到款项，请按退款流程原路退回';
  return nextOrderStatus(status as OrderStatus, 'pay')
    ? null
    : `订单${ORDER_STATUS_LABELS[status as OrderStatus] ?? ''}，该款项不能再确认`;
};

/**
 * operator_pay/confirmTransfer: the money is on the statement. The amount received must equal
 * the stage's amount to the fen; the bank's serial number becomes the payment's trade number.
 * A payments row of channel 'transfer' is created as an intent is, then settled through
 * settlePayment — the one way a stage becomes paid (letters, contract, invoice, settlement).
 */
export async function confirmTransfer(
  db: Db,
  secret: string,
  actor: Actor & { staffId: number | null },
  input: { id: number; receivedFen: number; bankSerial: string },
): Promise<TransferQueueItem> {
  await db.transaction(async (tx) => {
    const t = await lockTransfer(tx, input.id);
    if (t.status === 'confirmed') refuse(ALREADY_CONFIRMED);
    const [order] = await tx.select().from(orders).where(eq(orders.id, t.orderId));
    const [stage] = await tx.select().from(orderPayPlans).where(eq(orderPayPlans.id, t.planId));
    if (!order || !stage) return refuse(NOT_FOUND);
    const why = unpayable(order.status);
    if (why) refuse(why);
    if (stage.status === 'paid') refuse('该款项已通过其他方式支付，请勿重复确认');
    if (input.receivedFen !== stage.amountFen) {
      refuse(`到账金额 ${yuan(input.receivedFen)} 与应付金额 ${yuan(stage.amountFen)} 不一致，不能确认到账`);
    }
    const [used] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.tradeNo, input.bankSerial))
      .limit(1);
    if (used) refuse('该银行流水号已用于确认其他款项，请核对');
    const now = new Date();
    // settled at once below; the expiry only bounds an intent nobody settles
    const expiresAt = new Date(now.getTime() + 60_000);
    const payment = await insertPayment(tx, order, stage, 'transfer', { now, expiresAt });
    const settled = await settlePayment(tx, payment.payNo, { tradeNo: input.bankSerial, paidAt: now });
    if (settled !== 'paid') refuse('该款项已支付，请勿重复确认');
    await tx
      .update(bankTransfers)
      .set({
        status: 'confirmed',
        receivedFen: input.receivedFen,
        bankSerial: input.bankSerial,
        decidedBy: actor.staffId,
        decidedAt: now,
        paymentId: payment.id,
        reason: '',
      })
      .where(eq(bankTransfers.id, t.id));
    await appendAudit(tx, actor, {
      action: 'operator_pay/confirmTransfer',
      target: `${order.orderNo} ${t.reference}`,
      before: { status: t.status },
      after: {
        status: 'confirmed',
        amount: fenToYuan(input.receivedFen),
        bank_serial: input.bankSerial,
        pay_no: payment.payNo,
      },
    });
  });
  return queueItem(db, input.id, secret);
}

/**
 * operator_pay/rejectTransfer: the money is not there (or not as declared). The buyer reads the
 * reason in a letter, on the order's timeline and at the cashier, and may declare again; an
 * unpaid order gets a day from now to do so, whatever its deadline was.
 */
export async function rejectTransfer(
  db: Db,
  secret: string,
  actor: Actor & { staffId: number | null },
  input: { id: number; reason: string },
): Promise<TransferQueueItem> {
  await db.transaction(async (tx) => {
    const t = await lockTransfer(tx, input.id);
    if (t.status === 'confirmed') refuse(ALREADY_CONFIRMED);
    if (t.status !== 'declared') refuse('该笔转账不在待确认状态，无需处理');
    const [order] = await tx.select().from(orders).where(eq(orders.id, t.orderId));
    if (!order) return refuse(NOT_FOUND);
    const now = new Date();
    await tx
      .update(bankTransfers)
      .set({ status: 'rejected', reason: input.reason, decidedBy: actor.staffId, decidedAt: now })
      .where(eq(bankTransfers.id, t.id));
    let until: Date | null = null;
    if (order.status === 'pending_payment') {
      until = new Date(Math.max(order.payDeadline.getTime(), now.getTime() + 24 * 3600_000));
      await tx.update(orders).set({ payDeadline: until }).where(eq(orders.id, order.id));
    }
    await tx.insert(orderEvents).values({
      orderId: order.id,
      action: 'transfer',
      fromStatus: order.status,
      toStatus: order.status,
      note: `对公转账未确认：${input.reason}`,
    });
    await sendLetter(tx, order.userId, {
      title: '对公转账未确认到账',
      content:
        `订单 ${order.orderNo} 的对公转账（汇款识别码 ${t.reference}）未能确认到账，原因：${input.reason}。` +
        (until
          ? `请于 ${chinaTime(until).slice(0, 16)} 前重新汇款并申报，或选择其他支付方式。`
          : '请核对后重新申报或选择其他支付方式。'),
      link: `/cashierdesk?id=${order.id}`,
    });
    await appendAudit(tx, actor, {
      action: 'operator_pay/rejectTransfer',
      target: `${order.orderNo} ${t.reference}`,
      before: { status: t.status },
      after: { status: 'rejected', reason: input.reason },
    });
  });
  return queueItem(db, input.id, secret);
}
