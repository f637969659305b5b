/**
 * Keeps the search index in step with the catalogue. The seed builds it once after the catalogue
 * insert (buildSearchIndex), `npm run seed -- --goods N` indexes what it adds, and a goods write
 * calls reindexGoods(db, [id]). As a safety net, searches look for goods that are missing from
 * the index or changed since (goods.search_text differs) at most every STALE_CHECK_MS: in the
 * whole catalogue the first time and every WHOLE_CHECK_MS, in between on PGlite among the goods
 * written since (goods.changed).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { merchantKindName } from '../../../../core/rules/merchant-kinds';
import { commitsInOrder, type DbOrTx } from '../../../db';
import { insertJsonRows } from '../../../db/bulk-insert';
import {
  categories,
  goods,
  goodsOptions,
  goodsSearch,
  merchantSearch,
  merchants,
  serviceTypes,
} from '../../../db/schema';
import { notifyChange } from '../../../lib/cache';
import { MERCHANT_OPEN } from '../../merchant/merchant.service';
import { clearSearchCache } from '../result-cache';
import { goodsDoc, merchantDoc } from './documents';

const BATCH = 500;
const ON_SALE = 1;
const STALE_CHECK_MS = 30_000;
/**
 * How often a check compares the whole catalogue although it could read only what changed: what
 * no number shows (an index row deleted by hand) is still found.
 */
const WHOLE_CHECK_MS = 10 * 60_000;

/** Names the index copies into every goods' document: categories, shops, service types. */
export async function searchLookups(db: DbOrTx) {
  const cats = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories);
  const byId = new Map(cats.map((c) => [c.id, c]));
  const categoryNames = (id: number | null): string[] => {
    const leaf = id === null ? undefined : byId.get(id);
    if (!leaf) return [];
    const parent = leaf.parentId === null ? undefined : byId.get(leaf.parentId);
    return parent ? [leaf.name, parent.name] : [leaf.name];
  };
  const shops = await db
    .select({ id: merchants.id, name: merchants.orgName, status: merchants.status })
    .from(merchants);
  const types = await db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes);
  return {
    categoryNames,
    shopName: new Map(shops.map((s) => [s.id, s.name])),
    shopOpen: new Set(shops.filter((s) => s.status === MERCHANT_OPEN).map((s) => s.id)),
    typeName: new Map(types.map((t) => [t.id, t.name])),
  };
}
export type SearchLookups = Awaited<ReturnType<typeof searchLookups>>;

/** (Re)indexes these goods — all of them when `ids` is omitted — and then their shops. */
export async function reindexGoods(db: DbOrTx, ids?: number[]): Promise<number> {
  if (ids && !ids.length) return 0;
  if (ids) return reindexGoodsWhere(db, inArray(goods.id, ids));
  const { count } = await indexGoods(db, undefined);
  await reindexMerchants(db);
  return count;
}

/** The goods `where` picks, on sale or not, and their shops; answers how many goods. */
export async function reindexGoodsWhere(db: DbOrTx, where: SQL): Promise<number> {
  const { shops, count } = await indexGoods(db, where);
  // which also forgets the cached searches (when nothing was found, nothing changed)
  await reindexMerchants(db, [...shops]);
  return count;
}

/**
 * A shop and every goods of it, on sale or not: each goods' document carries the shop's name and
 * whether it is open (a shop approved, closed or renamed).
 */
export async function reindexShop(db: DbOrTx, merchantId: number): Promise<void> {
  await indexGoods(db, eq(goods.merchantId, merchantId));
  // the shop itself, whether it has goods or none
  await reindexMerchants(db, [merchantId]);
}

/**
 * The bulk path of `seed --goods N`: indexes goods this transaction has just inserted, from the
 * rows in hand (no re-read), in one statement. `look` is searchLookups(db), read once per load.
 * Call finishBulkIndex once the goods are committed.
 */
export async function indexNewGoods(db: DbOrTx, look: SearchLookups, rows: IndexedGoods[]): Promise<void> {
  await insertJsonRows(
    db,
    goodsSearch,
    rows.map((g) => goodsSearchRow(look, g)),
  );
}

/**
 * After a bulk load: every shop's services again (which also forgets the cached searches) and
 * fresh planner statistics.
 */
export async function finishBulkIndex(db: DbOrTx): Promise<void> {
  await reindexMerchants(db);
  await db.execute(sql`ANALYZE ${goods}, ${goodsOptions}`);
  await analyze(db);
}

/**
 * The index changed: this process's cached searches go at once, every other process's when
 * the notification arrives (on commit, when `db` is a transaction; app.ts hears 'catalogue').
 */
async function forgetSearches(db: DbOrTx): Promise<void> {
  clearSearchCache(db);
  await notifyChange(db, 'catalogue');
}

/** Fresh planner statistics after a bulk load (PGlite never analyzes on its own). */
const analyze = (db: DbOrTx) => db.execute(sql`ANALYZE ${goodsSearch}, ${merchantSearch}`);

/** What the index needs of a goods row. */
export type IndexedGoods = Pick<
  typeof goods.$inferSelect,
  | 'id'
  | 'merchantId'
  | 'servicsId'
  | 'categoryId'
  | 'name'
  | 'standards'
  | 'keywords'
  | 'summary'
  | 'sales'
  | 'minPriceFen'
  | 'status'
  | 'searchText'
>;

/** One goods' index row. */
function goodsSearchRow(look: SearchLookups, g: IndexedGoods): typeof goodsSearch.$inferInsert {
  return {
    goodsId: g.id,
    merchantId: g.merchantId,
    servicsId: g.servicsId,
    sales: g.sales,
    minPriceFen: g.minPriceFen,
    visible: g.status === ON_SALE && look.shopOpen.has(g.merchantId),
    sourceText: g.searchText,
    ...goodsDoc({
      name: g.name,
      standards: g.standards,
      keywords: g.keywords,
      summary: g.summary,
      categories: look.categoryNames(g.categoryId),
      merchantName: look.shopName.get(g.merchantId) ?? '',
      typeName: look.typeName.get(g.servicsId) ?? '',
    }),
  };
}

/** Indexes the goods matching `where` in batches; answers the shops they belong to. */
async function indexGoods(db: DbOrTx, where: SQL | undefined) {
  const look = await searchLookups(db);
  const shops = new Set<number>();
  let count = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(goods)
      .where(and(gt(goods.id, after), where))
      .orderBy(asc(goods.id))
      .limit(BATCH);
    if (!rows.length) break;
    after = rows[rows.length - 1]!.id;
    count += rows.length;
    const values = rows.map((g) => {
      shops.add(g.merchantId);
      return goodsSearchRow(look, g);
    });
    await db
      .insert(goodsSearch)
      .values(values)
      .onConflictDoUpdate({
        target: goodsSearch.goodsId,
        set: Object.fromEntries(
          Object.entries(getTableColumns(goodsSearch))
            .filter(([key]) => key !== 'goodsId')
            .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
        ),
      });
  }
  return { shops, count };
}

/** (Re)indexes these shops (all when omitted): name, city, kind and what their goods offer. */
export async function reindexMerchants(db: DbOrTx, ids?: number[]): Promise<void> {
  if (ids && !ids.length) return;
  const look = await searchLookups(db);
  const shops = await db
    .select()
    .from(merchants)
    .where(ids ? inArray(merchants.id, ids) : undefined);
  for (const m of shops) {
    const offered = await db
      .select({
        name: goods.name,
        standards: goods.standards,
        keywords: goods.keywords,
        categoryId: goods.categoryId,
        servicsId: goods.servicsId,
      })
      .from(goods)
      .where(and(eq(goods.merchantId, m.id), eq(goods.status, ON_SALE)));
    const services = new Set<string>();
    const types = new Set<number>();
    for (const g of offered) {
      types.add(g.servicsId);
      services.add(g.name);
      for (const s of [...g.standards, ...g.keywords, ...look.categoryNames(g.categoryId)]) services.add(s);
    }
    const doc = merchantDoc({
      orgName: m.orgName,
      city: m.city,
      province: m.province,
      kindName: merchantKindName(m.kind) ?? '',
      intro: m.intro,
      services: [...services],
    });
    const row = { merchantId: m.id, types: [...types].sort(), ...doc };
    await db
      .insert(merchantSearch)
      .values(row)
      .onConflictDoUpdate({ target: merchantSearch.merchantId, set: row });
  }
  await forgetSearches(db);
}

/** The whole index from the catalogue (the seed's one call). */
export async function buildSearchIndex(db: DbOrTx): Promise<void> {
  await reindexGoods(db);
  await analyze(db);
}

/** A test on a goods id column: which goods a refresh looks at. */
type GoodsIds = (id: SQLWrapper) => SQL;
const idsIn =
  (from: number, to: number): GoodsIds =>
  (id) =>
    sql`${id} > ${from} AND ${id} <= ${to}`;
const idsAmong =
  (ids: number[]): GoodsIds =>
  (id) =>
    inArray(id, ids);

/** These goods: reindexes the changed ones, copies sales, price and visibility. */
async function refreshGoods(db: DbOrTx, which: GoodsIds): Promise<number> {
  const stale = await db
    .select({ id: goods.id })
    .from(goods)
    .leftJoin(goodsSearch, eq(goodsSearch.goodsId, goods.id))
    .where(
      and(which(goods.id), or(isNull(goodsSearch.goodsId), ne(goodsSearch.sourceText, goods.searchText))),
    );
  if (stale.length)
    await reindexGoods(
      db,
      stale.map((s) => s.id),
    );
  // sales, price and visibility change without a reindex (orders, a shop closing): copy them
  await db.execute(sql`
    UPDATE ${goodsSearch} s
    SET merchant_id = g.merchant_id, servics_id = g.servics_id, sales = g.sales,
        min_price_fen = g.min_price_fen, visible = (g.status = ${ON_SALE} AND m.status = ${MERCHANT_OPEN})
    FROM ${goods} g JOIN ${merchants} m ON m.id = g.merchant_id
    WHERE g.id = s.goods_id AND ${which(sql`s.goods_id`)} AND ${which(sql`g.id`)}
      AND (s.merchant_id, s.servics_id, s.sales, s.min_price_fen, s.visible)
        IS DISTINCT FROM (g.merchant_id, g.servics_id, g.sales, g.min_price_fen,
                          g.status = ${ON_SALE} AND m.status = ${MERCHANT_OPEN})`);
  return stale.length;
}

/** Shops never indexed (a shop the index was not told of). */
async function indexNewShops(db: DbOrTx): Promise<void> {
  const unindexed = await db
    .select({ id: merchants.id })
    .from(merchants)
    .leftJoin(merchantSearch, eq(merchantSearch.merchantId, merchants.id))
    .where(isNull(merchantSearch.merchantId));
  if (unindexed.length)
    await reindexMerchants(
      db,
      unindexed.map((m) => m.id),
    );
}

/**
 * Goods missing from the index or changed since they were indexed, and shops never indexed, in
 * the whole catalogue. Goods are compared `chunk` ids at a time: on PGlite, which answers one
 * statement at a time, a whole-catalogue join would hold every request up for seconds at 100,000
 * services. At 5,000 a chunk the check took 2.2–2.9 s there, in 110 ms stalls that gave distinct
 * searches a p99 of 6.8 s in the bench; at 500, 1.1 s in stalls of a few milliseconds.
 */
export async function reindexStale(db: DbOrTx, chunk = 500): Promise<number> {
  const [last] = await db.select({ id: sql<number>`coalesce(max(${goods.id}), 0)` }).from(goods);
  let stale = 0;
  for (let from = 0; from < Number(last?.id ?? 0); from += chunk) {
    stale += await refreshGoods(db, idsIn(from, from + chunk));
    // PGlite answers on this thread, and each chunk's next statement follows the last in the same
    // run of promise callbacks: without a turn of the event loop between chunks, the check of
    // 100,000 goods (200 chunks, 2 s here) held every request until it ended
    await nextTurn();
  }
  await indexNewShops(db);
  return stale;
}

/** The highest number a goods write has taken (goods.changed), 0 on an empty catalogue. */
async function lastChange(db: DbOrTx): Promise<number> {
  const [top] = await db.select({ n: sql<string>`coalesce(max(${goods.changed}), 0)` }).from(goods);
  return Number(top?.n ?? 0);
}

/**
 * As reindexStale, for the goods written after number `since` only (goods.changed, which every
 * write of what the index reads renews, migration 0013): a few rows where the whole check read
 * 100,000. Answers how many were stale and the last number compared.
 */
export async function reindexChanged(
  db: DbOrTx,
  since: number,
  chunk = 500,
): Promise<{ stale: number; seen: number }> {
  let stale = 0;
  let seen = since;
  for (;;) {
    const rows = await db
      .select({ id: goods.id, changed: goods.changed })
      .from(goods)
      .where(gt(goods.changed, seen))
      .orderBy(asc(goods.changed))
      .limit(chunk);
    if (rows.length) {
      stale += await refreshGoods(db, idsAmong(rows.map((r) => r.id)));
      seen = rows[rows.length - 1]!.changed;
    }
    if (rows.length < chunk) break;
    await nextTurn();
  }
  await indexNewShops(db);
  return { stale, seen };
}

interface CheckState {
  at: number;
  running: Promise<unknown> | null;
  done: boolean;
  /** The last goods number compared: later checks read only what was written after it. */
  seen: number | null;
  /** When the last whole check began. */
  wholeAt: number;
}
const lastCheck = new WeakMap<object, CheckState>();

/**
 * One check: the whole catalogue the first time and every WHOLE_CHECK_MS, in between (where
 * writes commit in the order of their numbers, PGlite) only the goods written since. On
 * PostgreSQL a write may commit after a later number was read, so every check there compares the
 * whole catalogue.
 */
async function check(db: DbOrTx, state: CheckState, now: number): Promise<void> {
  if (state.seen !== null && commitsInOrder(db) && now - state.wholeAt < WHOLE_CHECK_MS) {
    state.seen = (await reindexChanged(db, state.seen)).seen;
    return;
  }
  state.wholeAt = now;
  // read first: a write during the walk is compared again by the next check
  const seen = await lastChange(db);
  await reindexStale(db);
  state.seen = seen;
}

/** The check under way on `db`, if any (a later check is not awaited by the search that starts it). */
export const checkUnderWay = (db: DbOrTx): Promise<unknown> =>
  lastCheck.get(db)?.running ?? Promise.resolve();

/**
 * The safety net, throttled per database. The first check is awaited, so a new process answers
 * from a complete index; later ones run beside the searches, which need not wait for them.
 */
export async function keepIndexFresh(db: DbOrTx, now = Date.now()): Promise<void> {
  const state = lastCheck.get(db) ?? { at: 0, running: null, done: false, seen: null, wholeAt: 0 };
  lastCheck.set(db, state);
  if (!state.running && now - state.at >= STALE_CHECK_MS) {
    state.at = now;
    const run = check(db, state, now).finally(() => {
      state.running = null;
    });
    state.running = run;
    // a later check runs unawaited: its failure is logged, and the next check tries again
    if (state.done) run.catch((error) => console.error('[search] index check failed:', error));
  }
  if (!state.done && state.running) {
    await state.running;
    state.done = true;
  }
}
