import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, payProvidersOf } from '../../app';
import {
  goodsCart,
  orderEvents,
  orders,
  paymentNotifications,
  paymentRefunds,
  payments,
  siteLetters,
} from '../../db/schema';
import { body, type TestApp, testAppOn } from '../../test/test-app';
import { type Buyer, placeOrder } from '../order/order-fixtures';
import { withAlipay } from './pay.test-helpers';
import { reconcileDue } from './pay-reconcile';
import { runRefunds } from './pay-refund';
import { forgerKey, type GatewayStandIn } from './providers/alipay-gateway.test-helpers';

let gw: GatewayStandIn;
let t: TestApp;
let b1: Buyer;
withAlipay((s) => ({ gw, t, b1 } = s));
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(goodsCart);
  await t.db.delete(paymentNotifications);
  gw.trades.clear();
  gw.refunds.clear();
  gw.requests.length = 0;
});

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const payEvents = async (id: number) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
    (e) => e.action === 'pay',
  );
const outcomes = async () =>
  (await t.db.select().from(paymentNotifications).orderBy(paymentNotifications.id)).map((n) => n.outcome);

/** POSTs a notification to /notify/alipay as Alipay does (a form) and answers the plain-text reply. */
const notify = async (fields: Record<string, string>) =>
  (
    await t.request('/notify/alipay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(fields).toString(),
    })
  ).text();

/** An order with an Alipay intent, the link the buyer was sent to (checked by the gateway) and what it asks. */
async function alipayIntent(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const id = await placeOrder(t, b1);
  const qs = new URLSearchParams({ id: String(id), method: 'alipay', ...(extra as Record<string, string>) });
  const res = await t.request(`/api/pay/getCheckstandUrl?${qs}`, {
    headers: { 'login-token': b1.token, ...headers },
  });
  const answer = await body(res);
  expect(answer.status).toBe(true);
  const link = gw.openPayLink(answer.data.url);
  return { id, payNo: answer.data.pay_no as string, link };
}

describe('Alipay through alipay-sdk against the gateway stand-in', () => {
  it('config/load offers transfer, Alipay and (outside production) the simulated cashier', async () => {
    expect((await t.call('config/load')).data.config.pay_methods).toEqual(['transfer', 'alipay', 'sim']);
    const prod = testAppOn(
      createApp(t.db, { production: true, alipay: gw.settings, onError: () => {} }),
      t.database,
    );
    expect((await prod.call('config/load')).data.config.pay_methods).toEqual(['transfer', 'alipay']);
    const bare = testAppOn(createApp(t.db, { production: true, onError: () => {} }), t.database);
    expect((await bare.call('config/load')).data.config.pay_methods).toEqual(['transfer']);
    // production with nothing configured: no online provider at all, nothing simulated
    expect(payProvidersOf(bare.app).online).toHaveLength(0);
    expect(payProvidersOf(prod.app).online.map((p) => p.method)).toEqual(['alipay']);
    const id = await placeOrder(t, b1);
    expect(await prod.call('pay/getCheckstandUrl', { id, method: 'sim' }, b1.token)).toMatchObject({
      status: false,
      message: '在线支付暂未开通，请联系平台客服',
    });
    expect(await t.call('pay/getCheckstandUrl', { id, method: 'wechat' }, b1.token)).toMatchObject({
      status: false,
      message: '无效的支付方式',
    });
    for (const path of ['/notify/pay', '/sim/cashier/confirm']) {
      expect((await prod.request(path, { method: 'POST', body: 'x' })).status).toBe(404);
    }
    expect((await prod.request('/notify/alipay', { method: 'POST', body: 'x' })).status).toBe(200);
    expect((await bare.request('/notify/alipay', { method: 'POST', body: 'x' })).status).toBe(404);
  });

  it('sends a desktop to 电脑网站支付 and a phone to 手机网站支付, signed, with the amount and expiry from the server', async () => {
    const pc = await alipayIntent({ device: 'pc' });
    expect(pc.link.method).toBe('alipay.trade.page.pay');
    const [payment] = await t.db.select().from(payments).where(eq(payments.payNo, pc.payNo));
    expect(payment).toMatchObject({ channel: 'alipay', status: 'pending', amountFen: 400_000 });
    expect(pc.link.biz).toMatchObject({
      out_trade_no: pc.payNo,
      total_amount: '4000.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(pc.link.biz.time_expire).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(pc.link.fields).toMatchObject({
      app_id: gw.settings.appId,
      sign_type: 'RSA2',
      notify_url: 'https://mall.example.cn/notify/alipay',
      return_url: 'https://mall.example.cn/notify/alipay/return',
    });
    expect(pc.link.fields.biz_content).not.toContain('amount":"0');
    const phone = await alipayIntent(
      {},
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' },
    );
    expect(phone.link.method).toBe('alipay.trade.wap.pay');
    expect(phone.link.biz).toMatchObject({ product_code: 'QUICK_WAP_WAY', total_amount: '4000.00' });
    expect((await alipayIntent({ device: 'mobile' })).link.method).toBe('alipay.trade.wap.pay');
  });

  it('pays on a verified TRADE_SUCCESS once; a replay changes nothing', async () => {
    const { id, payNo } = await alipayIntent();
    const trade = gw.pay(payNo, '4000.00');
    const note = gw.notification(payNo, 'TRADE_SUCCESS');
    expect(await notify(note)).toBe('success');
    expect(await orderOf(id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.payNo, payNo));
    expect(payment).toMatchObject({ status: 'paid', tradeNo: trade.tradeNo });
    // Alipay redelivers the same notification until it reads success; a captured one replayed later
    expect(await notify(note)).toBe('success');
    expect(await notify(note)).toBe('success');
    expect(await payEvents(id)).toHaveLength(1);
    expect((await payEvents(id))[0]!.note).toContain('支付宝全款 ¥4000.00');
    expect(await outcomes()).toEqual(['accepted', 'duplicate', 'duplicate']);
  });

  it('refuses forged notifications, and authentic ones for another amount, app or seller', async () => {
    const { id, payNo } = await alipayIntent();
    gw.pay(payNo, '4000.00');
    const forged = gw.notification(payNo, 'TRADE_SUCCESS', {}, forgerKey());
    expect(await notify(forged)).toBe('fail');
    const genuine = gw.notification(payNo, 'TRADE_SUCCESS');
    expect(await notify({ ...genuine, total_amount: '0.01' })).toBe('fail');
    expect(await notify({ ...genuine, sign: 'AAAA'.repeat(86) })).toBe('fail');
    const { sign: _s, ...unsigned } = genuine;
    expect(await notify(unsigned)).toBe('fail');
    expect(await notify(gw.notification(payNo, 'TRADE_SUCCESS', { total_amount: '0.01' }))).toBe('fail');
    expect(await notify(gw.notification(payNo, 'TRADE_SUCCESS', { app_id: '2021000000000999' }))).toBe(
      'fail',
    );
    expect(await notify(gw.notification(payNo, 'TRADE_SUCCESS', { seller_id: '2088000000000999' }))).toBe(
      'fail',
    );
    expect(await notify(gw.notification('PAY0000000000', 'TRADE_SUCCESS'))).toBe('fail');
    expect(await orderOf(id)).toMatchObject({ status: 'pending_payment', paidAmountFen: 0 });
    const logged = await outcomes();
    for (const o of ['rejected:amount', 'rejected:app', 'rejected:seller', 'rejected:unknown_pay_no'])
      expect(logged).toContain(o);
    // the genuine one still goes through
    expect(await notify(genuine)).toBe('success');
    expect((await orderOf(id)).status).toBe('pending_sign');
  });

  it('out of order: TRADE_FINISHED before TRADE_SUCCESS pays once; TRADE_CLOSED after success changes nothing', async () => {
    const { id, payNo } = await alipayIntent();
    gw.pay(payNo, '4000.00');
    expect(await notify(gw.notification(payNo, 'WAIT_BUYER_PAY'))).toBe('success');
    expect((await orderOf(id)).status).toBe('pending_payment');
    expect(await notify(gw.notification(payNo, 'TRADE_FINISHED'))).toBe('success');
    expect(await notify(gw.notification(payNo, 'TRADE_SUCCESS'))).toBe('success');
    expect(await notify(gw.notification(payNo, 'TRADE_CLOSED'))).toBe('success');
    expect(await orderOf(id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(await payEvents(id)).toHaveLength(1);
    expect(await outcomes()).toEqual(['ignored', 'accepted', 'duplicate', 'duplicate']);
    // an unpaid trade Alipay closed closes the intent; a late success for it pays nothing
    const other = await alipayIntent();
    expect(await notify(gw.notification(other.payNo, 'TRADE_CLOSED', { total_amount: '4000.00' }))).toBe(
      'success',
    );
    const [closed] = await t.db.select().from(payments).where(eq(payments.payNo, other.payNo));
    expect(closed!.status).toBe('closed');
  });

  it('junk is refused cheaply and only sampled', async () => {
    const junk = [
      '',
      'a=1&a=2',
      'x'.repeat(9000),
      'notify_id=1&sign=abc',
      '{"x":',
      `sign=${'A'.repeat(400)}`,
    ];
    for (let i = 0; i < 60; i++) {
      const res = await t.request('/notify/alipay', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.1.${i}.1` },
        body: junk[i % junk.length]!,
      });
      expect([200, 413]).toContain(res.status);
      expect(await res.text()).toBe('fail');
    }
    expect((await outcomes()).length).toBeLessThanOrEqual(1);
  });

  it('a notification that never comes: the return address and the reconciliation ask alipay.trade.query', async () => {
    const lost = await alipayIntent();
    gw.pay(lost.payNo, '4000.00');
    // the buyer comes back from Alipay: the mall asks, and pays
    const back = await t.request(`/notify/alipay/return?out_trade_no=${lost.payNo}&total_amount=0.01`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/result/success?order_id=${lost.id}`);
    expect((await orderOf(lost.id)).status).toBe('pending_sign');
    expect(gw.requests.filter((r) => r.method === 'alipay.trade.query').every((r) => r.signed)).toBe(true);

    // nobody comes back: the periodic round finds it (once it is a minute old)
    const quiet = await alipayIntent();
    gw.pay(quiet.payNo, '4000.00');
    expect((await reconcileDue(t.db, payProvidersOf(t.app))).asked).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect((await reconcileDue(t.db, payProvidersOf(t.app), later)).asked).toBeGreaterThanOrEqual(1);
    expect(await orderOf(quiet.id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    // the notification arriving after all changes nothing
    expect(await notify(gw.notification(quiet.payNo, 'TRADE_SUCCESS'))).toBe('success');
    expect(await payEvents(quiet.id)).toHaveLength(1);
    // asked about once per minute at most: a second round at the same moment claims nothing
    expect((await reconcileDue(t.db, payProvidersOf(t.app), later)).asked).toBe(0);

    // a buyer who never paid: closed once the intent has ended
    const never = await alipayIntent();
    const [p] = await t.db.select().from(payments).where(eq(payments.payNo, never.payNo));
    await reconcileDue(t.db, payProvidersOf(t.app), new Date(p!.expiresAt.getTime() + 5 * 60_000));
    const [after] = await t.db.select().from(payments).where(eq(payments.payNo, never.payNo));
    expect(after!.status).toBe('closed');
    expect((await orderOf(never.id)).status).toBe('pending_payment');
  });

  it('an approved 申请退款 is refunded through alipay.trade.refund once, also when the call is retried', async () => {
    const { id, payNo } = await alipayIntent();
    gw.pay(payNo, '4000.00');
    expect(await notify(gw.notification(payNo, 'TRADE_SUCCESS'))).toBe('success');
    const change = await t.call(
      'order_change/add',
      { order_id: id, type: 3, reason: '不再需要检测' },
      b1.token,
    );
    const lab = (await t.loginAs('merchant')).token;
    expect(
      await t.call('merchant_order_change/audit', { id: change.data.id, approve: true, reason: '同意' }, lab),
    ).toMatchObject({ status: true });
    const [queued] = await t.db.select().from(paymentRefunds);
    expect(queued).toMatchObject({
      status: 'pending',
      amountFen: 400_000,
      outRequestNo: `RF${change.data.id}P${queued!.paymentId}`,
    });

    // the gateway refunds, but its answer is lost: the refund stays pending, to be asked again
    gw.loseNextRefundAnswer = true;
    const providers = payProvidersOf(t.app);
    expect(await runRefunds(t.db, providers)).toMatchObject({ refunded: 0, retrying: 1 });
    expect(gw.refunds.size).toBe(1);
    // not due again before its wait; then retried with the same out_request_no
    expect(await runRefunds(t.db, providers)).toMatchObject({ refunded: 0, retrying: 0 });
    const later = new Date(Date.now() + 2 * 60_000);
    const [again1, again2] = await Promise.all([
      runRefunds(t.db, providers, later),
      runRefunds(t.db, providers, later),
    ]);
    expect(again1.refunded + again2.refunded).toBe(1);
    expect(gw.refunds.size).toBe(1);
    expect([...gw.refunds.values()]).toEqual([{ outTradeNo: payNo, amount: '4000.00' }]);
    const refundCalls = gw.requests.filter((r) => r.method === 'alipay.trade.refund');
    expect(refundCalls).toHaveLength(2);
    expect(refundCalls.every((r) => r.signed)).toBe(true);
    const [done] = await t.db.select().from(paymentRefunds);
    expect(done).toMatchObject({ status: 'refunded', attempts: 2 });
    const letters = (
      await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, b1.userId))
    ).filter((l) => l.title === '退款已原路退回');
    expect(letters).toHaveLength(1);
    expect(letters[0]!.content).toContain('¥4000.00');
    // nothing more to do
    expect(await runRefunds(t.db, providers, new Date(Date.now() + 3_600_000))).toMatchObject({
      refunded: 0,
    });
  });
});
