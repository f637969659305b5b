import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  electronicContracts,
  goodsCart,
  orderEvents,
  orders,
  paymentNotifications,
  payments,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, placeOrder } from '../order/order-fixtures';
import { deliver, eventually } from './pay.test-helpers';
import { DELIVERY } from './pay-provider';

let t: TestApp;
let b1: Buyer;
/** What the simulated provider sent, and what the mall answered each time. */
const sent: { fields: Record<string, string>; answer: string }[] = [];
let answerWith: ((fields: Record<string, string>) => Promise<string>) | null = null;

beforeAll(async () => {
  DELIVERY.delaysMs = [0, 0, 0];
  t = await createTestApp({
    payNotify: async (fields) => {
      const answer = answerWith ? await answerWith(fields) : 'success';
      sent.push({ fields, answer });
      return answer;
    },
  });
  b1 = await buyerOf(t, 'buyer');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(goodsCart);
  await t.db.delete(paymentNotifications);
  sent.length = 0;
  answerWith = null;
});

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const _payEvents = async (id: number) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
    (e) => e.action === 'pay',
  );
const _outcomes = async () => (await t.db.select().from(paymentNotifications)).map((n) => n.outcome);

/** An order with a cashier intent; answers the order id, pay_no and the cashier url. */
async function intent() {
  const id = await placeOrder(t, b1);
  const answer = await t.call('pay/getCheckstandUrl', { id }, b1.token);
  return { id, payNo: answer.data.pay_no as string, url: answer.data.url as string };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the simulated cashier', () => {
  it('shows the merchant, order, amount and both buttons, with the page security headers', async () => {
    const { url } = await intent();
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    for (const text of [
      '收银台',
      '中研检测技术（苏州）有限公司',
      '4000.00',
      '确认支付',
      '取消支付',
      'action="/sim/cashier/confirm"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes what it shows', async () => {
    const { id, url } = await intent();
    await t.db.update(orders).set({ orderNo: '<b>x</b>' }).where(eq(orders.id, id));
    const html = await (await t.request(url)).text();
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x</b>');
  });

  it('refuses a forged or altered link', async () => {
    const { url } = await intent();
    expect((await t.request(url.replace(/sig=.{4}/, 'sig=0000'))).status).toBe(403);
    expect((await t.request(url.replace(/pay_no=PAY\d/, 'pay_no=PAY9'))).status).toBe(403);
    expect((await t.request('/sim/cashier')).status).toBe(403);
  });

  it('confirm redirects to the success page and pays only through the delivered notification', async () => {
    const { id, url } = await intent();
    const q = new URL(url, 'http://x').searchParams;
    const res = await t.request(
      '/sim/cashier/confirm',
      form({ pay_no: q.get('pay_no')!, sig: q.get('sig')!, action: 'confirm' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/result/success?order_id=${id}`);
    await eventually(() => sent.length === 1);
    const note = sent[0]!.fields;
    expect(Object.keys(note).sort()).toEqual([
      'amount',
      'nonce',
      'order_no',
      'paid_at',
      'pay_no',
      'sign',
      'timestamp',
      'trade_no',
    ]);
    expect(note.amount).toBe('4000.00');
    // the test transport only recorded it: nothing is paid until the mall receives it
    expect((await orderOf(id)).status).toBe('pending_payment');
    expect(await deliver(t, note)).toBe('success');
    expect(await orderOf(id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(await t.db.select().from(electronicContracts)).toHaveLength(1);
    // the link shows the intent as paid now
    expect(await (await t.request(url)).text()).toContain('该笔款项已支付');
  });

  it('redelivers until the mall answers success, each attempt freshly signed', async () => {
    const { id, url } = await intent();
    const q = new URL(url, 'http://x').searchParams;
    let calls = 0;
    answerWith = async (fields) => (++calls < 3 ? 'fail' : deliver(t, fields));
    await t.request(
      '/sim/cashier/confirm',
      form({ pay_no: q.get('pay_no')!, sig: q.get('sig')!, action: 'confirm' }),
    );
    await eventually(() => sent.length === 3);
    expect(sent.map((s) => s.answer)).toEqual(['fail', 'fail', 'success']);
    expect(new Set(sent.map((s) => s.fields.nonce)).size).toBe(3);
    expect(new Set(sent.map((s) => s.fields.trade_no)).size).toBe(1);
    expect((await orderOf(id)).status).toBe('pending_sign');
  });

  it('cancel leads to the error page with a reason; a bad signature confirms nothing', async () => {
    const { id, url } = await intent();
    const q = new URL(url, 'http://x').searchParams;
    const cancel = await t.request(
      '/sim/cashier/confirm',
      form({ pay_no: q.get('pay_no')!, sig: q.get('sig')!, action: 'cancel' }),
    );
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toMatch(new RegExp(`^/result/error\\?order_id=${id}&reason=`));
    const forged = await t.request(
      '/sim/cashier/confirm',
      form({ pay_no: q.get('pay_no')!, sig: 'a'.repeat(64), action: 'confirm' }),
    );
    expect(forged.status).toBe(403);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(0);
  });

  it('treats the intent of a cancelled order as closed', async () => {
    const { id, url } = await intent();
    await t.call('order/cancel', { id }, b1.token);
    expect((await t.request(url)).status).toBe(410);
  });

  it('refuses to take an expired intent', async () => {
    const { payNo, url } = await intent();
    await t.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.payNo, payNo));
    expect((await t.request(url)).status).toBe(410);
    const q = new URL(url, 'http://x').searchParams;
    const res = await t.request(
      '/sim/cashier/confirm',
      form({ pay_no: payNo, sig: q.get('sig')!, action: 'confirm' }),
    );
    expect(res.status).toBe(410);
    expect(sent).toHaveLength(0);
  });
});
