import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { electronicContracts, orders, payments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Buyer, placeOrder } from '../order/order-fixtures';
import { deliver, eventually, form, SECRET, useProviderApp } from './pay.test-helpers';
import { SimProvider } from './providers/sim';
import { chinaTime } from './signing';

const p = useProviderApp();
let t: TestApp;
let b1: Buyer;
beforeAll(() => {
  ({ t, b1 } = p);
});
const { orderOf, intent } = p;
/** The signed request a cashier link carries, posted back with an action as the page's form does. */
const confirmWith = (url: string, action: string, change: Record<string, string> = {}) =>
  t.request(
    '/sim/cashier/confirm',
    form({ ...Object.fromEntries(new URL(url, 'http://x').searchParams), ...change, action }),
  );

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

  it('shows the signed request only, escaped', async () => {
    const id = await placeOrder(t, b1);
    await t.db.update(orders).set({ orderNo: '<b>x</b>' }).where(eq(orders.id, id));
    const { url } = (await t.call('pay/getCheckstandUrl', { id }, b1.token)).data;
    // what the mall's books say afterwards does not reach the cashier: it never reads them
    await t.db.update(orders).set({ orderNo: 'CHANGED' }).where(eq(orders.id, id));
    const html = await (await t.request(url)).text();
    expect(html).not.toContain('CHANGED');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x</b>');
  });

  it('refuses a forged or altered request: signature, pay_no, amount, notify address', async () => {
    const { url } = await intent();
    expect((await t.request(url.replace(/sign=.{4}/, 'sign=0000'))).status).toBe(403);
    expect((await t.request(url.replace(/pay_no=PAY\d/, 'pay_no=PAY9'))).status).toBe(403);
    expect((await t.request(url.replace(/amount=\d+/, 'amount=1'))).status).toBe(403);
    expect((await t.request(url.replace(/notify_url=[^&]+/, 'notify_url=%2Fevil'))).status).toBe(403);
    expect((await t.request('/sim/cashier')).status).toBe(403);
    expect((await confirmWith(url, 'confirm', { amount: '0.01' })).status).toBe(403);
    await new Promise((r) => setTimeout(r, 50));
    expect(p.sent).toHaveLength(0);
  });

  it('confirm redirects to the success page and pays only through the delivered notification', async () => {
    const { id, url } = await intent();
    const res = await confirmWith(url, 'confirm');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/result/success?order_id=${id}`);
    await eventually(() => p.sent.length === 1);
    const note = p.sent[0]!.fields;
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
    let calls = 0;
    p.answerWith = async (fields) => (++calls < 3 ? 'fail' : deliver(t, fields));
    await confirmWith(url, 'confirm');
    await eventually(() => p.sent.length === 3);
    expect(p.sent.map((s) => s.answer)).toEqual(['fail', 'fail', 'success']);
    expect(new Set(p.sent.map((s) => s.fields.nonce)).size).toBe(3);
    expect(new Set(p.sent.map((s) => s.fields.trade_no)).size).toBe(1);
    expect((await orderOf(id)).status).toBe('pending_sign');
  });

  it('cancel leads to the error page with a reason; a bad signature confirms nothing', async () => {
    const { id, url } = await intent();
    const cancel = await confirmWith(url, 'cancel');
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toMatch(new RegExp(`^/result/error\\?order_id=${id}&reason=`));
    const forged = await confirmWith(url, 'confirm', { sign: 'a'.repeat(64) });
    expect(forged.status).toBe(403);
    await new Promise((r) => setTimeout(r, 50));
    expect(p.sent).toHaveLength(0);
  });

  it('money taken for a cancelled order is refused by the mall: nothing is paid', async () => {
    const { id, url } = await intent();
    await t.call('order/cancel', { id }, b1.token);
    // the cashier cannot know (it never reads the mall's books); the mall's receiver does
    expect((await confirmWith(url, 'confirm')).status).toBe(303);
    await eventually(() => p.sent.length === 1);
    expect(await deliver(t, p.sent[0]!.fields)).toBe('fail');
    expect(await orderOf(id)).toMatchObject({ status: 'cancelled', paidAmountFen: 0 });
  });

  it('refuses to take a request past its expiry, which the mall signed into it', async () => {
    const id = await placeOrder(t, b1);
    const order = await orderOf(id);
    const stale = new SimProvider(
      SECRET,
      async () => 'success',
      () => {},
    ).createIntent({
      payNo: 'PAY20240101000000123456789',
      orderId: id,
      orderNo: order.orderNo,
      subject: '检测',
      stage: '全款',
      merchant: '实验室',
      amountFen: 400_000,
      expiresAt: new Date(Date.now() - 1000),
      deadline: order.payDeadline,
      device: 'pc',
    }).url;
    expect((await t.request(stale)).status).toBe(410);
    expect((await confirmWith(stale, 'confirm')).status).toBe(410);
    // its expiry cannot be moved without the mall's key
    const later = String(Math.floor(Date.now() / 1000) + 600);
    expect((await t.request(stale.replace(/expires=\d+/, `expires=${later}`))).status).toBe(403);
    await new Promise((r) => setTimeout(r, 50));
    expect(p.sent).toHaveLength(0);
  });

  it('names the order deadline the mall cashier counts down to, and never outlives it', async () => {
    const { id, payNo, url } = await intent();
    const deadline = (await orderOf(id)).payDeadline;
    const html = await (await t.request(url)).text();
    expect(html).toContain(`<dt>支付截止</dt><dd>${chinaTime(deadline).slice(0, 16)}（剩余 `);
    // an order about to lapse gets an intent that lapses with it
    const soon = new Date(Date.now() + 10 * 60_000);
    await t.db.update(orders).set({ payDeadline: soon }).where(eq(orders.id, id));
    await t.db.delete(payments).where(eq(payments.payNo, payNo));
    await t.call('pay/getCheckstandUrl', { id }, b1.token);
    const [fresh] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(fresh!.expiresAt.getTime()).toBe(soon.getTime());
  });
});
