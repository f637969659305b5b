import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { nextOrderStatus, type OrderStatus } from '../../../core/rules/order-states';
import type { Db } from '../../db';
import { merchants, orderItems, orderPayPlans, orders, payments } from '../../db/schema';
import type { PayNotify } from '../../lib/handler';
import { fenToYuan } from '../../lib/money';
import type { CashierView } from './cashier-page';
import { chinaTime, hmacHex, linkSignature, sameSignature, signFields } from './signing';

/**
 * The simulated payment provider. It stands in for a real one, so it talks to the mall only the
 * way a real one would: the buyer comes with a signed link, and the result goes back as a
 * signed notification delivered asynchronously and redelivered until the mall says `success`.
 * (It reads the intent from the shared database rather than from a signed create request:
 * that is the one shortcut of the simulation.)
 */

/** Delays before each delivery attempt (a real provider backs off); tests may shorten them. */
export const DELIVERY = { delaysMs: [300, 2_000, 10_000, 30_000, 120_000] };

export const cashierSigValid = (secret: string, payNo: unknown, sig: unknown): payNo is string =>
  typeof payNo === 'string' &&
  /^[A-Za-z0-9]{1,40}$/.test(payNo) &&
  sameSignature(linkSignature(secret, 'cashier', payNo), sig);

export type CashierState =
  | { kind: 'missing' }
  | { kind: 'paid' | 'closed' | 'expired'; orderId: number }
  | { kind: 'open'; orderId: number; view: Omit<CashierView, 'sig'> };

/** What the cashier shows for a pay_no. */
export async function cashierState(db: Db, payNo: string): Promise<CashierState> {
  const [row] = await db
    .select({
      payment: payments,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      deadline: orders.payDeadline,
      merchant: merchants.orgName,
      stage: orderPayPlans.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(orderPayPlans, eq(orderPayPlans.id, payments.planId))
    .where(eq(payments.payNo, payNo))
    .limit(1);
  if (!row) return { kind: 'missing' };
  const p = row.payment;
  if (p.status === 'paid') return { kind: 'paid', orderId: p.orderId };
  // a cancelled order's intent is as good as closed: the merchant would refuse the money
  const payable = nextOrderStatus(row.orderStatus as OrderStatus, 'pay') !== null;
  if (p.status !== 'pending' || !payable) return { kind: 'closed', orderId: p.orderId };
  if (p.expiresAt.getTime() <= Date.now()) return { kind: 'expired', orderId: p.orderId };
  const items = await db
    .select({ name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, p.orderId))
    .orderBy(asc(orderItems.id));
  const subject = items.length > 1 ? `${items[0]!.name} 等${items.length}项服务` : (items[0]?.name ?? '');
  return {
    kind: 'open',
    orderId: p.orderId,
    view: {
      payNo,
      orderNo: row.orderNo,
      merchant: row.merchant,
      subject,
      stage: row.stage,
      amountFen: p.amountFen,
      expiresAt: p.expiresAt,
      deadline: row.deadline,
    },
  };
}

/** The provider's trade number: one per pay_no, however often the buyer presses 确认支付. */
export const tradeNumber = (secret: string, payNo: string): string =>
  `SIM${hmacHex(secret, `trade:${payNo}`).slice(0, 28).toUpperCase()}`;

export interface PaidFacts {
  payNo: string;
  orderNo: string;
  amountFen: number;
  paidAt: Date;
}

/** One notification as the provider sends it: fresh timestamp and nonce, signed. */
export function buildNotification(secret: string, f: PaidFacts, now = new Date()): Record<string, string> {
  const fields: Record<string, string> = {
    pay_no: f.payNo,
    order_no: f.orderNo,
    trade_no: tradeNumber(secret, f.payNo),
    amount: fenToYuan(f.amountFen).toFixed(2),
    paid_at: chinaTime(f.paidAt),
    timestamp: String(Math.floor(now.getTime() / 1000)),
    nonce: randomBytes(16).toString('hex'),
  };
  return { ...fields, sign: signFields(secret, fields) };
}

/**
 * Delivers the notification in the background: each attempt is signed afresh (a new timestamp
 * and nonce, as real providers do) and attempts stop at the first `success`.
 */
export function deliverInBackground(
  secret: string,
  facts: PaidFacts,
  transport: PayNotify,
  onError: (error: unknown, where: string) => void,
): void {
  const attempt = (i: number) => {
    const delay = DELIVERY.delaysMs[i];
    if (delay === undefined) return;
    const timer = setTimeout(async () => {
      let answer = '';
      try {
        answer = await transport(buildNotification(secret, facts));
      } catch (error) {
        onError(error, `pay notification ${facts.payNo} attempt ${i + 1}`);
      }
      if (answer.trim() !== 'success') attempt(i + 1);
    }, delay);
    timer.unref?.();
  };
  attempt(0);
}
