import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A view from one client address (the test app trusts X-Forwarded-For). */
const viewFrom = async (ip: string, payload: unknown) => {
  const res = await t.request('/api/goods/view', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(payload),
  });
  return body(res);
};
const views = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!.views;

describe('goods/view', () => {
  it('counts a view once per address and goods: reloads do not inflate it', async () => {
    const before = await views(2);
    expect(await viewFrom('10.1.0.1', { id: 2 })).toMatchObject({
      status: true,
      data: { counted: true, views: before + 1 },
    });
    for (let i = 0; i < 3; i++) {
      expect(await viewFrom('10.1.0.1', { id: 2 })).toMatchObject({ status: true, data: { counted: false } });
    }
    expect(await views(2)).toBe(before + 1);
    // another address counts, and the same address counts for another goods
    await viewFrom('10.1.0.2', { id: 2 });
    await viewFrom('10.1.0.1', { id: 3 });
    expect(await views(2)).toBe(before + 2);
  });

  it('needs no login and accepts logged-in callers too', async () => {
    const { token } = await t.loginAs('merchant');
    expect((await t.call('goods/view', { id: 4 }, token)).status).toBe(true);
  });

  it('refuses unknown, off-sale and bad ids without counting', async () => {
    expect(await viewFrom('10.1.0.3', { id: 999999 })).toMatchObject({
      status: false,
      message: '商品不存在',
    });
    await t.db.update(goods).set({ status: 0 }).where(eq(goods.id, 5));
    const before = await views(5);
    expect((await viewFrom('10.1.0.3', { id: 5 })).message).toBe('商品不存在');
    expect(await views(5)).toBe(before);
    await t.db.update(goods).set({ status: 1 }).where(eq(goods.id, 5));
    expect((await viewFrom('10.1.0.3', {})).message).toBe('缺少商品ID');
    for (const id of ['x', -1, 1.5, [1]]) {
      expect((await viewFrom('10.1.0.3', { id })).status).toBe(false);
    }
    const wrongMethod = await t.request('/api/goods/view?id=1');
    expect(wrongMethod.status).toBe(405);
  });
});

describe('goods_recommend/get', () => {
  type Item = { id: number; servics_id: number; merchant_id: number; servicsInfo: { id: number } };

  it('lists recommended goods only, optionally of one service type or shop', async () => {
    const all = await t.call('goods_recommend/get', { limit: 100 });
    expect(all.status).toBe(true);
    expect(all.data.total).toBeGreaterThan(0);
    const everything = await t.call('goods/get', { limit: 100 });
    expect(all.data.total).toBeLessThan(everything.data.total);
    const rec = await t.call('goods/get', { recommended: 1, limit: 100 });
    expect(all.data.list.map((g: Item) => g.id).sort()).toEqual(rec.data.list.map((g: Item) => g.id).sort());
    const type2 = await t.call('goods_recommend/get', { servics_id: 2, limit: 100 });
    expect(type2.data.list.length).toBeGreaterThan(0);
    expect(type2.data.list.every((g: Item) => g.servics_id === 2 && g.servicsInfo.id === 2)).toBe(true);
    const shop = await t.call('goods_recommend/get', { merchant_id: 1, limit: 100 });
    expect(shop.data.list.every((g: Item) => g.merchant_id === 1)).toBe(true);
  });

  it('refuses bad filters and caps the limit', async () => {
    expect((await t.call('goods_recommend/get', { servics_id: 'cert' })).message).toBe('无效的服务类型');
    expect((await t.call('goods_recommend/get', { page: 0 })).status).toBe(false);
    expect((await t.call('goods_recommend/get', { limit: 5000 })).data.limit).toBe(100);
  });
});

describe('goods/info content', () => {
  it('answers the rich-text detail sanitized', async () => {
    await t.db
      .update(goods)
      .set({
        content:
          '<h3>检测项目</h3><p onmouseover="x()">正文</p><script>steal()</script><a href="javascript:x()">a</a>',
      })
      .where(eq(goods.id, 6));
    const { data } = await t.call('goods/info', { id: 6 });
    expect(data.info.content).toContain('<h3>检测项目</h3>');
    expect(data.info.content).toContain('<p>正文</p>');
    expect(data.info.content).not.toMatch(/onmouseover|<script|steal|javascript:/);
  });
});
