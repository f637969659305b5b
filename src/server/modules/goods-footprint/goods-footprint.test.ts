import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsFootprint } from '../../db/schema';
import { CAPS } from '../../lib/caps';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let buyer: string;
let buyer2: string;
let buyerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.loginAs('buyer');
  buyer = login.token;
  buyerId = login.userInfo.id;
  buyer2 = (await t.loginAs('buyer2')).token;
});
afterAll(() => t.close());

type Entry = {
  id: number;
  goods_id: number;
  viewed_at: string;
  goodsInfo: { id: number; name: string } | null;
};
const mine = async (token: string): Promise<Entry[]> =>
  (await t.call('goods_footprint/get', { page: 1, limit: 9999 }, token)).data.list;
const ids = async (token: string) => (await mine(token)).map((e) => e.goods_id);

describe('goods_footprint/record and get', () => {
  it('records a view and lists it newest first with goodsInfo', async () => {
    for (const goods_id of [1, 2, 3]) {
      expect(await t.call('goods_footprint/record', { goods_id }, buyer)).toMatchObject({ status: true });
    }
    const list = await t.call('goods_footprint/get', { page: 1, limit: 9999 }, buyer);
    expect(list.data).toMatchObject({ total: 3, page: 1, limit: 9999 });
    expect(list.data.list.map((e: Entry) => e.goods_id)).toEqual([3, 2, 1]);
    expect(list.data.list[0]).toMatchObject({
      goods_id: 3,
      viewed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      goodsInfo: { id: 3, name: expect.any(String), servicsInfo: { id: expect.any(Number) } },
    });
  });

  it('keeps one row per goods and moves a repeat view to the top', async () => {
    await t.call('goods_footprint/record', { goods_id: '1' }, buyer);
    expect(await ids(buyer)).toEqual([1, 3, 2]);
  });

  it('pages the list', async () => {
    const page2 = await t.call('goods_footprint/get', { page: 2, limit: 2 }, buyer);
    expect(page2.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.data.list.map((e: Entry) => e.goods_id)).toEqual([2]);
  });

  it('shows a goods that went off sale without details', async () => {
    await t.call('goods_footprint/record', { goods_id: 9 }, buyer);
    await t.db.update(goods).set({ status: 0 }).where(eq(goods.id, 9));
    expect((await mine(buyer))[0]).toMatchObject({ goods_id: 9, goodsInfo: null });
    await t.db.update(goods).set({ status: 1 }).where(eq(goods.id, 9));
  });

  it('keeps each buyer’s footprints to themselves', async () => {
    expect(await ids(buyer2)).toEqual([]);
    await t.call('goods_footprint/record', { goods_id: 4 }, buyer2);
    expect(await ids(buyer2)).toEqual([4]);
    expect(await ids(buyer)).not.toContain(4);
    // another buyer's clear (all, or naming my goods) leaves mine alone
    await t.call('goods_footprint/clear', { goods_id: 1 }, buyer2);
    await t.call('goods_footprint/clear', {}, buyer2);
    expect(await ids(buyer)).toContain(1);
    expect(await ids(buyer2)).toEqual([]);
  });

  it('caps the list: past the cap the oldest are dropped, recording never fails', async () => {
    // the demo catalogue is smaller than the cap: add goods enough to pass it
    const extra = await t.db
      .insert(goods)
      .values(
        Array.from({ length: CAPS.footprint + 2 }, (_, i) => ({
          merchantId: 1,
          servicsId: 1,
          name: `足迹上限测试服务 ${i}`,
        })),
      )
      .returning({ id: goods.id });
    await t.db.delete(goodsFootprint).where(eq(goodsFootprint.userId, buyerId));
    const old = Date.now() - 86_400_000;
    await t.db.insert(goodsFootprint).values(
      extra.slice(0, CAPS.footprint).map((g, i) => ({
        userId: buyerId,
        goodsId: g.id,
        viewedAt: new Date(old + i * 1000),
      })),
    );
    const count = async () =>
      (await t.db.select().from(goodsFootprint).where(eq(goodsFootprint.userId, buyerId))).length;
    expect(await count()).toBe(CAPS.footprint);
    // a repeat view at the cap drops nothing
    await t.call('goods_footprint/record', { goods_id: extra[5]!.id }, buyer);
    expect(await count()).toBe(CAPS.footprint);
    expect((await ids(buyer)).includes(extra[0]!.id)).toBe(true);
    // new goods at the cap: recorded on top, the oldest (extra[0], then extra[1]) dropped
    for (const g of extra.slice(CAPS.footprint)) {
      expect((await t.call('goods_footprint/record', { goods_id: g.id }, buyer)).status).toBe(true);
    }
    expect(await count()).toBe(CAPS.footprint);
    const now = await ids(buyer);
    expect(now.slice(0, 3)).toEqual([extra[CAPS.footprint + 1]!.id, extra[CAPS.footprint]!.id, extra[5]!.id]);
    expect(now).not.toContain(extra[0]!.id);
    expect(now).not.toContain(extra[1]!.id);
    expect(now).toContain(extra[2]!.id);
  });
});

describe('goods_footprint/clear', () => {
  it('clears one goods, then all', async () => {
    await t.call('goods_footprint/record', { goods_id: 5 }, buyer);
    await t.call('goods_footprint/record', { goods_id: 6 }, buyer);
    expect(await t.call('goods_footprint/clear', { goods_id: 5 }, buyer)).toMatchObject({
      status: true,
      message: '已删除该足迹',
      data: { count: 1 },
    });
    expect(await ids(buyer)).not.toContain(5);
    expect(await t.call('goods_footprint/clear', {}, buyer)).toMatchObject({
      status: true,
      message: '已清空浏览足迹',
    });
    expect(await ids(buyer)).toEqual([]);
  });
});

describe('goods_footprint refusals', () => {
  it('refuses unknown goods and bad ids, changing nothing', async () => {
    const before = await t.db.select().from(goodsFootprint);
    expect(await t.call('goods_footprint/record', { goods_id: 999999 }, buyer)).toMatchObject({
      status: false,
      message: '商品不存在',
    });
    expect((await t.call('goods_footprint/record', {}, buyer)).message).toBe('缺少商品ID');
    for (const goods_id of ['x', -3, 1.5, [1], { id: 1 }, '1\u0000']) {
      expect((await t.call('goods_footprint/record', { goods_id }, buyer)).status).toBe(false);
    }
    expect((await t.call('goods_footprint/clear', { goods_id: 'abc' }, buyer)).message).toBe('无效的商品ID');
    expect((await t.call('goods_footprint/get', { limit: 'lots' }, buyer)).status).toBe(false);
    expect(await t.db.select().from(goodsFootprint)).toEqual(before);
  });

  it('is for buyers only: visitors, merchants and experts get -2', async () => {
    expect((await t.call('goods_footprint/record', { goods_id: 1 })).status).toBe(-2);
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      expect((await t.call('goods_footprint/get', {}, token)).status).toBe(-2);
      expect((await t.call('goods_footprint/record', { goods_id: 1 }, token)).status).toBe(-2);
      expect((await t.call('goods_footprint/clear', {}, token)).status).toBe(-2);
    }
  });
});
