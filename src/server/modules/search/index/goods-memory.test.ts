import { count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { countQueries } from '../../../db/query-count';
import { goods, goodsSearch } from '../../../db/schema';
import { type SeededDatabase, seededTempDatabase } from '../../../test/postgres';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { GoodsMemoryIndex, SEP } from './goods-memory';
import { catchUp, goodsIndexOf } from './goods-memory-sync';
import { reindexGoods } from './maintain';
import { parseQuery } from './query';

let changed = 0;
/** A goods_search row as the index reads it: name tokens, no others. */
const row = (id: number, name: string[], sales = 0) => ({
  id,
  changed: ++changed,
  servicsId: 1,
  sales,
  price: 100,
  visible: true,
  nameNorm: name.join(''),
  fields: [name.join(SEP), '', '', ''],
});
const find = (index: GoodsMemoryIndex, words: string, sort: 'default' | 'sales' = 'default') =>
  index.rank(parseQuery(words), { servicsId: null, sort }, 1, 20);

describe('GoodsMemoryIndex', () => {
  it('finds a goods written again with other words by the new ones only', () => {
    const index = new GoodsMemoryIndex();
    index.put(row(1, ['水质', '检测']));
    index.put(row(2, ['土壤', '检测']));
    expect(find(index, '水质').ids).toEqual([1]);
    index.put(row(1, ['噪声', '检测']));
    expect(find(index, '水质')).toEqual({ ids: [], total: 0 });
    expect(find(index, '噪声').ids).toEqual([1]);
    // one goods, counted once, though its first tokens are still in the posting lists
    expect(find(index, '检测').total).toBe(2);
    expect(index.size).toBe(2);
  });

  it('finds a goods by a word searched while no goods had it, once a goods takes it', () => {
    // a term with no goods holds nothing: when it was all the index kept, a new goods did not
    // make it forget that empty list (a service renamed after a buyer's search stayed unfound)
    const index = new GoodsMemoryIndex();
    index.put(row(1, ['水质']));
    expect(find(index, '石墨烯').total).toBe(0);
    index.put(row(1, ['石墨烯']));
    expect(find(index, '石墨烯').ids).toEqual([1]);
  });

  it('keeps the postings of a goods written again with the same words and takes its new sales', () => {
    const index = new GoodsMemoryIndex();
    index.put(row(1, ['水质'], 5));
    index.put(row(2, ['水质'], 9));
    expect(find(index, '水质', 'sales').ids).toEqual([2, 1]);
    index.put(row(1, ['水质'], 50));
    expect(find(index, '水质', 'sales').ids).toEqual([1, 2]);
    expect(index.rank(parseQuery('水质'), { servicsId: null, sort: 'sales' }, 1, 1).ids).toEqual([1]);
    expect(index.wasteful).toBe(false);
  });

  it('asks for a rebuild once a quarter of its slots (and over a thousand) are dead', () => {
    const index = new GoodsMemoryIndex();
    for (let id = 1; id <= 3_000; id++) index.put(row(id, ['水质']));
    for (let id = 1; id <= 1_000; id++) index.put(row(id, ['土壤']));
    expect(index.wasteful).toBe(false);
    index.put(row(1_001, ['土壤']));
    expect(index.wasteful).toBe(true);
    expect(find(index, '土壤').total).toBe(1_001);
  });

  it('intersects the terms, and falls back to the most words when none has all', () => {
    const index = new GoodsMemoryIndex();
    for (let id = 1; id <= 100; id++) index.put(row(id, ['检测']));
    index.put(row(101, ['稀有', '检测'], 5));
    index.put({ ...row(102, ['检测'], 9), fields: ['检测', '', '', '稀有'] });
    index.put(row(103, ['稀有']));
    // name × 1 + name × 1 above summary × 1 + name × 1, whatever the sales
    expect(find(index, '稀有 检测')).toEqual({ ids: [101, 102], total: 2 });
    // nothing has 火箭: the goods with 稀有, by score (8 = 8 > 1), then sales
    expect(find(index, '稀有 火箭')).toEqual({ ids: [101, 103, 102], total: 3 });
    expect(find(index, '检测 火箭').total).toBe(102);
    // three terms, none has all: the goods with two of them (each with one pair), by score
    index.put(row(104, ['火箭', '稀有']));
    expect(find(index, '稀有 检测 火箭')).toEqual({ ids: [101, 104, 102], total: 3 });
  });

  it('intersects a broad word looked up by slot and rare words searched in their lists alike', () => {
    // 201 goods: 检测 in 200 of them is a long list (looked up by slot), 水质 in 2 and 稀有 in
    // 3 are short ones (searched forward in)
    const index = new GoodsMemoryIndex();
    for (let id = 1; id <= 200; id++)
      index.put(row(id, id === 1 ? ['水质', '稀有', '检测'] : id <= 3 ? ['稀有', '检测'] : ['检测'], id));
    index.put(row(201, ['水质']));
    expect(find(index, '水质 稀有 检测')).toEqual({ ids: [1], total: 1 });
    expect(find(index, '水质 检测')).toEqual({ ids: [1], total: 1 });
    expect(find(index, '水质 稀有')).toEqual({ ids: [1], total: 1 });
    expect(find(index, '稀有 检测')).toEqual({ ids: [3, 2, 1], total: 3 });
  });

  it('keeps the goods of a term until a goods is added or dies, and sees sales, prices and visibility at once', () => {
    const index = new GoodsMemoryIndex();
    index.put(row(1, ['水质', '检测'], 5));
    index.put(row(2, ['水质', '检测'], 9));
    index.put(row(3, ['土壤'], 1));
    expect(find(index, '水质', 'sales')).toEqual({ ids: [2, 1], total: 2 });
    // the same words, other sales: the kept list, sorted again (a page of one takes the first)
    index.put(row(1, ['水质', '检测'], 50));
    expect(index.rank(parseQuery('水质'), { servicsId: null, sort: 'sales' }, 1, 1).ids).toEqual([1]);
    // hidden, then shown again: the count follows
    index.put({ ...row(2, ['水质', '检测'], 9), visible: false });
    expect(find(index, '水质')).toEqual({ ids: [1], total: 1 });
    index.put(row(2, ['水质', '检测'], 9));
    expect(find(index, '水质').total).toBe(2);
    // a goods added, one rewritten with other words, one removed
    index.put(row(4, ['水质'], 7));
    index.put(row(3, ['水质', '土壤'], 1));
    index.remove(1);
    expect(find(index, '水质', 'sales')).toEqual({ ids: [2, 4, 3], total: 3 });
    // two terms no goods has both of: the lists side by side, and the exact name first
    index.put(row(5, ['噪声'], 0));
    expect(find(index, '噪声 检测')).toEqual({ ids: [2, 5], total: 2 });
    expect(find(index, '水质').ids[0]).toBe(4);
  });

  it('answers which of the asked tokens a goods has, in any field', () => {
    const index = new GoodsMemoryIndex();
    index.put({ ...row(7, ['水质']), fields: ['水质', '', `饮用水${SEP}cma`, ''] });
    expect(index.tokensOf(7, ['水质', 'cma', '土壤'])).toEqual(['水质', 'cma']);
    expect(index.tokensOf(8, ['水质'])).toEqual([]);
  });
});

describe('goodsIndexOf on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads at each search what was written since, sales copied by the index check included', async () => {
    const before = await goodsIndexOf(t.db);
    const [hit] = before.rank(parseQuery('GB 5749'), { servicsId: null, sort: 'default' }, 1, 1).ids;
    // a write that does not reindex (the check copies sales): a new number all the same
    await t.db.execute(
      sql`UPDATE ${goodsSearch} SET visible = false, changed = nextval('goods_search_changed_seq') WHERE goods_id = ${hit}`,
    );
    const after = await goodsIndexOf(t.db);
    expect(after.rank(parseQuery('GB 5749'), { servicsId: null, sort: 'default' }, 1, 20).ids).not.toContain(
      hit,
    );
    await reindexGoods(t.db, [hit!]);
    expect(
      (await goodsIndexOf(t.db)).rank(parseQuery('GB 5749'), { servicsId: null, sort: 'default' }, 1, 1).ids,
    ).toEqual([hit]);
  });

  it('reads a whole index batch by batch, letting other requests in between', async () => {
    // PGlite answers on the server's thread: a read that never gave the event loop a turn held
    // every request until its last batch (20 batches of 5,000 on 100,000 services)
    const index = new GoodsMemoryIndex();
    let read = false;
    const reading = catchUp(t.db, index, 2).then(() => {
      read = true;
    });
    await new Promise((turn) => setImmediate(turn));
    expect(read).toBe(false);
    expect((await t.call('config/load')).status).toBe(true);
    await reading;
    const [all] = await t.db.select({ n: count() }).from(goodsSearch);
    expect(index.versions().size).toBe(all!.n);
  });

  it('asks the database nothing while nothing was written, and sees a committed write at the next search', async () => {
    const statementsOf = async (search: () => Promise<unknown>) => {
      const answer = await countQueries(async () => {
        await search();
        return new Response();
      });
      return Number(answer.headers.get('X-Query-Count'));
    };
    const rank = (index: GoodsMemoryIndex) =>
      index.rank(parseQuery('GB 5749'), { servicsId: null, sort: 'default' }, 1, 20).ids;
    await goodsIndexOf(t.db);
    expect(await statementsOf(() => goodsIndexOf(t.db))).toBe(0);
    const [hit] = rank(await goodsIndexOf(t.db));
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE ${goodsSearch} SET visible = false WHERE goods_id = ${hit}`);
      // not committed yet: nothing heard, nothing read
      expect(await statementsOf(() => goodsIndexOf(t.db))).toBe(0);
    });
    let after: GoodsMemoryIndex | undefined;
    expect(await statementsOf(async () => (after = await goodsIndexOf(t.db)))).toBe(1);
    expect(rank(after!)).not.toContain(hit);
    expect(await statementsOf(() => goodsIndexOf(t.db))).toBe(0);
    await reindexGoods(t.db, [hit!]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('goodsIndexOf on PostgreSQL (TEST_DATABASE_URL)', () => {
  let temp: SeededDatabase;
  let database: Database;
  beforeAll(async () => {
    temp = await seededTempDatabase(adminUrl!, { demo: true });
    database = temp.database;
  });
  afterAll(async () => {
    await temp?.close();
  });

  it('finds a write committed after a later number, and forgets a deleted goods, at its 30 s check', async () => {
    const db = database.db;
    const now = Date.now();
    const index = await goodsIndexOf(db, now);
    const search = (words: string) =>
      index.rank(parseQuery(words), { servicsId: null, sort: 'default' }, 1, 50);
    const [first, second] = search('GB 5749').ids;
    // a transaction takes its number, another takes the next and commits first, a search reads
    // past both numbers; then the first commits, below what the index has read
    const early = postgres(temp.url, { max: 1, onnotice: () => {} });
    try {
      await early.begin(async (tx) => {
        await tx`UPDATE goods_search SET visible = false WHERE goods_id = ${first!}`;
        await db.execute(sql`UPDATE ${goodsSearch} SET sales = sales + 1 WHERE goods_id = ${second}`);
        await goodsIndexOf(db, now + 1_000);
      });
    } finally {
      await early.end({ timeout: 1 });
    }
    await goodsIndexOf(db, now + 1_500);
    expect(search('GB 5749').ids).toContain(first);
    // a draft deleted (its row goes with it)
    const [draft] = await db
      .insert(goods)
      .values({
        ...(await db.select().from(goods).where(eq(goods.id, first!)))[0]!,
        id: undefined,
        name: '钛锆铪合金检测',
      })
      .returning({ id: goods.id });
    await reindexGoods(db, [draft!.id]);
    expect(
      (await goodsIndexOf(db, now + 2_000)).rank(
        parseQuery('钛锆铪'),
        { servicsId: null, sort: 'default' },
        1,
        5,
      ).total,
    ).toBe(1);
    await db.delete(goods).where(eq(goods.id, draft!.id));

    const checked = await goodsIndexOf(db, now + 31_000);
    expect(
      checked.rank(parseQuery('GB 5749'), { servicsId: null, sort: 'default' }, 1, 50).ids,
    ).not.toContain(first);
    expect(checked.versions().has(draft!.id)).toBe(false);
  });
});
