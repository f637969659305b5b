import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  electronicContracts,
  merchantAmountRecords,
  orderEvents,
  orderInvoices,
  orderPayPlans,
  orders,
  payments,
  siteConfig,
  siteLetters,
} from '../../db/schema';
import { testAppOn } from '../../test/test-app';
import { SITE_CONFIG_ID } from '../config/config.service';
import {
  buyersForFile,
  cartItem,
  move,
  PAYING_BUYERS,
  payDue,
  placeOrder,
  TAP,
  WATER,
  workDone,
} from '../order/order-fixtures';

const { t, b1, b2 } = buyersForFile(PAYING_BUYERS);

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('order/pay and pay/getCheckstandUrl', () => {
  it('creates a 30-minute intent for the due stage and answers the PayIntent', async () => {
    const id = await placeOrder(t, b1);
    const answer = await t.call('order/pay', { id }, b1.token);
    expect(answer).toMatchObject({ status: true, data: { order_id: id, stage: '全款', amount: 4000 } });
    expect(answer.data.pay_no).toMatch(/^PAY\d{24}$/);
    expect(answer.data.url).toBeUndefined();
    const [row] = await t.db.select().from(payments);
    expect(row).toMatchObject({
      payNo: answer.data.pay_no,
      channel: 'cashier',
      status: 'pending',
      amountFen: 400_000,
    });
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(30 * 60_000);
    expect(answer.data.expires_at).toBe(row!.expiresAt.toISOString());
  });

  it('adds the signed cashier url, and a second ask reuses the fresh intent', async () => {
    const id = await placeOrder(t, b1);
    const first = await t.call('pay/getCheckstandUrl', { id }, b1.token);
    expect(first.status).toBe(true);
    const url = new URL(first.data.url, 'http://x');
    expect(url.pathname).toBe('/sim/cashier');
    // the signed create request: the amount and expiry from the server
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      method: 'sim.cashier.pay',
      pay_no: first.data.pay_no,
      amount: '4000.00',
      expires: String(Math.floor(new Date(first.data.expires_at).getTime() / 1000)),
      notify_url: '/notify/pay',
      return_url: `/result/success?order_id=${id}`,
    });
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    const again = await t.call('pay/getCheckstandUrl', { id }, b1.token);
    expect(again.data.pay_no).toBe(first.data.pay_no);
    expect(await t.db.select().from(payments)).toHaveLength(1);
  });

  it('asks for the balance of a deposit plan once the work is accepted', async () => {
    const id = await placeOrder(t, b1, { pay_plan: 'deposit' });
    expect((await t.call('order/pay', { id }, b1.token)).data).toMatchObject({
      stage: '预付款',
      amount: 1200,
    });
    await payDue(t, id);
    await move(t, id, 'sign');
    expect(await t.call('order/pay', { id }, b1.token)).toMatchObject({
      status: false,
      message: '订单待寄样，无需支付',
    });
    await workDone(t, id);
    await move(t, id, 'accept');
    expect((await t.call('order/pay', { id }, b1.token)).data).toMatchObject({ stage: '尾款', amount: 2800 });
  });

  it('refuses an order that is paid, cancelled or past its pay deadline', async () => {
    const paid = await placeOrder(t, b1);
    await payDue(t, paid);
    expect(await t.call('order/pay', { id: paid }, b1.token)).toMatchObject({
      status: false,
      message: '订单待签约，无需支付',
    });
    const cancelled = await placeOrder(t, b1);
    await t.call('order/cancel', { id: cancelled }, b1.token);
    expect((await t.call('pay/getCheckstandUrl', { id: cancelled }, b1.token)).status).toBe(false);
    const late = await placeOrder(t, b1);
    await t.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late));
    expect(await t.call('pay/getCheckstandUrl', { id: late }, b1.token)).toMatchObject({
      status: false,
      message: '订单已超过支付期限，已自动取消',
    });
    expect((await orderOf(late)).status).toBe('cancelled');
    expect(await t.db.select().from(payments)).toHaveLength(0);
  });

  it('refuses bad ids, other buyers, merchants and anonymous callers alike', async () => {
    const id = await placeOrder(t, b1);
    for (const ep of ['order/pay', 'pay/getCheckstandUrl', 'pay/payTest'] as const) {
      expect(await t.call(ep, { id }, b2.token)).toMatchObject({ status: false, message: '订单不存在' });
      expect(await t.call(ep, { id: 99_999_999 }, b1.token)).toMatchObject({
        status: false,
        message: '订单不存在',
      });
      expect(await t.call(ep, { id: 'abc' }, b1.token)).toMatchObject({
        status: false,
        message: '无效的订单ID',
      });
      expect(await t.call(ep, {}, b1.token)).toMatchObject({ status: false, message: '缺少订单ID' });
      expect((await t.call(ep, { id })).status).toBe(-2);
      const { token } = await t.loginAs('merchant');
      expect((await t.call(ep, { id }, token)).status).toBe(-2);
    }
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect((await orderOf(id)).status).toBe('pending_payment');
  });
});

describe('pay/payTest', () => {
  it('pays at once through the success path: stage, amount, timeline, contract, invoice, letter', async () => {
    const id = await placeOrder(t, b1, { invoice_id: 1, invoice_project: '检测费' });
    const answer = await t.call('pay/payTest', { id, amount: 0.01 }, b1.token);
    expect(answer).toMatchObject({ status: true, message: '支付成功', data: { amount: 4000 } });
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(order.paidAt).not.toBeNull();
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ channel: 'test', status: 'paid' });
    expect(payment!.tradeNo).toMatch(/^TEST/);
    const [stage] = await t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, id));
    expect(stage).toMatchObject({ status: 'paid', paymentId: payment!.id });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.action === 'pay')).toMatchObject([
      {
        fromStatus: 'pending_payment',
        toStatus: 'pending_sign',
        note: expect.stringContaining('测试支付全款 ¥4000.00'),
      },
    ]);
    const contracts = await t.db
      .select()
      .from(electronicContracts)
      .where(eq(electronicContracts.orderId, id));
    expect(contracts).toMatchObject([
      { kind: 'main', status: 'pending_sign', userId: b1.userId, merchantId: 1 },
    ]);
    expect(contracts[0]!.contractNo).toMatch(/^HT\d{20}$/);
    expect(await t.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, id))).toHaveLength(1);
    const letters = await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, b1.userId));
    expect(letters.map((l) => l.title)).toContain('支付成功');
    // the order's own view now offers signing
    const info = await t.call('order/info', { id }, b1.token);
    expect(info.data.info.actions).toContain('sign');
    expect(info.data.info.contracts).toHaveLength(1);
  });

  it('pays a deposit plan in two stages: contract once, invoice only when fully paid', async () => {
    const id = await placeOrder(t, b1, { pay_plan: 'deposit', invoice_id: 1 });
    await t.call('pay/payTest', { id }, b1.token);
    expect(await t.db.select().from(orderInvoices)).toHaveLength(0);
    await move(t, id, 'sign');
    await workDone(t, id);
    await move(t, id, 'accept');
    expect((await t.call('pay/payTest', { id }, b1.token)).data).toMatchObject({
      stage: '尾款',
      amount: 2800,
    });
    expect(await orderOf(id)).toMatchObject({ status: 'delivered', paidAmountFen: 400_000 });
    // the lab's settlement: one record per paid stage, 3 % platform fee (the default rate)
    const records = await t.db.select().from(merchantAmountRecords).orderBy(merchantAmountRecords.id);
    expect(records.map((r) => [r.amountFen, r.feeFen, r.netFen])).toEqual([
      [120_000, 3600, 116_400],
      [280_000, 8400, 271_600],
    ]);
    expect(await t.db.select().from(electronicContracts)).toHaveLength(1);
    expect(await t.db.select().from(orderInvoices)).toHaveLength(1);
    expect(await t.call('pay/payTest', { id }, b1.token)).toMatchObject({ status: false });
  });

  it('books the fee at the rate configured when paid, titles the contract by its items, says when all is paid', async () => {
    const items = [await cartItem(t, b1, WATER), await cartItem(t, b1, TAP)];
    const created = await t.call(
      'order/create',
      { cart_ids: items, address_id: b1.addressId, pay_plan: 'deposit' },
      b1.token,
    );
    const id = created.data.id as number;
    const setRate = (rate: number | null) =>
      t.db
        .update(siteConfig)
        .set({
          data: sql`jsonb_set(${siteConfig.data}, '{platform_fee_rate}', ${JSON.stringify(rate)}::jsonb)`,
        })
        .where(eq(siteConfig.id, SITE_CONFIG_ID));
    try {
      await setRate(0.05);
      await t.call('pay/payTest', { id }, b1.token);
      await setRate(0.0325);
      await move(t, id, 'sign');
      await workDone(t, id);
      await move(t, id, 'accept');
      await t.call('pay/payTest', { id }, b1.token);
    } finally {
      await setRate(null);
    }
    const records = await t.db
      .select()
      .from(merchantAmountRecords)
      .where(eq(merchantAmountRecords.orderId, id))
      .orderBy(merchantAmountRecords.id);
    expect(records.map((r) => [Number(r.feeRate), r.amountFen, r.feeFen])).toEqual([
      [0.05, records[0]!.amountFen, Math.round(records[0]!.amountFen * 0.05)],
      [0.0325, records[1]!.amountFen, Math.round(records[1]!.amountFen * 0.0325)],
    ]);
    const [contract] = await t.db
      .select()
      .from(electronicContracts)
      .where(eq(electronicContracts.orderId, id));
    expect(contract!.title).toMatch(/^技术服务合同（.+等2项服务）$/);
    const paidLetters = (await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, b1.userId)))
      .filter((l) => l.title === '支付成功' && l.content.includes(created.data.order_no))
      .map((l) => l.content);
    expect(paidLetters).toHaveLength(2);
    expect(paidLetters.filter((c) => c.includes('款项已全部付清'))).toHaveLength(1);
    expect(paidLetters.find((c) => c.includes('尾款'))).toContain('款项已全部付清');
  });

  it('cannot pay twice, even when asked twice at once', async () => {
    const id = await placeOrder(t, b1);
    const answers = await Promise.all([1, 2, 3].map(() => t.call('pay/payTest', { id }, b1.token)));
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect((await orderOf(id)).paidAmountFen).toBe(400_000);
    expect(await t.db.select().from(payments).where(eq(payments.status, 'paid'))).toHaveLength(1);
  });

  it('neither test payment nor the simulated cashier exists in production: nobody pays without paying', async () => {
    const prod = testAppOn(createApp(t.db, { production: true, onError: () => {} }), t.database);
    const id = await placeOrder(t, b1);
    const answer = await prod.call('pay/payTest', { id }, b1.token);
    expect(answer.http).toBe(404);
    expect(await prod.call('pay/getCheckstandUrl', { id }, b1.token)).toMatchObject({
      status: false,
      message: '在线支付暂未开通，请联系平台客服',
    });
    const { url } = (await t.call('pay/getCheckstandUrl', { id }, b1.token)).data;
    expect((await prod.request(url)).status).toBe(404);
    expect((await prod.request('/sim/cashier/confirm', { method: 'POST' })).status).toBe(404);
    expect((await orderOf(id)).status).toBe('pending_payment');
  });
});
