import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { GoodsHit, SearchSort } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { goods, goodsSearch, merchants, serviceTypes } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { GOODS_ON_SALE, goodsListColumns, toGoods } from '../goods/goods.service';
import { EXACT_BONUS, GOODS_FIELDS } from './index/documents';
import { highlightsFor } from './index/highlight';
import { keepIndexFresh } from './index/maintain';
import { fieldsScore, hitBranches, termInAnyField, textArray, weightClasses } from './index/match-sql';
import { type ParsedQuery, parseQuery } from './index/query';
import { cached } from './result-cache';

export const SORTS: readonly SearchSort[] = ['default', 'sales', 'price_asc', 'price_desc'];

export interface GoodsSearchQuery {
  keyword: string;
  servicsId: number | null;
  sort: SearchSort;
}

const FIELDS: Array<[SQL, number]> = [
  [sql`${goodsSearch.nameTokens}`, GOODS_FIELDS.name],
  [sql`${goodsSearch.stdTokens}`, GOODS_FIELDS.std],
  [sql`${goodsSearch.kwTokens}`, GOODS_FIELDS.kw],
  [sql`${goodsSearch.textTokens}`, GOODS_FIELDS.text],
];

const SORT_KEYS: Record<SearchSort, SQL> = {
  default: sql`score DESC, sales DESC, id ASC`,
  sales: sql`sales DESC, id ASC`,
  price_asc: sql`price ASC, sales DESC, id ASC`,
  price_desc: sql`price DESC, sales DESC, id ASC`,
};

interface Page {
  ids: number[];
  total: number;
}

/** The exact-name bonus as a score term, exact like every other (numeric). */
const EXACT = sql.raw(`${EXACT_BONUS}::numeric`);

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

function filtersOf(f: GoodsSearchQuery): SQL {
  return f.servicsId
    ? sql`${goodsSearch.visible} AND ${goodsSearch.servicsId} = ${f.servicsId}`
    : sql`${goodsSearch.visible}`;
}

/**
 * When no goods has every word: those with the most of them, ranked by relevance. The GIN hits
 * of every term in every field, aggregated per goods: a goods' score sums, over terms and fields,
 * the best field × alternative weight; an exact name adds EXACT_BONUS. Ties by sales.
 */
async function relaxedPage(db: DbOrTx, q: ParsedQuery, f: GoodsSearchQuery, paging: Paging) {
  const filters = filtersOf(f);
  const select = sql`${goodsSearch.goodsId} AS id, ${goodsSearch.sales} AS sales, ${goodsSearch.minPriceFen} AS price`;
  const branches = hitBranches({
    from: sql`${goodsSearch}`,
    select,
    fields: FIELDS,
    terms: q.terms,
    filters,
  });
  branches.push(
    sql`SELECT ${select}, -1 AS term, -1 AS field, ${EXACT} AS v FROM ${goodsSearch} WHERE ${goodsSearch.nameNorm} = ${q.norm} AND ${filters}`,
  );
  // which terms a goods matched, as bits (the exact-name row sets none)
  const bits = sql.raw(`CASE WHEN term >= 0 THEN 1 << term ELSE 0 END`);
  const n = sql.raw(q.terms.map((_, i) => `((mask >> ${i}) & 1)`).join(' + '));
  // the best alternative per field, summed over fields and terms; with one weight class per
  // term a (goods, term, field) has one row already and the per-field step is skipped
  const perField = q.terms.every((t) => weightClasses(t) === 1)
    ? sql`SELECT id, term, v, sales, price FROM hits`
    : sql`SELECT id, term, max(v) AS v, max(sales) AS sales, max(price) AS price FROM hits GROUP BY id, term, field`;
  const result = await db.execute(sql`
    WITH hits AS (${sql.join(branches, sql` UNION ALL `)}),
    per_field AS (${perField}),
    grouped AS (
      SELECT id, sum(v) AS score, bit_or(${bits}) AS mask, max(sales) AS sales, max(price) AS price
      FROM per_field GROUP BY id
    ),
    ranked AS (SELECT id, score, sales, price, ${n} AS n FROM grouped)
    SELECT id, count(*) OVER () AS total FROM ranked
    WHERE n >= GREATEST(1, (SELECT max(n) FROM ranked))
    ORDER BY n DESC, ${SORT_KEYS[f.sort]} LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}`);
  return rowsOf<{ id: number; total: number | string }>(result);
}

/**
 * Every term required: one BitmapAnd of BitmapOrs finds the goods, then they are sorted by sales
 * or price, or in the default order by the same score as relaxedPage's (fieldsScore plus the
 * exact-name bonus), computed on those rows alone. A broad word beside a precise one ("锂离子电池
 * 检测") then costs the few goods with both, not the thousands with the broad one.
 */
async function strictPage(db: DbOrTx, q: ParsedQuery, f: GoodsSearchQuery, paging: Paging) {
  const columns = FIELDS.map(([c]) => c);
  const where = and(filtersOf(f), ...q.terms.map((t) => termInAnyField(columns, t)));
  const score =
    f.sort === 'default'
      ? sql`${fieldsScore(FIELDS, q.terms)} + CASE WHEN ${goodsSearch.nameNorm} = ${q.norm} THEN ${EXACT} ELSE 0::numeric END`
      : sql`0`;
  const result = await db.execute(sql`
    SELECT ${goodsSearch.goodsId} AS id, count(*) OVER () AS total, ${score} AS score,
           ${goodsSearch.sales} AS sales, ${goodsSearch.minPriceFen} AS price
    FROM ${goodsSearch} WHERE ${where}
    ORDER BY ${SORT_KEYS[f.sort]} LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}`);
  return rowsOf<{ id: number; total: number | string }>(result);
}

async function pageOf(
  db: DbOrTx,
  q: ParsedQuery,
  f: GoodsSearchQuery,
  paging: Paging,
  strict: boolean,
): Promise<Page> {
  const pageAt = (p: Paging) => (strict ? strictPage(db, q, f, p) : relaxedPage(db, q, f, p));
  let rows = await pageAt(paging);
  if (!rows.length && paging.page > 1) {
    // past the last page: the rows are gone, the total is still wanted
    rows = await pageAt({ page: 1, limit: 1 });
    return { ids: [], total: Number(rows[0]?.total ?? 0) };
  }
  return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}

async function hydrate(db: DbOrTx, q: ParsedQuery, ids: number[]): Promise<GoodsHit[]> {
  if (!ids.length) return [];
  // the highlights only ask whether a row has each of the query's tokens: the row sends back
  // those it has, not its hundred-odd tokens for the driver to parse
  const asked = [...new Set(q.terms.flatMap((t) => t.alts.flatMap((a) => a.tokens)))];
  const rows = await db
    .select({
      g: goodsListColumns,
      typeName: serviceTypes.name,
      orgName: merchants.orgName,
      tokens: sql<string[]>`ARRAY(SELECT unnest(${textArray(asked)}) INTERSECT
        SELECT unnest(${goodsSearch.nameTokens} || ${goodsSearch.stdTokens} || ${goodsSearch.kwTokens} || ${goodsSearch.textTokens}))`,
    })
    .from(goods)
    .innerJoin(goodsSearch, eq(goodsSearch.goodsId, goods.id))
    .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
    .innerJoin(merchants, eq(merchants.id, goods.merchantId))
    .where(and(inArray(goods.id, ids), eq(goods.status, GOODS_ON_SALE)));
  const byId = new Map(rows.map((r) => [r.g.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const texts = [r.g.name, ...r.g.standards, r.orgName, r.g.summary];
    return [
      {
        ...toGoods(r.g, r.typeName),
        merchantInfo: { id: r.g.merchantId, org_name: r.orgName },
        highlights: highlightsFor(q.terms, r.tokens, texts),
      },
    ];
  });
}

export async function searchGoods(db: DbOrTx, f: GoodsSearchQuery, paging: Paging) {
  await keepIndexFresh(db);
  return cached(db, JSON.stringify(['goods', f, paging]), async () => {
    const q = parseQuery(f.keyword);
    if (!q.terms.length) return { list: [] as GoodsHit[], total: 0 };
    // the goods with every word first; nothing has them all: those with the most of them (a
    // typo, an extra word), which is what the relaxed ranking would have shown in either case
    let page = await pageOf(db, q, f, paging, true);
    if (page.total === 0 && q.terms.length > 1) page = await pageOf(db, q, f, paging, false);
    return { list: await hydrate(db, q, page.ids), total: page.total };
  });
}
