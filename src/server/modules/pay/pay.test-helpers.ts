/** Helpers for the payment tests: notifications as the provider signs them, and deliveries. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { goodsCart, orderEvents, orders, paymentNotifications, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, placeOrder } from '../order/order-fixtures';
import { type GatewayStandIn, startAlipayGateway } from './providers/alipay-gateway.test-helpers';
import { buildNotification, DELIVERY } from './providers/sim';
import { DEMO_PAY_SECRET, signFields } from './signing';

export const SECRET = DEMO_PAY_SECRET;

/** A valid notification for a payment intent, as the simulated provider would send it. */
export async function notificationFor(t: TestApp, payNo: string, now = new Date()) {
  const [row] = await t.db
    .select({ p: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.payNo, payNo));
  if (!row) throw new Error(`no payment ${payNo}`);
  return buildNotification(
    SECRET,
    { payNo, orderNo: row.orderNo, amountFen: row.p.amountFen, paidAt: now },
    now,
  );
}

/** The fields changed and signed again with `secret` (a forger without it signs with another). */
export function resigned(fields: Record<string, string>, change: Record<string, string>, secret = SECRET) {
  const { sign: _drop, ...rest } = { ...fields, ...change };
  return { ...rest, sign: signFields(secret, rest) };
}

/** POSTs a notification to /notify/pay as a form (or JSON) and answers the plain-text reply. */
export async function deliver(t: TestApp, fields: Record<string, string>, json = false): Promise<string> {
  const res = await t.request('/notify/pay', {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
  return res.text();
}

/** Waits (briefly) until `check` holds: background deliveries take a tick or two. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Delivery = (fields: Record<string, string>) => Promise<string>;

/**
 * One test app per file for the provider tests: deliveries are immediate and recorded in `sent`
 * (answered by `answerWith` when a test sets it), the demo buyer is `b1`, and every test starts
 * without orders, cart items or notifications.
 */
export function useProviderApp() {
  const p = {
    t: undefined as unknown as TestApp,
    b1: undefined as unknown as Buyer,
    /** What the simulated provider sent, and what the mall answered each time. */
    sent: [] as { fields: Record<string, string>; answer: string }[],
    answerWith: null as Delivery | null,
    orderOf: async (id: number) => (await p.t.db.select().from(orders).where(eq(orders.id, id)))[0]!,
    payEvents: async (id: number) =>
      (await p.t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
        (e) => e.action === 'pay',
      ),
    outcomes: async () => (await p.t.db.select().from(paymentNotifications)).map((n) => n.outcome),
    /** An order with a cashier intent: its id, pay_no and the cashier url. */
    intent: async () => {
      const id = await placeOrder(p.t, p.b1);
      const answer = await p.t.call('pay/getCheckstandUrl', { id }, p.b1.token);
      return { id, payNo: answer.data.pay_no as string, url: answer.data.url as string };
    },
  };
  beforeAll(async () => {
    DELIVERY.delaysMs = [0, 0, 0];
    p.t = await createTestApp({
      payNotify: async (fields) => {
        const answer = p.answerWith ? await p.answerWith(fields) : 'success';
        p.sent.push({ fields, answer });
        return answer;
      },
    });
    p.b1 = await buyerOf(p.t, 'buyer');
  });
  afterAll(() => p.t.close());
  beforeEach(async () => {
    await p.t.db.delete(orders);
    await p.t.db.delete(goodsCart);
    await p.t.db.delete(paymentNotifications);
    p.sent.length = 0;
    p.answerWith = null;
  });
  return p;
}

/** A urlencoded POST, as the cashier's and signing page's forms send. */
export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * A test file's app paying through Alipay's stand-in gateway, and the demo buyer: handed to `use`
 * once they exist, closed after the file's tests.
 */
export function withAlipay(use: (s: { gw: GatewayStandIn; t: TestApp; b1: Buyer }) => void): void {
  let gw: GatewayStandIn | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    gw = await startAlipayGateway();
    t = await createTestApp({ alipay: gw.settings, payNotify: async () => 'success' });
    use({ gw, t, b1: await buyerOf(t, 'buyer') });
  });
  afterAll(async () => {
    await t?.close();
    await gw?.close();
  });
}
