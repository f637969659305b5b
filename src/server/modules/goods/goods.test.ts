import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods } from '../../db/schema';
import { testAppForFile } from '../../test/test-app';

const t = testAppForFile();

type Item = {
  id: number;
  servics_id: number;
  merchant_id: number;
  category_id: number;
  name: string;
  min_price: number;
};

describe('goods/get', () => {
  it('lists goods with servicsInfo and a min price', async () => {
    const answer = await t.call('goods/get', { limit: 10 });
    expect(answer.status).toBe(true);
    expect(answer.data.total).toBeGreaterThanOrEqual(60);
    expect(answer.data.list).toHaveLength(10);
    expect(answer.data.list[0]).toMatchObject({
      servicsInfo: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(answer.data.list.every((g: Item) => g.min_price > 0)).toBe(true);
  });

  it('filters by service type, merchant, category (with children) and recommended', async () => {
    const cert = await t.call('goods/get', { servics_id: 2, limit: 100 });
    expect(cert.data.list.every((g: Item) => g.servics_id === 2)).toBe(true);
    const shop = await t.call('goods/get', { merchant_id: 1, limit: 100 });
    expect(shop.data.list.every((g: Item) => g.merchant_id === 1)).toBe(true);
    const water = await t.call('goods/get', { category_id: 120, limit: 100 });
    expect(water.data.list.map((g: Item) => g.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(water.data.list.every((g: Item) => Math.floor(g.category_id / 10) === 12)).toBe(true);
    const rec = await t.call('goods/get', { recommended: 1, limit: 100 });
    expect(rec.data.total).toBeGreaterThan(0);
    expect(rec.data.total).toBeLessThan(cert.data.total + shop.data.total + 60);
  });

  it('finds goods by keyword in names, standards and synonyms, case-insensitively', async () => {
    const iso = await t.call('goods/get', { keyword: 'iso 9001', limit: 100 });
    expect(iso.data.list.map((g: Item) => g.id)).toEqual(expect.arrayContaining([26, 57, 67]));
    const std = await t.call('goods/get', { keyword: 'GB 5749-2022' });
    expect(std.data.list.map((g: Item) => g.id)).toContain(1);
    const synonym = await t.call('goods/get', { keyword: '自来水' });
    expect(synonym.data.list.map((g: Item) => g.id)).toContain(1);
    // `_` and `%` are literal: unescaped, `_` would match every goods
    const wildcard = await t.call('goods/get', { keyword: '_' });
    expect(wildcard.data.total).toBeLessThan(5);
  });

  it('refuses wrong-typed and oversized filters', async () => {
    expect((await t.call('goods/get', { servics_id: 'abc' })).message).toBe('无效的服务类型');
    expect((await t.call('goods/get', { keyword: '检'.repeat(51) })).message).toBe(
      '搜索关键词不能超过50个字',
    );
    expect((await t.call('goods/get', { recommended: 'maybe' })).status).toBe(false);
  });
});

describe('goods/info', () => {
  it('answers the detail with option arrays, servicsInfo and merchantInfo', async () => {
    const { status, data } = await t.call('goods/info', { id: 1 });
    expect(status).toBe(true);
    const info = data.info;
    expect(info).toMatchObject({ id: 1, servicsInfo: { id: 1, name: '检验检测' }, merchantInfo: { id: 1 } });
    expect(info.serviceContent[0]).toEqual({ id: 101, name: expect.any(String), price: 3800 });
    expect(info.trainingForm).toEqual([]);
    expect(info.approvalLogo.length).toBeGreaterThan(0);
    expect(info.sales_promotion).toBeNull();
    expect(info.sales_promotion_unit).toEqual([]);
  });

  it('gives training goods their promotion prices and units', async () => {
    const { data } = await t.call('goods/info', { id: 57 });
    expect(data.info.sales_promotion).toEqual({ online_wages: 880, spot_wages: 1480 });
    expect(data.info.sales_promotion_unit).toEqual(['online_wages', 'spot_wages']);
    expect(data.info.min_price).toBe(880);
  });

  it('answers 商品不存在 for unknown or off-sale goods, and names a bad id', async () => {
    expect(await t.call('goods/info', { id: 999999 })).toMatchObject({
      status: false,
      message: '商品不存在',
    });
    await t.db.update(goods).set({ status: 0 }).where(eq(goods.id, 77));
    expect((await t.call('goods/info', { id: 77 })).message).toBe('商品不存在');
    expect(
      (await t.call('goods/get', { limit: 100, category_id: 111 })).data.list.map((g: Item) => g.id),
    ).not.toContain(77);
    expect((await t.call('goods/info')).message).toBe('缺少商品ID');
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await t.call('goods/info', { id })).message).toBe('无效的商品ID');
    }
  });
});
