import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { goods, goodsCart, merchants, seekHelpQuotes, seekHelps, siteLetters, zones } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { registerLab } from '../merchant-center/merchant.test-helpers';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { chinaToday } from '../seek-help/seek-help.service';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), { clear: [goodsCart, seekHelpQuotes, seekHelps] });

let labA: string;
let labB: string;
let labAMerchant: number;
beforeAll(async () => {
  labA = (await t.loginAs('merchant')).token;
  const b = await registerLab(t, '13900000071', 71, '丙方检测实验室有限公司');
  labB = b.token;
  await t.db.update(merchants).set({ status: 1 }).where(eq(merchants.id, b.merchantId));
  labAMerchant = (await t.call('merchant_center/info', {}, labA)).data.info.merchant_id;
});

const TITLE = '锂电池 UN38.3 运输鉴定检测';
async function postDemand(servics_id = 1, token = b1.token): Promise<number> {
  const [province] = await t.db.select().from(zones).where(eq(zones.level, 1)).limit(1);
  const added = await t.call(
    'seek_help/add',
    {
      title: servics_id === 1 ? TITLE : '企业内审员培训',
      servics_id,
      subject: 'UN38.3',
      province_code: province!.code,
      deadline: chinaToday(new Date(Date.now() + 10 * 86_400_000)),
      content: '18650 锂电池组，空运出口。\n需要 UN38.3 测试报告和运输鉴定书。',
      contact_name: '王芳',
      contact_mobile: '13912345678',
    },
    token,
  );
  if (added.status !== true) throw new Error(added.message);
  return added.data.id;
}
const quoteOn = async (demand: number, token: string, price: string | number = '4800.50') =>
  (await t.call('seek_help_quote/add', { seek_help_id: demand, price, days: 7, note: '含运输鉴定书' }, token))
    .data.id as number;
const accept = (id: number, token = b1.token, extra: Record<string, unknown> = {}) =>
  t.call('seek_help_quote/accept', { id, ...extra }, token);

let demand: number;
beforeEach(async () => {
  demand = await postDemand();
});

describe('seek_help_quote/accept: a quote becomes a private order', () => {
  it('makes a private service priced by the quote row, in the poster’s cart; the order reaches the lab', async () => {
    const q = await quoteOn(demand, labA);
    // a forged price is ignored: the quote row prices it
    const r = await accept(q, b1.token, { price: 0.01 });
    expect(r).toMatchObject({ status: true, message: '已接受报价，请确认订单' });
    const { goods_id, cart_id } = r.data;
    const [g] = await t.db.select().from(goods).where(eq(goods.id, goods_id));
    expect(g).toMatchObject({
      status: GOODS_STATUS_CODE.private,
      privateBuyerId: b1.userId,
      merchantId: labAMerchant,
      minPriceFen: 480050,
      name: `${TITLE}（需求定制）`,
      turnaroundDays: 7,
    });
    const cart = await t.call('goods_cart/get', { page: 1, limit: 9999 }, b1.token);
    const item = cart.data.list.find((i: { id: number }) => i.id === cart_id);
    expect(item).toMatchObject({ price: 4800.5, goodsInfo: { merchant_id: labAMerchant } });
    // the poster sees the accepted quote; the demand is closed; the lab got a letter
    const quotes = await t.call('seek_help_quote/get', { seek_help_id: demand }, b1.token);
    expect(quotes.data.list[0]).toMatchObject({ accepted: true, accepted_goods_id: goods_id });
    expect((await t.call('seek_help/info', { id: demand })).data.info.status).toBe('closed');
    const letters = await t.db.select().from(siteLetters).where(eq(siteLetters.title, '您的报价已被接受'));
    expect(letters.length).toBeGreaterThan(0);
    // the buyer sees the service; the normal path makes the order; the lab lists it
    expect((await t.call('goods/info', { id: goods_id }, b1.token)).data.info.name).toBe(g!.name);
    const order = await t.call('order/create', { cart_ids: [cart_id], address_id: b1.addressId }, b1.token);
    expect(order.status, order.message).toBe(true);
    const info = await t.call('order/info', { id: order.data.id }, b1.token);
    expect(Number(info.data.info.goods_amount ?? info.data.info.total_amount)).toBe(4800.5);
    const labOrders = await t.call('merchant_order/get', { page: 1, limit: 50 }, labA);
    expect(labOrders.data.list.map((o: { id: number }) => o.id)).toContain(order.data.id);
  });

  it('nobody else sees or buys it: not another buyer, not search, shop lists, visitors or lab B', async () => {
    const q = await quoteOn(demand, labA);
    const { goods_id } = (await accept(q)).data;
    expect(await t.call('goods/info', { id: goods_id }, b2.token)).toMatchObject({
      status: false,
      message: '商品不存在',
    });
    expect((await t.call('goods/info', { id: goods_id })).status).toBe(false);
    expect(await t.call('goods_cart/add', { goods_id, service_content_id: 1 }, b2.token)).toMatchObject({
      status: false,
      message: '商品不存在',
    });
    for (const keyword of [TITLE, '需求定制', 'UN38.3']) {
      const found = await t.call('search/goods', { keyword, page: 1, limit: 100 });
      expect(found.data.list.map((x: { id: number }) => x.id)).not.toContain(goods_id);
    }
    const shop = await t.call('goods/get', { merchant_id: labAMerchant, page: 1, limit: 100 });
    expect(shop.data.list.map((x: { id: number }) => x.id)).not.toContain(goods_id);
    expect((await t.call('merchant_goods/info', { id: goods_id }, labB)).status).toBe(false);
    // the lab sees it among its services as 专属服务 and cannot edit, shelve or delete it
    const own = await t.call('merchant_goods/info', { id: goods_id }, labA);
    expect(own.data.info).toMatchObject({ state: 'private', state_label: '专属服务' });
    for (const id of ['merchant_goods/shelf', 'merchant_goods/submit', 'merchant_goods/delete'] as const)
      expect((await t.call(id, { id: goods_id }, labA)).status).toBe(false);
    expect((await t.db.select().from(goods).where(eq(goods.id, goods_id)))[0]!.status).toBe(
      GOODS_STATUS_CODE.private,
    );
  });

  it('once only: a quote twice, a second quote of the same demand, and the lab changing it are refused', async () => {
    const before = (await t.db.select().from(goods).where(eq(goods.privateBuyerId, b1.userId))).length;
    const qa = await quoteOn(demand, labA);
    const qb = await quoteOn(demand, labB, 5200);
    expect((await accept(qa)).status).toBe(true);
    expect(await accept(qa)).toMatchObject({
      status: false,
      message: '该报价已接受，请在购物车或订单中查看',
    });
    expect(await accept(qb)).toMatchObject({ status: false, message: '该需求已接受其他机构的报价' });
    const change = await t.call('seek_help_quote/add', { seek_help_id: demand, price: 1, days: 1 }, labA);
    expect(change.status).toBe(false);
    expect((await t.db.select().from(goods).where(eq(goods.privateBuyerId, b1.userId))).length).toBe(
      before + 1,
    );
  });

  it('two clicks at once: one private service, one cart item, one refusal', async () => {
    const q = await quoteOn(demand, labA);
    const answers = await Promise.all([accept(q), accept(q)]);
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect(answers.filter((a) => a.status === false)[0]?.message).toBe(
      '该报价已接受，请在购物车或订单中查看',
    );
    const made = await t.db.select().from(seekHelpQuotes).where(eq(seekHelpQuotes.id, q));
    const cart = await t.db.select().from(goodsCart).where(eq(goodsCart.goodsId, made[0]!.acceptedGoodsId!));
    expect(cart).toHaveLength(1);
  });

  it('only the poster: another buyer, a lab, an expert and a visitor get nothing; bad ids are clear', async () => {
    const q = await quoteOn(demand, labA);
    expect(await accept(q, b2.token)).toMatchObject({ status: false, message: '报价不存在' });
    expect((await accept(q, labA)).status).toBe(-2);
    expect((await accept(q, (await t.loginAs('expert')).token)).status).toBe(-2);
    expect((await t.call('seek_help_quote/accept', { id: q })).status).toBe(-2);
    expect(await accept(999_999)).toMatchObject({ status: false, message: '报价不存在' });
    expect(await t.call('seek_help_quote/accept', {}, b1.token)).toMatchObject({
      status: false,
      message: '缺少报价',
    });
    expect(await t.call('seek_help_quote/accept', { id: 'x' }, b1.token)).toMatchObject({
      status: false,
      message: '无效的报价',
    });
    expect(await t.db.select().from(goods).where(eq(goods.privateBuyerId, b2.userId))).toEqual([]);
    expect((await t.db.select().from(seekHelpQuotes))[0]!.acceptedAt).toBeNull();
  });

  it('a training demand is priced as a package (types 4 and 5 price by sales_promotion)', async () => {
    const d = await postDemand(4);
    const q = await quoteOn(d, labA, 9800);
    // the buyer's cart was read before (the header's mini cart): the accepted quote still shows
    await t.call('goods_cart/get', { page: 1, limit: 9999 }, b1.token);
    const r = await accept(q);
    expect(r.status, r.message).toBe(true);
    const cart = await t.call('goods_cart/get', { page: 1, limit: 9999 }, b1.token);
    const item = cart.data.list.find((i: { id: number }) => i.id === r.data.cart_id);
    expect(item).toMatchObject({ price: 9800 });
    expect(item.attribute.sales_promotion_unit).toBe('project_package_price');
  });
});
