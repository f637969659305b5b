import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db';
import { orders, paymentRefunds, payments } from '../../db/schema';
import { fenToYuan } from '../../lib/money';
import { sendLetter } from '../notice/notice.service';
import { transitionOrder } from '../order/order-transition';
import type { PayProviders } from './providers/types';

/** The channels whose provider refunds by itself; a transfer is refunded by the finance office. */
export const PROVIDER_REFUND_CHANNELS = ['alipay', 'cashier'];
/** Waits before each retry of a refund the provider did not confirm; then it is left to staff. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** Demo-only test payments moved no money: their refund is recorded as done at once. */
const NO_MONEY_CHANNELS = ['test'];

/**
 * Inside the transaction that approves a 申请退款: one refund row per paid payment of the order,
 * numbered by the change and the payment, so approving twice (or a retried approval) cannot
 * queue a second refund of the same money. What was paid through a provider goes back through
 * it (the payment job sends it); a stage paid by 对公转账 waits for 财务 to transfer it back
 * (method 'finance', /admin/finance 退款); a demo test payment is done at once.
 */
export async function queueRefunds(tx: DbOrTx, orderId: number, changeId: number): Promise<number> {
  const paid = await tx
    .select({ id: payments.id, amountFen: payments.amountFen, channel: payments.channel })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  if (paid.length === 0) return 0;
  const now = new Date();
  const rows = await tx
    .insert(paymentRefunds)
    .values(
      paid.map((p) => {
        const noMoney = NO_MONEY_CHANNELS.includes(p.channel);
        return {
          paymentId: p.id,
          changeId,
          outRequestNo: `RF${changeId}P${p.id}`,
          amountFen: p.amountFen,
          method: PROVIDER_REFUND_CHANNELS.includes(p.channel) ? 'provider' : 'finance',
          ...(noMoney ? { status: 'refunded', refundedAt: now } : {}),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return rows.length;
}

/**
 * Whether every refund of the order is done; then, inside the caller's transaction, the order
 * goes 退款中 → 已退款 (once: the transition is conditional on 退款中) and the buyer is told.
 */
export async function closeRefundIfDone(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status !== 'refunding') return false;
  const open = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(payments.orderId, orderId), ne(paymentRefunds.status, 'refunded')))
    .limit(1);
  if (open.length) return false;
  const [sum] = await tx
    .select({ fen: sql<string>`coalesce(sum(${paymentRefunds.amountFen}), 0)` })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.orderId, orderId));
  const back = Number(sum?.fen ?? 0);
  await transitionOrder(tx, order, 'refundDone', `退款 ${yuan(back)} 已全部退回`);
  await sendLetter(tx, order.userId, {
    title: '订单已退款',
    content: `订单 ${order.orderNo} 的已付款项 ${yuan(back)} 已全部退回，订单已关闭。`,
    link: `/home/order/detail?id=${order.id}`,
  });
  return true;
}

let kick: (() => void) | undefined;
/** The payment job of this process registers how to wake it (pay-reconcile.ts). */
export const setRefundKick = (fn: (() => void) | undefined) => {
  kick = fn;
};
/** After an approval commits: send its refunds now rather than at the next round. */
export const kickRefunds = () => kick?.();

/**
 * Sends the refunds that are due: each is claimed (FOR UPDATE SKIP LOCKED, its attempt counted
 * and its next attempt moved on as a lease), then the provider is called with no lock held. The
 * provider refunds once per out_request_no, and the row turns 'refunded' by a conditional update,
 * so a retried call, or two processes, record the refund (and tell the buyer) once.
 */
export async function runRefunds(db: Db, providers: PayProviders, now = new Date(), batch = 20) {
  const round = { refunded: 0, retrying: 0, failed: 0 };
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.status, 'pending'),
          eq(paymentRefunds.method, 'provider'),
          lte(paymentRefunds.nextAttemptAt, now),
        ),
      )
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const wait = sql`CASE ${paymentRefunds.attempts} ${sql.join(
      BACKOFF_MS.map((ms, i) => sql`WHEN ${sql.raw(String(i))} THEN ${sql.raw(String(ms))}`),
      sql` `,
    )} ELSE ${sql.raw(String(BACKOFF_MS.at(-1)))} END`;
    return tx
      .update(paymentRefunds)
      .set({
        attempts: sql`${paymentRefunds.attempts} + 1`,
        nextAttemptAt: sql`(${now.toISOString()}::timestamptz + (${wait}) * interval '1 millisecond')`,
      })
      .where(
        inArray(
          paymentRefunds.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  for (const r of claimed) {
    const [p] = await db
      .select({ payment: payments, orderNo: orders.orderNo, userId: orders.userId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, r.paymentId));
    const provider = p && providers.byChannel(p.payment.channel);
    const mine = and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'pending'));
    const result = provider
      ? await provider.refund({
          payNo: p.payment.payNo,
          tradeNo: p.payment.tradeNo ?? '',
          amountFen: r.amountFen,
          outRequestNo: r.outRequestNo,
          reason: `订单 ${p.orderNo} 退款`,
        })
      : { ok: false as const, error: '该支付渠道未开通，无法原路退款' };
    if (result.ok) {
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(paymentRefunds)
          .set({ status: 'refunded', refundedAt: now, lastError: '' })
          .where(mine)
          .returning({ id: paymentRefunds.id });
        if (!done || !p) return;
        round.refunded++;
        await sendLetter(tx, p.userId, {
          title: '退款已原路退回',
          content: `订单 ${p.orderNo} 的退款 ${yuan(r.amountFen)} 已原路退回，到账时间以支付渠道为准。`,
          link: `/home/order/detail?id=${p.payment.orderId}`,
        });
        await closeRefundIfDone(tx, p.payment.orderId);
      });
    } else {
      const final = r.attempts > BACKOFF_MS.length;
      await db
        .update(paymentRefunds)
        .set(
          final
            ? { status: 'failed', lastError: result.error.slice(0, 300) }
            : { lastError: result.error.slice(0, 300) },
        )
        .where(mine);
      if (final) round.failed++;
      else round.retrying++;
    }
  }
  return round;
}
