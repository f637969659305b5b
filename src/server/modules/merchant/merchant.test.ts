import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('merchant/get', () => {
  it('lists shops with a goods count and filters by keyword', async () => {
    const all = await t.call('merchant/get', { limit: 100 });
    expect(all.data.total).toBeGreaterThanOrEqual(8);
    expect(all.data.list[0]).toMatchObject({
      id: 1,
      org_name: expect.any(String),
      goods_count: expect.any(Number),
    });
    const found = await t.call('merchant/get', { keyword: '中研' });
    expect(found.data.list.map((m: { id: number }) => m.id)).toContain(1);
  });
});

describe('merchant/info and merchant_style/info', () => {
  it('answers ShopInfo with navInfos from the shop style', async () => {
    const { status, data } = await t.call('merchant/info', { id: 1 });
    expect(status).toBe(true);
    expect(data.info).toMatchObject({ id: 1, org_name: expect.any(String), fans: expect.any(Number) });
    expect(data.info.navInfos).toEqual([
      { id: 1, name: '检验检测' },
      { id: 2, name: '问答' },
      { id: 5, name: '企业动态' },
      { id: 6, name: '质量控制' },
    ]);
  });

  it('answers the shop style by merchant_id', async () => {
    const { data } = await t.call('merchant_style/info', { merchant_id: 1 });
    expect(data.info).toMatchObject({
      merchant_id: 1,
      banner: expect.any(String),
      theme_color: expect.any(String),
    });
  });

  it('covers nav items 1–6 across all shops', async () => {
    const ids = new Set<number>();
    const all = await t.call('merchant/get', { limit: 100 });
    for (const m of all.data.list) {
      for (const nav of (await t.call('merchant/info', { id: m.id })).data.info.navInfos) ids.add(nav.id);
    }
    expect([...ids].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers 店铺不存在 for unknown shops and names bad ids', async () => {
    expect(await t.call('merchant/info', { id: 9999 })).toMatchObject({
      status: false,
      message: '店铺不存在',
    });
    expect((await t.call('merchant_style/info', { merchant_id: 9999 })).message).toBe('店铺不存在');
    expect((await t.call('merchant_style/info', { id: 1 })).message).toBe('缺少店铺ID');
    expect((await t.call('merchant/info', { id: 'x' })).message).toBe('无效的店铺ID');
  });
});
