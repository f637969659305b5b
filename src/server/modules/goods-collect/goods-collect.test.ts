import { beforeAll, describe, expect, it } from 'vitest';
import { goodsCollect } from '../../db/schema';
import { testAppForFile, tokensOf } from '../../test/test-app';

const t = testAppForFile();
let buyer: string;
let buyer2: string;
beforeAll(async () => ({ buyer, buyer2 } = await tokensOf(t, 'buyer', 'buyer2')));

const ids = async (token: string) =>
  (await t.call('goods_collect/get', { page: 1, limit: 9999 }, token)).data.list.map(
    (i: { goods_id: number }) => i.goods_id,
  );

describe('goods_collect', () => {
  it('collects, lists (fetch-all limit 9999) and uncollects', async () => {
    expect(await t.call('goods_collect/collect', { goods_id: 3 }, buyer)).toMatchObject({
      status: true,
      message: '收藏成功',
    });
    expect(await t.call('goods_collect/collect', { goods_id: '5' }, buyer)).toMatchObject({ status: true });
    const list = await t.call('goods_collect/get', { page: 1, limit: 9999 }, buyer);
    expect(list.data).toMatchObject({ total: 2, page: 1, limit: 9999 });
    expect(list.data.list[0]).toMatchObject({ id: expect.any(Number), goods_id: 5, goodsInfo: { id: 5 } });
    expect(await t.call('goods_collect/unCollect', { goods_id: 3 }, buyer)).toMatchObject({
      status: true,
      message: '已取消收藏',
    });
    expect(await ids(buyer)).toEqual([5]);
  });

  it('is idempotent and keeps one row per goods', async () => {
    await t.call('goods_collect/collect', { goods_id: 7 }, buyer);
    await t.call('goods_collect/collect', { goods_id: 7 }, buyer);
    expect((await ids(buyer)).filter((id: number) => id === 7)).toHaveLength(1);
  });

  it('keeps each buyer’s list to themselves', async () => {
    expect(await ids(buyer2)).toEqual([]);
    await t.call('goods_collect/unCollect', { goods_id: 5 }, buyer2);
    expect(await ids(buyer)).toContain(5);
  });

  it('refuses unknown goods and bad ids, changing nothing', async () => {
    const before = await t.db.select().from(goodsCollect);
    expect(await t.call('goods_collect/collect', { goods_id: 999999 }, buyer)).toMatchObject({
      status: false,
      message: '商品不存在',
    });
    for (const goods_id of [null, 'x', -3, 1.5, [1], { id: 1 }, 'x'.repeat(10_000), '1\u0000']) {
      expect((await t.call('goods_collect/collect', { goods_id }, buyer)).status).toBe(false);
    }
    expect(await t.db.select().from(goodsCollect)).toEqual(before);
  });

  it('is for buyers only: merchants and experts get -2', async () => {
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      expect((await t.call('goods_collect/get', {}, token)).status).toBe(-2);
      expect((await t.call('goods_collect/collect', { goods_id: 1 }, token)).status).toBe(-2);
    }
  });
});
