import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  coupons,
  goods,
  goodsCart,
  orderEvents,
  orderItems,
  orderPayPlans,
  orders,
  siteLetters,
  userCoupons,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, cartItem, giveCoupon, TAP, WASTE } from './order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
let seededCouponMax = 0;
let seededUserCoupon = 0;
beforeAll(async () => {
  t = await createTestApp();
  b1 = await buyerOf(t, 'buyer');
  b2 = await buyerOf(t, 'buyer2');
  const all = await t.db.select().from(coupons);
  seededCouponMax = Math.max(...all.map((c) => c.id));
  const [mine] = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, b1.userId));
  seededUserCoupon = mine!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(goodsCart);
  await t.db.delete(siteLetters);
  await t.db.delete(coupons).where(gt(coupons.id, seededCouponMax));
  await t.db.update(userCoupons).set({ status: 'unused', orderId: null, usedAt: null });
  await t.db.update(goods).set({ status: 1 });
});

const create = (b: Buyer, body: Record<string, unknown>) =>
  t.call('order/create', { address_id: b.addressId, ...body }, b.token);
const cartIds = async (b: Buyer) =>
  (await t.db.select().from(goodsCart).where(eq(goodsCart.userId, b.userId))).map((r) => r.id).sort();

describe('order/create', () => {
  it('prices from the catalogue, ignores forged amounts and writes the whole order', async () => {
    const id = await cartItem(t, b1);
    const forged = {
      price: 0.01,
      total: 0.01,
      amount: 0.01,
      pay_amount: 0.01,
      goods_amount: 1,
      discount: 3999,
    };
    const answer = await create(b1, {
      cart_ids: [id],
      invoice_id: b1.invoiceId,
      invoice_project: '检测费',
      ...forged,
    });
    expect(answer).toMatchObject({ status: true, message: '订单提交成功', data: { pay_amount: 4000 } });
    expect(answer.data.order_no).toMatch(/^TIC\d{20}$/);
    const [order] = await t.db.select().from(orders);
    expect(order).toMatchObject({
      id: answer.data.id,
      userId: b1.userId,
      merchantId: 1,
      status: 'pending_payment',
      goodsAmountFen: 400_000,
      discountFen: 0,
      payAmountFen: 400_000,
      address: { consignee: '张伟', city: '北京市', detail: expect.stringContaining('学院路') },
      invoice: {
        type: 1,
        title: '北京华检科技有限公司',
        tax_no: expect.stringMatching(/^91110108/),
        project: '检测费',
      },
    });
    const window = order!.payDeadline.getTime() - order!.createdAt.getTime();
    expect(window).toBe(24 * 3600 * 1000);
    const [item] = await t.db.select().from(orderItems);
    expect(item).toMatchObject({ goodsId: 1, priceFen: 400_000, servicsName: '检验检测' });
    expect(item!.options).toMatchObject({ service_content: { id: 101 }, approval_logo: { id: 171 } });
    expect(await t.db.select().from(orderPayPlans)).toMatchObject([
      { seq: 1, name: '全款', amountFen: 400_000 },
    ]);
    expect(await t.db.select().from(orderEvents)).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: 'pending_payment', note: '提交订单' },
    ]);
    expect(await cartIds(b1)).toEqual([]);
    const letters = await t.call('notice_site_letter/get', {}, b1.token);
    expect(letters.data.list[0]).toMatchObject({ title: '订单提交成功', is_read: false });
  });

  it('splits a deposit plan 30 % / 70 % to the fen and accepts "1,2" ids', async () => {
    const ids = [await cartItem(t, b1), await cartItem(t, b1, TAP)];
    const answer = await create(b1, { cart_ids: ids.join(','), pay_plan: 'deposit' });
    expect(answer.status).toBe(true);
    const [order] = await t.db.select().from(orders);
    const total = order!.payAmountFen;
    const plan = await t.db.select().from(orderPayPlans).orderBy(orderPayPlans.seq);
    expect(plan.map((p) => [p.name, p.amountFen])).toEqual([
      ['预付款', Math.round(total * 0.3)],
      ['尾款', total - Math.round(total * 0.3)],
    ]);
    expect(await t.db.select().from(orderItems)).toHaveLength(2);
  });

  it('redeems a coupon once, bound to the order', async () => {
    const first = await create(b1, { cart_ids: [await cartItem(t, b1)], user_coupon_id: seededUserCoupon });
    expect(first.data.pay_amount).toBe(3900);
    const [used] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, seededUserCoupon));
    expect(used).toMatchObject({ status: 'used', orderId: first.data.id });
    const cart = await cartItem(t, b1, TAP);
    const again = await create(b1, { cart_ids: [cart], user_coupon_id: seededUserCoupon });
    expect(again).toMatchObject({ status: false, message: '优惠券不可用或已被使用' });
    expect(await cartIds(b1)).toEqual([cart]);
  });

  it('never lets a coupon take the order below 0.01', async () => {
    const { userCouponId } = await giveCoupon(t, b1, { amountFen: 900_000, minFen: 0 });
    const answer = await create(b1, { cart_ids: [await cartItem(t, b1)], user_coupon_id: userCouponId });
    expect(answer.data.pay_amount).toBe(0.01);
    const [order] = await t.db.select().from(orders);
    expect(order).toMatchObject({ discountFen: 399_999, payAmountFen: 1, userCouponId });
  });

  it('refuses coupons that do not apply, changing nothing', async () => {
    const hour = 3600_000;
    const cases: Array<[Partial<typeof coupons.$inferInsert>, string]> = [
      [{ merchantId: 4 }, '该优惠券不适用于所选服务机构'],
      [{ minFen: 500_000 }, '订单金额未满5000元，不能使用该优惠券'],
      [{ endsAt: new Date(Date.now() - hour) }, '优惠券已过期'],
      [{ startsAt: new Date(Date.now() + hour) }, '优惠券尚未到使用时间'],
    ];
    const cart = await cartItem(t, b1);
    for (const [coupon, message] of cases) {
      const { userCouponId } = await giveCoupon(t, b1, coupon);
      expect(await create(b1, { cart_ids: [cart], user_coupon_id: userCouponId })).toMatchObject({
        status: false,
        message,
      });
    }
    const other = await giveCoupon(t, b2);
    expect((await create(b1, { cart_ids: [cart], user_coupon_id: other.userCouponId })).message).toBe(
      '优惠券不可用或已被使用',
    );
    expect(await t.db.select().from(orders)).toEqual([]);
    expect((await t.db.select().from(userCoupons)).every((c) => c.status === 'unused')).toBe(true);
    expect(await cartIds(b1)).toEqual([cart]);
  });

  it('refuses items of two labs, goods off sale and another buyer’s cart items', async () => {
    const water = await cartItem(t, b1);
    const waste = await cartItem(t, b1, WASTE);
    expect(await create(b1, { cart_ids: [water, waste] })).toMatchObject({
      status: false,
      message: '请分别结算不同服务机构的服务',
    });
    await t.db.update(goods).set({ status: 0 }).where(eq(goods.id, 3));
    expect((await create(b1, { cart_ids: [waste] })).message).toContain('下架');
    const theirs = await cartItem(t, b2);
    expect((await create(b1, { cart_ids: [theirs] })).message).toBe('购物车已变化，请刷新后重试');
    expect((await create(b1, { cart_ids: [water, theirs] })).message).toBe('购物车已变化，请刷新后重试');
    expect(await t.db.select().from(orders)).toEqual([]);
    expect(await cartIds(b1)).toEqual([water, waste].sort());
    expect(await cartIds(b2)).toEqual([theirs]);
  });

  it('refuses another buyer’s address and invoice title like missing ones', async () => {
    const cart = await cartItem(t, b1);
    const foreignAddress = await create(b1, { cart_ids: [cart], address_id: b2.addressId });
    expect(foreignAddress).toEqual(await create(b1, { cart_ids: [cart], address_id: 999999 }));
    expect(foreignAddress.message).toBe('收货地址不存在');
    const cart2 = await cartItem(t, b2);
    const foreignInvoice = await create(b2, { cart_ids: [cart2], invoice_id: b1.invoiceId });
    expect(foreignInvoice).toMatchObject({ status: false, message: '发票抬头不存在' });
    expect(await t.db.select().from(orders)).toEqual([]);
  });

  it('refuses bad input with a Chinese message and no change', async () => {
    const cart = await cartItem(t, b1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请选择要结算的服务'],
      [{ cart_ids: [] }, '请选择要结算的服务'],
      [{ cart_ids: '' }, '请选择要结算的服务'],
      [{ cart_ids: 'abc' }, '无效的购物车ID'],
      [{ cart_ids: [cart, 0] }, '无效的购物车ID'],
      [{ cart_ids: [{ id: cart }] }, '无效的购物车ID'],
      [{ cart_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, '一次最多结算100件服务'],
      [{ cart_ids: [cart], address_id: null }, '缺少收货地址'],
      [{ cart_ids: [cart], address_id: 'home' }, '无效的收货地址'],
      [{ cart_ids: [cart], invoice_id: -1 }, '无效的发票抬头'],
      [{ cart_ids: [cart], user_coupon_id: 1.5 }, '无效的优惠券'],
      [{ cart_ids: [cart], pay_plan: 'later' }, '无效的付款方式'],
      [{ cart_ids: [cart], remark: '备'.repeat(201) }, '订单备注不能超过200个字'],
      [{ cart_ids: [cart], invoice_project: { x: 1 } }, '无效的开票项目'],
      [{ cart_ids: [cart], remark: 'x'.repeat(30_000) }, '输入内容过长'],
    ];
    for (const [body, message] of cases) {
      const payload = 'address_id' in body ? body : { address_id: b1.addressId, ...body };
      const answer = await t.call('order/create', payload, b1.token);
      expect(answer, message).toMatchObject({ status: false, message, data: null, http: 200 });
    }
    expect(await t.db.select().from(orders)).toEqual([]);
    expect(await cartIds(b1)).toEqual([cart]);
  });

  it('draws another order number when the one drawn is taken, instead of failing', async () => {
    expect((await create(b1, { cart_ids: [await cartItem(t, b1)] })).status).toBe(true);
    const [{ orderNo: taken }] = (await t.db.select({ orderNo: orders.orderNo }).from(orders)) as [
      { orderNo: string },
    ];
    // the next number drawn is made the taken one (a BEFORE trigger runs ahead of ON CONFLICT)
    await t.database.pglite!.exec(`
      create table clash_once (done boolean);
      create function clash() returns trigger language plpgsql as $$ begin
        if not exists (select 1 from clash_once) then
          insert into clash_once values (true);
          new.order_no := '${taken}';
        end if;
        return new;
      end $$;
      create trigger clash before insert on orders for each row execute function clash();`);
    try {
      const answer = await create(b1, { cart_ids: [await cartItem(t, b1)] });
      expect(answer).toMatchObject({ status: true, data: { order_no: expect.not.stringMatching(taken) } });
      expect(await t.db.select().from(orders)).toHaveLength(2);
      expect(await t.database.pglite!.query('select * from clash_once')).toMatchObject({
        rows: [{ done: true }],
      });
    } finally {
      await t.database.pglite!.exec(
        'drop trigger clash on orders; drop function clash; drop table clash_once;',
      );
    }
  });

  it('is for buyers only', async () => {
    const cart = await cartItem(t, b1);
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      expect(
        (await t.call('order/create', { cart_ids: [cart], address_id: b1.addressId }, token)).status,
      ).toBe(-2);
    }
    expect(await cartIds(b1)).toEqual([cart]);
  });
});
