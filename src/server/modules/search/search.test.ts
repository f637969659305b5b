import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('search/get (hot words)', () => {
  it('lists goods hot words by default as {id, keyword}', async () => {
    const answer = await t.call('search/get', { page: 1, limit: 20 });
    expect(answer.status).toBe(true);
    expect(answer.data).toMatchObject({ page: 1, limit: 20, total: expect.any(Number) });
    expect(answer.data.list.length).toBeGreaterThan(5);
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(['id', 'keyword']);
  });

  it('filters by type and pages', async () => {
    const goods = await t.call('search/get', { type: 'goods', limit: 100 });
    const merchant = await t.call('search/get', { type: 'merchant', limit: 100 });
    const goodsWords = goods.data.list.map((w: { keyword: string }) => w.keyword);
    expect(merchant.data.list.some((w: { keyword: string }) => goodsWords.includes(w.keyword))).toBe(false);
    const page2 = await t.call('search/get', { type: 'goods', page: 2, limit: 2 });
    expect(page2.data.list).toEqual(goods.data.list.slice(2, 4));
  });

  it('refuses an unknown type', async () => {
    expect(await t.call('search/get', { type: 'orders' })).toMatchObject({
      status: false,
      message: '无效的搜索类型',
    });
  });
});
