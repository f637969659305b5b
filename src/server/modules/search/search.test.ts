import { eq, inArray, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { accounts, goods, goodsSearch, merchants } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { checkUnderWay, keepIndexFresh, reindexChanged, reindexGoods, reindexStale } from './index/maintain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Hit = { id: number; sales: number; min_price: number; servics_id: number; highlights: string[] };
const ids = (list: Hit[]) => list.map((g) => g.id);

describe('search/get (hot words)', () => {
  it('lists goods hot words by default as {id, keyword}', async () => {
    const answer = await t.call('search/get', { page: 1, limit: 20 });
    expect(answer.status).toBe(true);
    expect(answer.data).toMatchObject({ page: 1, limit: 20, total: expect.any(Number) });
    expect(answer.data.list.length).toBeGreaterThan(5);
    expect(Object.keys(answer.data.list[0]).sort()).toEqual(['id', 'keyword']);
  });

  it('filters by type and pages', async () => {
    const goodsWords = await t.call('search/get', { type: 'goods', limit: 100 });
    const merchant = await t.call('search/get', { type: 'merchant', limit: 100 });
    const words = goodsWords.data.list.map((w: { keyword: string }) => w.keyword);
    expect(merchant.data.list.some((w: { keyword: string }) => words.includes(w.keyword))).toBe(false);
    const page2 = await t.call('search/get', { type: 'goods', page: 2, limit: 2 });
    expect(page2.data.list).toEqual(goodsWords.data.list.slice(2, 4));
  });

  it('refuses an unknown type', async () => {
    expect(await t.call('search/get', { type: 'orders' })).toMatchObject({
      status: false,
      message: '无效的搜索类型',
    });
  });
});

describe('search/goods', () => {
  it('answers goods with the shop, standards and the words to mark', async () => {
    const answer = await t.call('search/goods', { keyword: 'GB 5749' });
    expect(answer).toMatchObject({ status: true, data: { page: 1, limit: 20, total: 2 } });
    const first = answer.data.list[0];
    expect(first).toMatchObject({
      id: 1,
      servicsInfo: { id: 1, name: '检验检测' },
      merchantInfo: { id: 1, org_name: expect.stringContaining('中研检测') },
      standards: expect.arrayContaining(['GB 5749-2022']),
      min_price: expect.any(Number),
    });
    expect(first.highlights).toContain('GB 5749-2022');
  });

  it('pages through one stable order', async () => {
    const all = await t.call('search/goods', { keyword: '检测', limit: 6 });
    const p1 = await t.call('search/goods', { keyword: '检测', page: 1, limit: 3 });
    const p2 = await t.call('search/goods', { keyword: '检测', page: 2, limit: 3 });
    expect([...ids(p1.data.list), ...ids(p2.data.list)]).toEqual(ids(all.data.list));
    expect(p2.data).toMatchObject({ page: 2, limit: 3, total: all.data.total });
    const past = await t.call('search/goods', { keyword: '检测', page: 999, limit: 3 });
    expect(past.data).toMatchObject({ list: [], total: all.data.total });
    expect((await t.call('search/goods', { keyword: '检测', limit: 500 })).data.limit).toBe(100);
  });

  it('filters by service type and sorts by sales and price', async () => {
    const type2 = await t.call('search/goods', { keyword: 'ISO 9001', servics_id: 2 });
    expect(type2.data.list.length).toBeGreaterThan(0);
    expect(type2.data.list.every((g: Hit) => g.servics_id === 2)).toBe(true);
    const bySales = (await t.call('search/goods', { keyword: '检测', sort: 'sales', limit: 30 })).data.list;
    expect(bySales.map((g: Hit) => g.sales)).toEqual(
      bySales.map((g: Hit) => g.sales).sort((a: number, b: number) => b - a),
    );
    const cheap = (await t.call('search/goods', { keyword: '校准', sort: 'price_asc', limit: 30 })).data.list;
    const prices = cheap.map((g: Hit) => g.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = (await t.call('search/goods', { keyword: '校准', sort: 'price_desc', limit: 30 })).data.list;
    expect(dear.map((g: Hit) => g.min_price)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('shows what has most of the words when nothing has all of them', async () => {
    const answer = await t.call('search/goods', { keyword: '水质 火箭发动机' });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(ids(answer.data.list)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('answers an empty list for words nobody sells', async () => {
    expect(await t.call('search/goods', { keyword: '火箭发动机' })).toMatchObject({
      status: true,
      data: { list: [], total: 0 },
    });
  });

  it.each([
    ['punctuation only', '！？。，…!!!'],
    ['emoji', '😀🔥🧪'],
    ['SQL', "' OR 1=1 --"],
    ['SQL 2', '"; DROP TABLE goods; --'],
    ['LIKE wildcards', '%_%'],
    ['regex', '.*(['],
    ['HTML', '<script>alert(1)</script>'],
  ])('odd input (%s) is an empty list, never an error', async (_, keyword) => {
    const answer = await t.call('search/goods', { keyword });
    expect(answer.http).toBe(200);
    expect(answer).toMatchObject({ status: true, data: { list: [], total: 0 } });
    expect((await t.call('search/merchant', { keyword })).status).toBe(true);
  });

  it.each([
    ['no keyword', {}, '请输入搜索关键词'],
    ['blank', { keyword: '   ' }, '请输入搜索关键词'],
    ['too long', { keyword: '检'.repeat(51) }, '搜索关键词不能超过50个字'],
    ['far too long', { keyword: 'x'.repeat(25_000) }, '输入内容过长'],
    ['bad sort', { keyword: '检测', sort: 'cheapest' }, '无效的排序方式'],
    ['bad type', { keyword: '检测', servics_id: 9 }, '无效的服务类型'],
    ['bad page', { keyword: '检测', page: -1 }, '无效的分页参数'],
  ])('refuses %s with a Chinese message', async (_, payload, message) => {
    const answer = await t.call('search/goods', payload);
    expect(answer.http).toBe(200);
    expect(answer).toMatchObject({ status: false, message, data: null });
  });

  it('refuses a lone surrogate or broken UTF-8 in the address, never a 500', async () => {
    // URLSearchParams turns a lone surrogate into U+FFFD, as browsers do
    expect(await t.call('search/goods', { keyword: 'ISO\ud800' })).toMatchObject({
      status: false,
      message: '输入内容包含非法字符',
    });
    for (const raw of ['ISO%ED%A0%80', '%ED%A0%80', '%E6%A3%80%E6', '%FF%FE', '%25', '%']) {
      const res = await t.request(`/api/search/goods?keyword=${raw}`);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { status: unknown; data: { list: unknown[] } };
      expect(answer.status === false || answer.data.list.length === 0, raw).toBe(true);
    }
  });
});

describe('search/merchant', () => {
  it('answers shop summaries with their service count and marked words', async () => {
    const answer = await t.call('search/merchant', { keyword: '华正联合' });
    expect(answer.data.total).toBe(1);
    expect(answer.data.list[0]).toMatchObject({
      id: 2,
      org_name: '华正联合认证有限公司',
      kind_name: '认证机构',
      city: '北京市',
      goods_count: expect.any(Number),
      highlights: expect.arrayContaining(['华正', '联合']),
    });
    expect(answer.data.list[0].goods_count).toBeGreaterThan(5);
  });

  it('filters by kind and by the service types a shop sells', async () => {
    const labs = await t.call('search/merchant', { keyword: '检测', kind: 'testing_lab' });
    expect(labs.data.list.length).toBeGreaterThan(0);
    expect(labs.data.list.every((m: { kind: string }) => m.kind === 'testing_lab')).toBe(true);
    const trainers = await t.call('search/merchant', { keyword: '培训', servics_id: 4 });
    expect(ids(trainers.data.list)).toContain(5);
    expect(ids(trainers.data.list)).not.toContain(2);
    expect((await t.call('search/merchant', { keyword: '检测', kind: 'bank' })).status).toBe(false);
  });
});

describe('index maintenance', () => {
  it('finds a goods by its new name once reindexed, and drops one taken off sale', async () => {
    await t.db.update(goods).set({ name: '石墨烯导热膜热扩散系数检测' }).where(eq(goods.id, 25));
    expect((await t.call('search/goods', { keyword: '石墨烯' })).data.total).toBe(0);
    await reindexGoods(t.db, [25]);
    expect(ids((await t.call('search/goods', { keyword: '石墨烯' })).data.list)).toEqual([25]);

    await t.db.update(goods).set({ status: 0, searchText: 'changed' }).where(eq(goods.id, 9));
    expect(await reindexStale(t.db)).toBe(1);
    expect(ids((await t.call('search/goods', { keyword: '农残' })).data.list)).not.toContain(9);
  });

  it('ranks goods that match alike by sales, the most sold first, on every page', async () => {
    // two words found alike in the name and the summary, with weights (6.8, 0.85) that a float
    // sum added up differently in different orders: on the 10,000-service bench catalogue the
    // ranking put 496 sales above 498 (scores are exact decimals now)
    const sales: Record<number, number> = { 30: 496, 31: 498, 32: 20, 33: 497 };
    for (const [id, n] of Object.entries(sales)) {
      await t.db
        .update(goods)
        .set({
          name: `锂离子电池型式试验（GB 2763-20${id}）`,
          summary: `锂离子电池按 GB 2763-20${id} 检测，出具 CMA 报告。`,
          sales: n,
        })
        .where(eq(goods.id, Number(id)));
    }
    await reindexGoods(t.db, [30, 31, 32, 33]);
    const page = async (n: number) =>
      ids((await t.call('search/goods', { keyword: '锂离子电池', page: n, limit: 2 })).data.list);
    expect([...(await page(1)), ...(await page(2))]).toEqual([31, 33, 30, 32]);
  });

  it('checks the whole catalogue chunk by chunk: changes at both ends of a range are found', async () => {
    await t.db.update(goods).set({ name: '钛合金紧固件盐雾试验' }).where(eq(goods.id, 8));
    await t.db
      .update(goods)
      .set({ searchText: 'changed' })
      .where(inArray(goods.id, [8, 12]));
    await t.db.update(goods).set({ status: 0 }).where(eq(goods.id, 13));
    // chunks (0, 4], (4, 8], (8, 12], … : 8 and 12 end theirs, 13 opens the next
    expect(await reindexStale(t.db, 4)).toBe(2);
    expect(ids((await t.call('search/goods', { keyword: '钛合金' })).data.list)).toEqual([8]);
    const on13 = await t.db
      .select({ visible: goodsSearch.visible })
      .from(goodsSearch)
      .where(eq(goodsSearch.goodsId, 13));
    expect(on13).toEqual([{ visible: false }]);
  });

  it('later compares only the goods written since, whoever wrote them, and sees a shop close', async () => {
    const [top] = await t.db.select({ n: max(goods.changed) }).from(goods);
    const since = top!.n!;
    expect(await reindexChanged(t.db, since)).toEqual({ stale: 0, seen: since });
    // a counted view is not a change the index reads
    await t.db.update(goods).set({ views: 99 }).where(eq(goods.id, 20));
    expect((await reindexChanged(t.db, since)).seen).toBe(since);

    await t.db
      .update(goods)
      .set({ name: '碳纤维复合材料拉伸试验', searchText: 'changed' })
      .where(eq(goods.id, 20));
    const [renamed] = await t.db.select({ shop: goods.merchantId }).from(goods).where(eq(goods.id, 20));
    const [shop] = await t.db
      .select({ id: goods.merchantId })
      .from(goods)
      .where(ne(goods.merchantId, renamed!.shop))
      .limit(1);
    await t.db
      .update(merchants)
      .set({ status: MERCHANT_STATUS_CODE.closed })
      .where(eq(merchants.id, shop!.id));
    const checked = await reindexChanged(t.db, since, 2);
    expect(checked.stale).toBe(1);
    expect(checked.seen).toBeGreaterThan(since);
    expect(ids((await t.call('search/goods', { keyword: '碳纤维' })).data.list)).toEqual([20]);
    const shut = await t.db
      .select({ visible: goodsSearch.visible })
      .from(goodsSearch)
      .where(eq(goodsSearch.merchantId, shop!.id));
    expect(shut.length).toBeGreaterThan(0);
    expect(shut.every((g) => !g.visible)).toBe(true);
    expect(await reindexChanged(t.db, checked.seen)).toEqual({ stale: 0, seen: checked.seen });

    await t.db.update(merchants).set({ status: 1 }).where(eq(merchants.id, shop!.id));
    await reindexChanged(t.db, checked.seen);
  });

  it('still compares the whole catalogue every ten minutes: an index row deleted by hand comes back', async () => {
    await keepIndexFresh(t.db); // the first, whole check, if no search has made it yet
    await t.db.delete(goodsSearch).where(eq(goodsSearch.goodsId, 14));
    const indexed14 = async () =>
      (await t.db.select().from(goodsSearch).where(eq(goodsSearch.goodsId, 14))).length;
    // a check a minute on reads only what was written since: no number says 14 is gone
    await keepIndexFresh(t.db, Date.now() + 60_000);
    await checkUnderWay(t.db);
    expect(await indexed14()).toBe(0);
    await keepIndexFresh(t.db, Date.now() + 11 * 60_000);
    await checkUnderWay(t.db);
    expect(await indexed14()).toBe(1);
  });

  it("finds a shop's services by the shop's new name once it is renamed, and no longer by the old", async () => {
    const { token } = await t.loginAs('merchant');
    const [shop] = await t.db
      .select({ id: merchants.id, name: merchants.orgName })
      .from(merchants)
      .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
      .where(eq(accounts.mobile, DEMO.merchant.mobile));
    const servicesOf = async (keyword: string) =>
      (
        (await t.call('search/goods', { keyword, limit: 100 })).data.list as Array<{
          merchantInfo: { id: number };
        }>
      ).filter((g) => g.merchantInfo.id === shop!.id).length;
    expect(await servicesOf('澜沧江')).toBe(0);
    const renamed = await t.call(
      'merchant_style/edit',
      { org_name: '澜沧江精密检测有限公司', intro: '', nav: [] },
      token,
    );
    expect(renamed.status).toBe(true);
    expect(await servicesOf('澜沧江')).toBeGreaterThan(0);
    expect(await servicesOf(shop!.name)).toBe(0);
    await t.call('merchant_style/edit', { org_name: shop!.name, intro: '', nav: [] }, token);
    expect(await servicesOf(shop!.name)).toBeGreaterThan(0);
  });

  it('lets the server take other requests while the check walks the catalogue', async () => {
    // PGlite answers on the server's thread, and a request reaches the server as an event of its
    // loop: a check that never gave the loop a turn held every request until its last chunk
    // (2 s on 100,000 services)
    let checked = false;
    const check = reindexStale(t.db, 2).then(() => {
      checked = true;
    });
    await new Promise((turn) => setImmediate(turn));
    expect(checked).toBe(false);
    expect((await t.call('config/load')).status).toBe(true);
    await check;
  });
});

describe('search/suggest', () => {
  it('offers hot words containing the text first, then the names the search ranks first, each once', async () => {
    const answer = await t.call('search/suggest', { keyword: '检测' });
    expect(answer.status).toBe(true);
    const words = answer.data.list as { word: string; kind: string }[];
    expect(words.length).toBeGreaterThan(2);
    expect(words.length).toBeLessThanOrEqual(8);
    expect(words[0]).toEqual({ word: '水质检测', kind: 'hot' });
    const firstName = words.findIndex((w) => w.kind === 'name');
    expect(words.slice(firstName).every((w) => w.kind === 'name')).toBe(true);
    expect(new Set(words.map((w) => w.word)).size).toBe(words.length);
    const hits = await t.call('search/goods', { keyword: '检测', page: 1, limit: 8 });
    expect(words[firstName]!.word).toBe(
      hits.data.list.find((g: { name: string }) => !words.slice(0, firstName).some((w) => w.word === g.name))
        ?.name,
    );
  });

  it('suggests shops for the shop search, and refuses what a search would refuse', async () => {
    const shops = await t.call('search/suggest', { keyword: '检测', type: 'merchant' });
    expect(shops.data.list.some((w: { word: string }) => /公司|中心|研究院/.test(w.word))).toBe(true);
    expect((await t.call('search/suggest', { keyword: 'x'.repeat(51) })).status).toBe(false);
    expect((await t.call('search/suggest', { keyword: '' })).message).toMatch(/搜索关键词/);
    expect((await t.call('search/suggest', { keyword: '%E4' })).message).toBe('输入内容包含非法字符');
  });
});
