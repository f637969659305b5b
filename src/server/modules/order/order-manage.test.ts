import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { electronicContracts, goodsCart, orders, userCoupons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type Buyer,
  buyerOf,
  cartItem,
  invoiceIssued,
  move,
  orderDelivered,
  orderInService,
  payDue,
  placeOrder,
  TAP,
  workDone,
} from './order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
let coupon = 0;
beforeAll(async () => {
  t = await createTestApp();
  b1 = await buyerOf(t, 'buyer');
  b2 = await buyerOf(t, 'buyer2');
  coupon = (await t.db.select().from(userCoupons).where(eq(userCoupons.userId, b1.userId)))[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(goodsCart);
  await t.db.update(userCoupons).set({ status: 'unused', orderId: null, usedAt: null });
});

const contract = (orderId: number, status = 'pending_sign') =>
  t.db.insert(electronicContracts).values({
    contractNo: `HT${orderId}${status.length}`,
    orderId,
    userId: b1.userId,
    merchantId: 1,
    title: '检验检测服务合同',
    status,
  });
const list = (query: Record<string, unknown> = {}, b = b1) => t.call('order/get', query, b.token);
const actionsOf = async (id: number) => (await t.call('order/info', { id }, b1.token)).data.info.actions;

describe('order/get', () => {
  it('lists the caller’s orders with counts, filters and the Order shape', async () => {
    const a = await placeOrder(t, b1);
    const b = await orderDelivered(t, b1);
    await placeOrder(t, b2);
    await contract(b, 'signed');
    await invoiceIssued(t, b1, b);
    const all = await list();
    expect(all.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.data.counts).toEqual({
      all: 2,
      pending_payment: 1,
      pending_sign: 0,
      awaiting_sample: 0,
      sample_shipped: 0,
      sample_received: 0,
      testing: 0,
      in_service: 0,
      delivered: 1,
      pending_balance: 0,
      completed: 0,
      cancelled: 0,
      refunding: 0,
      refunded: 0,
    });
    expect(all.data.list.map((o: { id: number }) => o.id)).toEqual([b, a]);
    expect(all.data.list[0]).toMatchObject({
      status: 'delivered',
      status_label: '报告已出具',
      sample_based: true,
      merchant_name: '中研检测技术（苏州）有限公司',
      pay_amount: 4000,
      paid_amount: 4000,
      due_amount: 0,
      actions: ['confirm'],
      items: [{ goods_id: 1, price: 4000, serviceContent: { id: 101 }, servicsInfo: { id: 1 } }],
      contracts: [{ kind: 'main', status: 'signed', status_label: '已签署', amount: 4000 }],
      e_invoice: { amount: 4000, tax_rate: 6, tax: 226.42, status: 'issuing' },
    });
    expect(all.data.list[1]).toMatchObject({ actions: ['pay', 'cancel'], due_amount: 4000, contracts: [] });
    expect((await list({ status: 'pending_payment' })).data).toMatchObject({ total: 1, list: [{ id: a }] });
    expect((await list({ has_contract: 1 })).data.list.map((o: { id: number }) => o.id)).toEqual([b]);
    expect((await list({ invoice: 1 })).data.total).toBe(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, a));
    expect(
      (await list({ keyword: order!.orderNo.slice(-8) })).data.list.map((o: { id: number }) => o.id),
    ).toEqual([a]);
    expect((await list({ keyword: '饮用水' })).data.total).toBe(2);
    expect((await list({ keyword: '100%_' })).data.total).toBe(0);
  });

  it('cancels unpaid orders past their deadline before listing, returning the coupon', async () => {
    const id = await placeOrder(t, b1, { user_coupon_id: coupon });
    await t.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    const answer = await list();
    expect(answer.data.list[0]).toMatchObject({ id, status: 'cancelled', actions: [] });
    const info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info.events.at(-1)).toMatchObject({ action: 'cancel', note: '超时未支付，系统自动取消' });
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon));
    expect(c).toMatchObject({ status: 'unused', orderId: null });
  });

  it('offers only the actions the state table and the plan allow', async () => {
    const id = await placeOrder(t, b1, { pay_plan: 'deposit' });
    expect(await actionsOf(id)).toEqual(['pay', 'cancel']);
    await payDue(t, id);
    expect(await actionsOf(id)).toEqual([]);
    await contract(id);
    expect(await actionsOf(id)).toEqual(['sign']);
    await move(t, id, 'sign');
    expect(await actionsOf(id)).toEqual(['shipSample']);
    await workDone(t, id);
    expect(await actionsOf(id)).toEqual(['accept']);
    expect((await t.call('order_pay_plan_order/acceptance', { id }, b1.token)).status).toBe(true);
    expect(await actionsOf(id)).toEqual(['pay']);
    await payDue(t, id);
    expect(await actionsOf(id)).toEqual(['confirm']);
  });

  it('refuses bad filters', async () => {
    expect((await list({ status: 'paid' })).message).toBe('无效的订单状态');
    expect((await list({ has_contract: 'yes' })).message).toBe('无效的参数');
    expect((await list({ limit: 1000 })).data.limit).toBe(100);
  });
});

describe('order/info', () => {
  it('answers the detail: plan, timeline with Chinese notes, address, invoice, coupon', async () => {
    const id = await placeOrder(t, b1, {
      user_coupon_id: coupon,
      invoice_id: b1.invoiceId,
      remark: '请尽快安排采样',
    });
    await payDue(t, id);
    const { data, status } = await t.call('order/info', { id }, b1.token);
    expect(status).toBe(true);
    expect(data.info).toMatchObject({
      id,
      status: 'pending_sign',
      goods_amount: 4000,
      discount: 100,
      pay_amount: 3900,
      remark: '请尽快安排采样',
      coupon: { name: expect.stringContaining('满1000减100'), amount: 100 },
      address: { consignee: '张伟', province: '北京市' },
      invoice: { title: '北京华检科技有限公司', project: '技术服务费' },
      plan: [{ seq: 1, name: '全款', amount: 3900, status: 'paid' }],
      changes: [],
    });
    expect(data.info.events.map((e: { note: string }) => e.note)).toEqual(['提交订单', '立即支付']);
  });
});

describe('order/cancel and order/confirm', () => {
  it('cancels an unpaid order: coupon back, cart not refilled, once only', async () => {
    const id = await placeOrder(t, b1, { user_coupon_id: coupon });
    const answer = await t.call('order/cancel', { id, reason: '信息填写有误' }, b1.token);
    expect(answer).toMatchObject({ status: true, message: '订单已取消' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: '信息填写有误' });
    expect(order!.cancelledAt).toBeInstanceOf(Date);
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon)))[0]!.status).toBe(
      'unused',
    );
    expect(await t.db.select().from(goodsCart)).toEqual([]);
    expect((await t.call('order/cancel', { id }, b1.token)).message).toBe('订单已取消，不能取消订单');
  });

  it('refuses to cancel a paid order', async () => {
    const id = await placeOrder(t, b1);
    await payDue(t, id);
    expect((await t.call('order/cancel', { id }, b1.token)).message).toBe('订单待签约，不能取消订单');
  });

  it('confirms only once delivered with every stage paid', async () => {
    const pending = await placeOrder(t, b1);
    expect((await t.call('order/confirm', { id: pending }, b1.token)).message).toBe(
      '订单待付款，不能确认完成',
    );
    const working = await orderInService(t, b1);
    expect((await t.call('order/confirm', { id: working }, b1.token)).message).toBe(
      '订单待寄样，不能确认完成',
    );
    const deposit = await orderDelivered(t, b1, { pay_plan: 'deposit' });
    expect((await t.call('order/confirm', { id: deposit }, b1.token)).message).toContain('尚有未支付的款项');
    const full = await orderDelivered(t, b1);
    expect(await t.call('order/confirm', { id: full }, b1.token)).toMatchObject({ status: true });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, full));
    expect(order).toMatchObject({ status: 'completed' });
  });
});

describe('ownership and user types', () => {
  it('buyer2 cannot see, cancel or confirm buyer 1’s order: the same answer as a missing id', async () => {
    const unpaid = await placeOrder(t, b1);
    const inService = await orderDelivered(t, b1);
    for (const [endpoint, id] of [
      ['order/info', unpaid],
      ['order/cancel', unpaid],
      ['order/confirm', inService],
    ] as const) {
      const foreign = await t.call(endpoint, { id }, b2.token);
      expect(foreign, endpoint).toEqual(await t.call(endpoint, { id: 999999 }, b2.token));
      expect(foreign).toMatchObject({ status: false, message: '订单不存在' });
    }
    expect((await list({}, b2)).data.total).toBe(0);
    expect((await list({ keyword: '饮用水' }, b2)).data.list).toEqual([]);
    const rows = await t.db.select().from(orders);
    expect(rows.map((r) => r.status).sort()).toEqual(['delivered', 'pending_payment']);
  });

  it('merchants and experts get -2 on every order endpoint', async () => {
    const id = await placeOrder(t, b1);
    const cart = await cartItem(t, b1, TAP);
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      for (const [endpoint, body] of [
        ['order/get', {}],
        ['order/info', { id }],
        ['order/cancel', { id }],
        ['order/confirm', { id }],
        ['order/create', { cart_ids: [cart], address_id: b1.addressId }],
      ] as const) {
        expect((await t.call(endpoint, body, token)).status, `${who} ${endpoint}`).toBe(-2);
      }
    }
    expect((await t.db.select().from(orders))[0]!.status).toBe('pending_payment');
  });

  it('refuses a bad id with a Chinese message', async () => {
    for (const endpoint of ['order/info', 'order/cancel', 'order/confirm'] as const) {
      expect((await t.call(endpoint, {}, b1.token)).message).toBe('缺少订单ID');
      expect((await t.call(endpoint, { id: 'x' }, b1.token)).message).toBe('无效的订单ID');
      expect((await t.call(endpoint, { id: 99999999999 }, b1.token)).message).toBe('无效的订单ID');
    }
  });
});
