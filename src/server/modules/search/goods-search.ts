import { and, eq, inArray } from 'drizzle-orm';
import type { GoodsHit, SearchSort } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { goods, merchants, serviceTypes } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { GOODS_ON_SALE, goodsListColumns, toGoods } from '../goods/goods.service';
import type { GoodsMemoryIndex } from './index/goods-memory';
import { goodsIndexOf } from './index/goods-memory-sync';
import { highlightsFor } from './index/highlight';
import { keepIndexFresh } from './index/maintain';
import { type ParsedQuery, parseQuery } from './index/query';
import { cached } from './result-cache';

export interface GoodsSearchQuery {
  keyword: string;
  servicsId: number | null;
  sort: SearchSort;
}

const hitColumns = { g: goodsListColumns, typeName: serviceTypes.name, orgName: merchants.orgName };
type HitRow = {
  g: Pick<typeof goods.$inferSelect, keyof typeof goodsListColumns>;
  typeName: string;
  orgName: string;
};

/**
 * The goods rows of result pages, by id, per database: a row is used again while the index holds
 * the number it was read at (every write to the goods' index row renumbers it: a reindex, sales
 * and prices copied by the index check) and for ROW_TTL_MS at most, as long as a search answer
 * is cached (result-cache.ts), for what changes without a reindex (views).
 */
const rowCaches = new WeakMap<
  object,
  Map<number, { row: HitRow; changed: number | undefined; at: number }>
>();
const ROW_TTL_MS = 30_000;
const MAX_ROWS = 5_000;

async function rowsOf(db: DbOrTx, index: GoodsMemoryIndex, ids: number[], now = Date.now()) {
  let cache = rowCaches.get(db);
  if (!cache) {
    cache = new Map();
    rowCaches.set(db, cache);
  }
  const fresh = (id: number) => {
    const e = cache.get(id);
    return e && e.changed === index.versionOf(id) && now - e.at < ROW_TTL_MS ? e.row : undefined;
  };
  const missing = ids.filter((id) => !fresh(id));
  if (missing.length) {
    const rows = await db
      .select(hitColumns)
      .from(goods)
      .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
      .innerJoin(merchants, eq(merchants.id, goods.merchantId))
      .where(and(inArray(goods.id, missing), eq(goods.status, GOODS_ON_SALE)));
    for (const row of rows) {
      cache.delete(row.g.id);
      cache.set(row.g.id, { row, changed: index.versionOf(row.g.id), at: now });
    }
    // oldest first: Map keeps insertion order
    while (cache.size > MAX_ROWS) cache.delete(cache.keys().next().value as number);
  }
  return new Map(
    ids.flatMap((id) => {
      const row = fresh(id);
      return row ? [[id, row] as const] : [];
    }),
  );
}

/** The page's goods in the ranked order; the highlights from the tokens each one has. */
async function hydrate(
  db: DbOrTx,
  index: GoodsMemoryIndex,
  q: ParsedQuery,
  ids: number[],
): Promise<GoodsHit[]> {
  if (!ids.length) return [];
  const asked = [...new Set(q.terms.flatMap((t) => t.alts.flatMap((a) => a.tokens)))];
  const byId = await rowsOf(db, index, ids);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const texts = [r.g.name, ...r.g.standards, r.orgName, r.g.summary];
    return [
      {
        ...toGoods(r.g, r.typeName),
        merchantInfo: { id: r.g.merchantId, org_name: r.orgName },
        highlights: highlightsFor(q.terms, index.tokensOf(id, asked), texts),
      },
    ];
  });
}

export async function searchGoods(db: DbOrTx, f: GoodsSearchQuery, paging: Paging) {
  await keepIndexFresh(db);
  return cached(db, JSON.stringify(['goods', f, paging]), async () => {
    const q = parseQuery(f.keyword);
    if (!q.terms.length) return { list: [] as GoodsHit[], total: 0 };
    const index = await goodsIndexOf(db);
    const page = index.rank(q, f, paging.page, paging.limit);
    return { list: await hydrate(db, index, q, page.ids), total: page.total };
  });
}

/**
 * Reads the index in at start, beside the first requests, so that the first searches do not
 * wait for it (10,000 services: about half a second).
 */
export async function warmSearch(db: DbOrTx): Promise<void> {
  try {
    await keepIndexFresh(db);
    await goodsIndexOf(db);
  } catch (error) {
    console.error('[search] reading the index at start failed:', error);
  }
}
