/** Helpers for the payment tests: notifications as the provider signs them, and deliveries. */
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { buildNotification } from './pay-provider';
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
