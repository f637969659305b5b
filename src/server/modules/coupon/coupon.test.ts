import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons, goodsCart, orders, userCoupons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, cartItem, giveCoupon, TAP, WASTE } from '../order/order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
let seeded: (typeof coupons.$inferSelect)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  b1 = await buyerOf(t, 'buyer');
  b2 = await buyerOf(t, 'buyer2');
  seeded = await t.db.select().from(coupons).orderBy(coupons.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(goodsCart);
  const max = Math.max(...seeded.map((c) => c.id));
  await t.db.delete(coupons).where(gt(coupons.id, max));
  await t.db.delete(userCoupons).where(eq(userCoupons.userId, b2.userId));
  for (const c of seeded)
    await t.db.update(coupons).set({ received: c.received }).where(eq(coupons.id, c.id));
});

const platform = () => seeded.find((c) => c.merchantId === null)!;
const lab = () => seeded.find((c) => c.merchantId === 1)!;

describe('coupon/get', () => {
  it('lists the seeded coupons open to receive, with received and remaining', async () => {
    const mine = await t.call('coupon/get', {}, b1.token);
    expect(mine.data.total).toBe(2);
    const p = mine.data.list.find((c: { id: number }) => c.id === platform().id);
    expect(p).toMatchObject({
      scope: '平台通用',
      amount: 100,
      min_amount: 1000,
      received: true,
      remaining: 999,
    });
    expect(p.status).toBe('unused');
    const l = mine.data.list.find((c: { id: number }) => c.id === lab().id);
    expect(l).toMatchObject({
      scope: '中研检测技术（苏州）有限公司',
      amount: 300,
      min_amount: 3000,
      received: false,
    });
    const theirs = await t.call('coupon/get', {}, b2.token);
    expect(theirs.data.list.every((c: { received: boolean }) => !c.received)).toBe(true);
    expect((await t.call('coupon/get', { merchant_id: 4 }, b1.token)).data.total).toBe(1);
  });

  it('lists the caller’s received coupons with unused, used and expired', async () => {
    await giveCoupon(t, b1, { name: '过期券', endsAt: new Date(Date.now() - 1000) });
    const mine = await t.call('coupon/get', { mine: 1 }, b1.token);
    expect(mine.data.list.map((c: { status: string }) => c.status).sort()).toEqual(['expired', 'unused']);
    expect((await t.call('coupon/get', { mine: 1, status: 'expired' }, b1.token)).data.list).toMatchObject([
      { name: '过期券', status: 'expired' },
    ]);
    expect((await t.call('coupon/get', { mine: 1 }, b2.token)).data.total).toBe(0);
    expect((await t.call('coupon/get', { mine: 1, status: 'lost' }, b1.token)).message).toBe(
      '无效的优惠券状态',
    );
  });
});

describe('coupon/receive', () => {
  it('receives once per buyer and never past the total', async () => {
    const answer = await t.call('coupon/receive', { id: lab().id }, b2.token);
    expect(answer).toMatchObject({
      status: true,
      message: '领取成功',
      data: { received: true, status: 'unused' },
    });
    expect((await t.call('coupon/receive', { id: lab().id }, b2.token)).message).toBe('您已领取过该优惠券');
    const { couponId } = await giveCoupon(t, b1, { total: 1, received: 1 });
    expect((await t.call('coupon/receive', { id: couponId }, b2.token)).message).toBe('优惠券已领完');
    const expired = await giveCoupon(t, b1, { endsAt: new Date(Date.now() - 1000) });
    expect((await t.call('coupon/receive', { id: expired.couponId }, b2.token)).message).toBe('优惠券已过期');
    expect((await t.call('coupon/receive', { id: 999999 }, b2.token)).message).toBe('优惠券不存在');
    expect((await t.call('coupon/receive', { id: 'x' }, b2.token)).message).toBe('无效的优惠券ID');
    const copies = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, b2.userId));
    expect(copies).toHaveLength(1);
    const [full] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(full!.received).toBe(1);
  });
});

describe('coupon/getOrderUsableList', () => {
  it('offers the caller’s unused, in-date coupons matching the lab and amount', async () => {
    const water = await cartItem(t, b1);
    const usable = await t.call('coupon/getOrderUsableList', { cart_ids: String(water) }, b1.token);
    expect(usable.data.list.map((c: { id: number }) => c.id)).toEqual([platform().id]);
    await t.call('coupon/receive', { id: lab().id }, b1.token);
    const tap = await cartItem(t, b1, TAP);
    const both = await t.call('coupon/getOrderUsableList', { cart_ids: `${water},${tap}` }, b1.token);
    expect(both.data.list.map((c: { amount: number }) => c.amount)).toEqual([300, 100]);
    const waste = await cartItem(t, b1, WASTE);
    const none = (await t.call('coupon/getOrderUsableList', { cart_ids: waste }, b1.token)).data;
    expect(none.list).toEqual([]);
    // the coupons that do not apply are listed with the reason, usable ones never
    const reasons = none.unusable.map((c: { id: number; reason: string }) => [c.id, c.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        [platform().id, expect.stringMatching(/^还差 ¥\d+\.\d\d 可用$/)],
        [lab().id, expect.stringMatching(/^仅限.+的服务$/)],
      ]),
    );
    expect(both.data.unusable).toEqual([]);
    expect(
      (await t.call('coupon/getOrderUsableList', { cart_ids: `${water},${waste}` }, b1.token)).message,
    ).toBe('请分别结算不同服务机构的服务');
    await t.db.delete(userCoupons).where(eq(userCoupons.couponId, lab().id));
  });

  it('treats another buyer’s cart ids as changed and offers nothing of theirs', async () => {
    const theirs = await cartItem(t, b1);
    const foreign = await t.call('coupon/getOrderUsableList', { cart_ids: theirs }, b2.token);
    expect(foreign).toEqual(await t.call('coupon/getOrderUsableList', { cart_ids: 999999 }, b2.token));
    expect(foreign).toMatchObject({ status: false, message: '购物车已变化，请刷新后重试' });
    const mine = await cartItem(t, b2);
    expect((await t.call('coupon/getOrderUsableList', { cart_ids: mine }, b2.token)).data.list).toEqual([]);
    expect((await t.call('coupon/getOrderUsableList', {}, b2.token)).message).toBe('请选择要结算的服务');
  });

  it('answers -2 to merchants and experts', async () => {
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      for (const endpoint of ['coupon/get', 'coupon/receive', 'coupon/getOrderUsableList'] as const) {
        expect((await t.call(endpoint, { id: lab().id, cart_ids: '1' }, token)).status).toBe(-2);
      }
    }
  });
});
