import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, merchants, orderItems, orders, siteLetters } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let buyer: string;
let buyer2: string;
let lab: string;
let buyerId: number;
let labMerchantId: number;
let labOwner: number;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, buyer2, lab] = await Promise.all(
    (['buyer', 'buyer2', 'merchant'] as const).map(async (w) => (await t.loginAs(w)).token),
  );
  const [b] = await t.db.select().from(accounts).where(eq(accounts.mobile, DEMO.buyer.mobile));
  buyerId = b!.id;
  const [l] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.mobile, DEMO.merchant.mobile), eq(accounts.type, 2)));
  labOwner = l!.id;
  const [m] = await t.db.select().from(merchants).where(eq(merchants.ownerAccountId, labOwner));
  labMerchantId = m!.id;
});
afterAll(() => t.close());

let seq = 0;
/** An order of the demo buyer at the demo lab with one item of service 1, in the given status. */
async function orderIn(status: string) {
  const [o] = await t.db
    .insert(orders)
    .values({
      orderNo: `TESTRATE${Date.now()}${seq++}`,
      userId: buyerId,
      merchantId: labMerchantId,
      status,
      goodsAmountFen: 100_000,
      payAmountFen: 100_000,
      paidAmountFen: 100_000,
      payDeadline: new Date(Date.now() + 3600_000),
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const [item] = await t.db
    .insert(orderItems)
    .values({
      orderId: o!.id,
      goodsId: 1,
      name: '生活饮用水全分析检测',
      servicsId: 1,
      servicsName: '检验检测',
      options: {},
      priceFen: 100_000,
    })
    .returning({ id: orderItems.id });
  return { id: o!.id, orderNo: o!.orderNo, itemId: item!.id };
}

describe('评价: one rating per item, by its buyer, after completion', () => {
  it('rates a completed order’s service once, shows it on the service and the shop with the lab’s reply', async () => {
    const o = await orderIn('completed');
    const added = await t.call(
      'order_rating/add',
      { order_item_id: o.itemId, stars: 4, comment: '报告出得快，沟通顺畅' },
      buyer,
    );
    expect(added).toMatchObject({ status: true, message: '评价成功，感谢您的反馈' });
    expect(added.data.info).toMatchObject({
      stars: 4,
      comment: '报告出得快，沟通顺畅',
      reply: '',
      goods_name: '生活饮用水全分析检测',
    });
    // the public sees a masked rater, never the mobile
    expect(added.data.info.buyer).not.toContain(DEMO.buyer.mobile);

    const again = await t.call('order_rating/add', { order_item_id: o.itemId, stars: 5 }, buyer);
    expect(again).toMatchObject({ status: false, message: '该服务已评价，每项服务只能评价一次' });

    const id = added.data.info.id;
    const replied = await t.call('merchant_rating/reply', { id, reply: '感谢认可，欢迎再次委托' }, lab);
    expect(replied.data.info).toMatchObject({ reply: '感谢认可，欢迎再次委托' });

    const onService = await t.call('goods_rating/get', { goods_id: 1, limit: 50 });
    const mine = onService.data.list.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({ stars: 4, reply: '感谢认可，欢迎再次委托' });
    expect(onService.data.summary.count).toBeGreaterThanOrEqual(1);
    const onShop = await t.call('goods_rating/get', { merchant_id: labMerchantId, limit: 50 });
    expect(onShop.data.list.some((r: { id: number }) => r.id === id)).toBe(true);

    const after = await t.call('order/afterService', { id: o.id }, buyer);
    expect(after.data.ratings.map((r: { order_item_id: number }) => r.order_item_id)).toEqual([o.itemId]);
  });

  it('refuses another buyer, an order not yet completed, and stars outside 1–5, storing nothing', async () => {
    const done = await orderIn('completed');
    expect(await t.call('order_rating/add', { order_item_id: done.itemId, stars: 5 }, buyer2)).toMatchObject({
      status: false,
      message: '订单服务不存在',
    });
    const delivered = await orderIn('delivered');
    expect(
      await t.call('order_rating/add', { order_item_id: delivered.itemId, stars: 5 }, buyer),
    ).toMatchObject({
      status: false,
      message: '订单完成后才能评价或申请售后',
    });
    for (const stars of [0, 6, 'x', 2.5, null]) {
      const bad = await t.call('order_rating/add', { order_item_id: done.itemId, stars }, buyer);
      expect(bad).toMatchObject({ status: false, message: '请选择 1–5 星评分' });
    }
    const long = await t.call(
      'order_rating/add',
      { order_item_id: done.itemId, stars: 3, comment: '好'.repeat(501) },
      buyer,
    );
    expect(long).toMatchObject({ status: false, message: '评价内容不能超过500个字' });
    expect((await t.call('order/afterService', { id: done.id }, buyer)).data.ratings).toEqual([]);
    expect((await t.call('order_rating/add', { order_item_id: done.itemId, stars: 3 })).status).toBe(-2);
    expect((await t.call('merchant_rating/reply', { id: 999_999, reply: '谢谢' }, lab)).message).toBe(
      '评价不存在',
    );
  });
});

describe('申请售后 on completed orders', () => {
  it('reaches the lab by letter, one open request at a time; the answer reaches the buyer', async () => {
    const o = await orderIn('completed');
    const asked = await t.call('order/afterSale', { id: o.id, reason: '报告中样品名称有误，请更正' }, buyer);
    expect(asked).toMatchObject({ status: true, data: { info: { status: 'open', order_no: o.orderNo } } });
    const twice = await t.call('order/afterSale', { id: o.id, reason: '再次提交同样的问题' }, buyer);
    expect(twice.message).toBe('该订单已有处理中的售后申请，请等待机构答复');
    const labLetters = await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, labOwner));
    expect(
      labLetters.some((l) => l.content.includes(o.orderNo) && l.link === '/merchant/rating?tab=aftersale'),
    ).toBe(true);

    const open = await t.call('merchant_after_sale/get', { status: 'open', limit: 50 }, lab);
    const row = open.data.list.find((r: { order_id: number }) => r.order_id === o.id);
    expect(row).toMatchObject({ reason: '报告中样品名称有误，请更正' });
    const answered = await t.call(
      'merchant_after_sale/reply',
      { id: row.id, reply: '已更正并重新出具报告' },
      lab,
    );
    expect(answered.data.info).toMatchObject({ status: 'answered', reply: '已更正并重新出具报告' });
    const letters = await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, buyerId));
    expect(
      letters.some((l) => l.link === `/home/order/detail?id=${o.id}` && l.content.includes('已更正')),
    ).toBe(true);
    // answered: the buyer may ask again
    expect(
      (await t.call('order/afterSale', { id: o.id, reason: '更正后的报告仍有一处笔误' }, buyer)).status,
    ).toBe(true);
  });

  it('is refused before completion, on another buyer’s order, and with a reason too short', async () => {
    const testing = await orderIn('testing');
    expect(
      (await t.call('order/afterSale', { id: testing.id, reason: '想咨询检测进度' }, buyer)).message,
    ).toBe('订单完成后才能评价或申请售后');
    const done = await orderIn('completed');
    expect((await t.call('order/afterSale', { id: done.id, reason: '别人的订单问题' }, buyer2)).status).toBe(
      false,
    );
    expect((await t.call('order/afterSale', { id: done.id, reason: '不好' }, buyer)).message).toBe(
      '售后原因至少5个字',
    );
    expect((await t.call('order/afterService', { id: done.id }, buyer)).data.after_sales).toEqual([]);
  });
});
