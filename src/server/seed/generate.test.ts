import { and, eq, gt, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, goodsSearch } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { generateGoods } from './generate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastGoodsId = async () =>
  (await t.db.select({ max: sql<number>`max(${goods.id})` }).from(goods))[0]!.max;

describe('generateGoods (seed --goods N)', () => {
  it('adds goods with their options and index rows, found by search', async () => {
    const before = await lastGoodsId();
    const isoBefore = (await t.call('search/goods', { keyword: 'ISO 9001', limit: 1 })).data.total;
    await generateGoods(t.db, 2_500);

    expect(await t.db.$count(goods, gt(goods.id, before))).toBe(2_500);
    expect(await t.db.$count(goodsSearch, gt(goodsSearch.goodsId, before))).toBe(2_500);
    // every new goods is indexed from its own text, with its options
    const unindexed = await t.db
      .select({ id: goods.id })
      .from(goods)
      .leftJoin(goodsSearch, eq(goodsSearch.goodsId, goods.id))
      .where(
        and(
          gt(goods.id, before),
          or(isNull(goodsSearch.goodsId), ne(goodsSearch.sourceText, goods.searchText)),
        ),
      );
    expect(unindexed).toEqual([]);
    const options = t.db
      .select({ id: goodsOptions.id })
      .from(goodsOptions)
      .where(eq(goodsOptions.goodsId, goods.id));
    const optionless = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(gt(goods.id, before), ne(goods.servicsId, 5), notExists(options)));
    expect(optionless).toEqual([]);

    const iso = await t.call('search/goods', { keyword: 'ISO 9001', limit: 20 });
    expect(iso.data.total).toBeGreaterThan(isoBefore);
    const generated = iso.data.list.filter((g: { id: number }) => g.id > before);
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.every((g: { name: string }) => g.name.includes('ISO 9001'))).toBe(true);
  });

  it('makes the same catalogue for the same N', async () => {
    const rows = async (from: number) =>
      (
        await t.db
          .select({ name: goods.name, merchantId: goods.merchantId, minPriceFen: goods.minPriceFen })
          .from(goods)
          .where(gt(goods.id, from))
          .orderBy(goods.id)
      ).map((g) => JSON.stringify(g));
    const first = await lastGoodsId();
    await generateGoods(t.db, 30);
    const second = await lastGoodsId();
    await generateGoods(t.db, 30);
    const once = await rows(first);
    expect(once).toHaveLength(60);
    expect(once.slice(30)).toEqual(once.slice(0, 30));
    expect(await t.db.$count(goodsSearch, gt(goodsSearch.goodsId, second))).toBe(30);
    const [one] = await t.db
      .select()
      .from(goodsSearch)
      .where(eq(goodsSearch.goodsId, second + 1));
    expect(one!.nameTokens.length).toBeGreaterThan(0);
  });
});
