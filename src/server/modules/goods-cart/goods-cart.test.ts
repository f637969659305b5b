import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheOf } from '../../app';
import { accounts, goodsCart } from '../../db/schema';
import { DEMO, testAppForFile, tokensOf } from '../../test/test-app';

const t = testAppForFile();
let buyer: string;
let buyer2: string;
beforeAll(async () => ({ buyer, buyer2 } = await tokensOf(t, 'buyer', 'buyer2')));
beforeEach(async () => {
  await t.db.delete(goodsCart);
  // deleted behind the API's back: the carts it keeps go too
  await cacheOf(t.app)?.invalidate('cart');
});

const WATER = { goods_id: 1, service_content_id: 101, approval_logo_id: 171 };
const TRAINING = { goods_id: 57, sales_promotion_unit: 'spot_wages' };
const rows = () => t.db.select().from(goodsCart);

describe('goods_cart/add', () => {
  it('adds with the options and answers the CartItem, priced on the server', async () => {
    const answer = await t.call('goods_cart/add', { ...WATER, price: 0.01, total: 0.01 }, buyer);
    expect(answer.status).toBe(true);
    expect(answer.message).toBe('已加入购物车');
    expect(answer.data).toEqual({
      id: expect.any(Number),
      goods_id: 1,
      attribute: {
        service_content_id: 101,
        training_form_id: null,
        approval_logo_id: 171,
        sales_promotion_unit: null,
        quantity: 1,
      },
      price: 4000,
      remark: expect.stringContaining('加盖 CMA 章'),
      goodsInfo: {
        id: 1,
        name: expect.any(String),
        cover: expect.any(String),
        pictures: expect.any(Array),
        serviceContent: { id: 101, name: expect.any(String), price: 3800 },
        trainingForm: null,
        approvalLogo: { id: 171, name: '加盖 CMA 章', price: 200 },
        servicsInfo: { id: 1, name: '检验检测' },
        sales_promotion: null,
        merchant_id: expect.any(Number),
        merchant_name: expect.stringMatching(/\S/),
      },
    });
  });

  it('prices types 4 and 5 by the chosen promotion unit', async () => {
    const answer = await t.call('goods_cart/add', { ...TRAINING, price: 1 }, buyer);
    expect(answer.data).toMatchObject({ price: 1480, attribute: { sales_promotion_unit: 'spot_wages' } });
    expect(answer.data.goodsInfo.sales_promotion).toEqual({ online_wages: 880, spot_wages: 1480 });
  });

  it('keeps one item per combination: the second add answers the first item', async () => {
    const first = await t.call('goods_cart/add', WATER, buyer);
    const again = await t.call('goods_cart/add', { ...WATER, goods_id: '1' }, buyer);
    expect(again).toMatchObject({ status: true, message: '该服务已在购物车中', data: { id: first.data.id } });
    await t.call('goods_cart/add', { ...WATER, approval_logo_id: 172 }, buyer);
    expect(await rows()).toHaveLength(2);
  });

  it('refuses options of another goods, missing choices and foreign units, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ goods_id: 1, service_content_id: 201 }, '所选服务内容不存在'],
      [{ goods_id: 1, service_content_id: 101, approval_logo_id: 271 }, '所选认可标识不存在'],
      [{ goods_id: 1, approval_logo_id: 171 }, '请选择服务内容'],
      [
        { goods_id: 1, service_content_id: 101, sales_promotion_unit: 'spot_wages' },
        '该服务不支持所选购买方式',
      ],
      [{ goods_id: 57 }, '请选择购买方式'],
      [{ goods_id: 57, sales_promotion_unit: 'project_package_price' }, '所选购买方式不可用'],
      [{ goods_id: 57, sales_promotion_unit: 'free' }, '无效的购买方式'],
      [{ goods_id: 999999 }, '商品不存在'],
      [{}, '缺少商品ID'],
      [{ goods_id: 'one' }, '无效的商品ID'],
      [{ goods_id: 1, service_content_id: 'x' }, '无效的服务内容'],
      [{ goods_id: 1, service_content_id: 101, remark: 'x'.repeat(30_000) }, '输入内容过长'],
      [{ goods_id: 1, service_content_id: 101, note: 'a\u202eb' }, '输入内容包含非法字符'],
    ];
    for (const [payload, message] of cases) {
      expect(await t.call('goods_cart/add', payload, buyer)).toMatchObject({
        status: false,
        message,
        data: null,
      });
    }
    expect(await rows()).toEqual([]);
  });

  it('立即购买 (buy_now) settles one item without putting it in the cart; the next one replaces it', async () => {
    await t.call('goods_cart/add', WATER, buyer);
    const now = await t.call('goods_cart/add', { ...WATER, buy_now: true }, buyer);
    expect(now).toMatchObject({ status: true, message: '请确认订单', data: { goods_id: 1, price: 4000 } });
    // the cart still lists only what was put in it
    const cart = await t.call('goods_cart/get', { page: 1, limit: 9999 }, buyer);
    expect(cart.data.total).toBe(1);
    expect(cart.data.list.map((i: { id: number }) => i.id)).not.toContain(now.data.id);
    // the settlement reads it by id, as it is now
    const settle = await t.call('goods_cart/get', { ids: String(now.data.id), page: 1, limit: 100 }, buyer);
    expect(settle.data.list.map((i: { id: number }) => i.id)).toEqual([now.data.id]);
    // another buyer's ids read nothing
    expect((await t.call('goods_cart/get', { ids: String(now.data.id) }, buyer2)).data.list).toEqual([]);
    // the next 立即购买 replaces the unfinished one
    const next = await t.call('goods_cart/add', { ...TRAINING, buy_now: true }, buyer);
    expect((await rows()).filter((r) => r.buyNow).map((r) => r.id)).toEqual([next.data.id]);
    expect(await t.call('goods_cart/get', { ids: 'x' }, buyer)).toMatchObject({
      status: false,
      message: '无效的购物车ID',
    });
  });

  it('an add-on (单项加测 每项) takes a quantity and is priced by it; a package takes none', async () => {
    const info = (await t.call('goods/info', { id: 2 })).data.info;
    const option = (name: string) => info.serviceContent.find((o: { name: string }) => o.name === name).id;
    const addon = { goods_id: 2, service_content_id: option('单项加测（每项）') };
    const three = await t.call('goods_cart/add', { ...addon, quantity: 3 }, buyer);
    expect(three.data).toMatchObject({
      price: 360,
      attribute: { quantity: 3 },
      remark: '单项加测（每项） ×3',
    });
    // the same add-on again with another quantity: that quantity, one item
    const five = await t.call('goods_cart/add', { ...addon, quantity: 5 }, buyer);
    expect(five.data).toMatchObject({ id: three.data.id, price: 600, attribute: { quantity: 5 } });
    const updated = await t.call('goods_cart/update', { id: three.data.id, ...addon, quantity: 2 }, buyer);
    expect(updated.data).toMatchObject({ price: 240, attribute: { quantity: 2 } });
    expect(
      await t.call(
        'goods_cart/add',
        { goods_id: 2, service_content_id: option('基础 8 项'), quantity: 2 },
        buyer,
      ),
    ).toMatchObject({ status: false, message: '只有单项加测等按项计价的内容可以选择数量' });
    for (const quantity of [100, -1, 'x']) {
      expect((await t.call('goods_cart/add', { ...addon, quantity }, buyer)).status).toBe(false);
    }
    expect((await rows()).map((r) => r.quantity)).toEqual([2]);
  });

  it('caps a cart at 100 items', async () => {
    const [me] = await t.db.select().from(accounts).where(eq(accounts.mobile, DEMO.buyer.mobile));
    await t.db
      .insert(goodsCart)
      .values(
        Array.from({ length: 100 }, (_, i) => ({ userId: me!.id, goodsId: 2, comboKey: `filler-${i}` })),
      );
    const answer = await t.call('goods_cart/add', WATER, buyer);
    expect(answer.status).toBe(false);
    expect(answer.message).toContain('100');
    expect(await rows()).toHaveLength(100);
  });

  it('is for buyers only: merchants, experts and visitors get -2', async () => {
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      expect((await t.call('goods_cart/add', WATER, token)).status).toBe(-2);
    }
    expect((await t.call('goods_cart/add', WATER)).status).toBe(-2);
    expect(await rows()).toEqual([]);
  });
});

describe('goods_cart/get, update, delete, clear', () => {
  it('lists the caller’s items newest first with the fetch-all limit', async () => {
    await t.call('goods_cart/add', WATER, buyer);
    await t.call('goods_cart/add', TRAINING, buyer);
    await t.call('goods_cart/add', TRAINING, buyer2);
    const list = await t.call('goods_cart/get', { page: 1, limit: 9999 }, buyer);
    expect(list.data).toMatchObject({ total: 2, page: 1, limit: 9999 });
    expect(list.data.list.map((i: { goods_id: number }) => i.goods_id)).toEqual([57, 1]);
    expect(list.data.list.reduce((sum: number, i: { price: number }) => sum + i.price, 0)).toBe(5480);
  });

  it('names each item’s lab, so the cart groups by lab', async () => {
    await t.call('goods_cart/add', WATER, buyer);
    await t.call('goods_cart/add', TRAINING, buyer);
    const list = await t.call('goods_cart/get', { page: 1, limit: 9999 }, buyer);
    for (const item of list.data.list) {
      expect(item.goodsInfo).toMatchObject({
        merchant_id: expect.any(Number),
        merchant_name: expect.stringMatching(/\S/),
      });
    }
  });

  it('updates an item’s options and reprices it', async () => {
    const { data } = await t.call('goods_cart/add', WATER, buyer);
    const answer = await t.call(
      'goods_cart/update',
      { id: data.id, service_content_id: 102, price: 1 },
      buyer,
    );
    expect(answer).toMatchObject({ status: true, message: '修改成功', data: { id: data.id, price: 1980 } });
    expect(answer.data.attribute.approval_logo_id).toBeNull();
    const other = await t.call('goods_cart/add', WATER, buyer);
    expect(
      (await t.call('goods_cart/update', { id: other.data.id, service_content_id: 102 }, buyer)).status,
    ).toBe(false);
    expect((await t.call('goods_cart/update', { id: data.id, service_content_id: 201 }, buyer)).message).toBe(
      '所选服务内容不存在',
    );
  });

  it('deletes one item and clears the cart', async () => {
    const a = await t.call('goods_cart/add', WATER, buyer);
    await t.call('goods_cart/add', TRAINING, buyer);
    expect(await t.call('goods_cart/delete', { id: a.data.id }, buyer)).toMatchObject({
      status: true,
      message: '删除成功',
    });
    expect((await t.call('goods_cart/delete', { id: a.data.id }, buyer)).message).toBe('购物车中没有该服务');
    expect(await t.call('goods_cart/clear', {}, buyer)).toMatchObject({
      status: true,
      message: '购物车已清空',
    });
    expect((await t.call('goods_cart/get', {}, buyer)).data.total).toBe(0);
  });

  it('treats another buyer’s item exactly like a missing one', async () => {
    const mine = await t.call('goods_cart/add', WATER, buyer);
    const missing = await t.call('goods_cart/delete', { id: 999999 }, buyer2);
    const foreign = await t.call('goods_cart/delete', { id: mine.data.id }, buyer2);
    expect(foreign).toEqual(missing);
    const foreignUpdate = await t.call(
      'goods_cart/update',
      { id: mine.data.id, service_content_id: 102 },
      buyer2,
    );
    expect(foreignUpdate).toEqual(
      await t.call('goods_cart/update', { id: 999999, service_content_id: 102 }, buyer2),
    );
    await t.call('goods_cart/clear', {}, buyer2);
    expect((await t.call('goods_cart/get', {}, buyer2)).data.list).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ id: mine.data.id, serviceContentId: 101 });
  });
});
