import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, goodsCart, orders, userCoupons } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, cartItem, giveCoupon } from './order-fixtures';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Races PGlite cannot show (it runs one query at a time), on real PostgreSQL: one
 * cart submitted twenty times at once, and one single-use coupon on fifty orders at once.
 */
describe.skipIf(!adminUrl)('order/create under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let b: Buyer;

  onPostgresApp(async (app) => {
    t = app;
    b = await buyerOf(t, 'buyer');
  });

  it('20 concurrent submissions of one cart create exactly one order', async () => {
    const ids = [await cartItem(t, b), await cartItem(t, b, { goods_id: 2, service_content_id: 201 })];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('order/create', { cart_ids: ids, address_id: b.addressId }, b.token),
      ),
    );
    const won = answers.filter((a) => a.status === true);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== true)) {
      expect(lost).toMatchObject({ status: false, message: '购物车已变化，请刷新后重试', http: 200 });
    }
    const rows = await t.db.select().from(orders).where(eq(orders.userId, b.userId));
    expect(rows.map((r) => r.id)).toEqual([won[0]!.data.id]);
    expect(await t.db.select().from(goodsCart).where(eq(goodsCart.userId, b.userId))).toEqual([]);
  }, 60_000);

  it('a single-use coupon on 50 concurrent orders is redeemed once', async () => {
    await t.db.delete(orders);
    const { userCouponId } = await giveCoupon(t, b, { amountFen: 10_000, minFen: 0 });
    // 50 different cart items (distinct combination keys stand in for distinct option choices)
    const rows50 = await t.db
      .insert(goodsCart)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          userId: b.userId,
          goodsId: 1,
          serviceContentId: 101,
          comboKey: `race-${i}`,
        })),
      )
      .returning({ id: goodsCart.id });
    const carts = rows50.map((r) => r.id);
    const answers = await Promise.all(
      carts.map((id) =>
        t.call(
          'order/create',
          { cart_ids: [id], address_id: b.addressId, user_coupon_id: userCouponId },
          b.token,
        ),
      ),
    );
    const won = answers.filter((a) => a.status === true);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.message === '优惠券不可用或已被使用')).toHaveLength(49);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, b.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ discountFen: 10_000, userCouponId });
    const [coupon] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, userCouponId));
    expect(coupon).toMatchObject({ status: 'used', orderId: rows[0]!.id });
    const left = await t.db.select().from(goodsCart).where(eq(goodsCart.userId, b.userId));
    expect(left).toHaveLength(49);
  }, 60_000);

  it('coupon/receive: 10 concurrent receives by one buyer give one copy, the last coupon goes once', async () => {
    const b2 = await buyerOf(t, 'buyer2');
    const { couponId } = await giveCoupon(t, b, { total: 3, received: 1 });
    const mine = await Promise.all(
      Array.from({ length: 10 }, () => t.call('coupon/receive', { id: couponId }, b2.token)),
    );
    expect(mine.filter((a) => a.status === true)).toHaveLength(1);
    const [last] = await t.db
      .insert(coupons)
      .values({
        name: '最后一张',
        amountFen: 100,
        total: 1,
        startsAt: new Date(0),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const race = await Promise.all(
      [b.token, b2.token, b.token, b2.token].map((token) =>
        t.call('coupon/receive', { id: last!.id }, token),
      ),
    );
    expect(race.filter((a) => a.status === true)).toHaveLength(1);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, last!.id));
    expect(row!.received).toBe(1);
    expect(await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, last!.id))).toHaveLength(1);
  }, 60_000);
});
