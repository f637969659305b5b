import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MerchantHit, MerchantKind } from '../../../core/api/contract/models';
import { merchantKindName } from '../../../core/rules/merchant-kinds';
import type { DbOrTx } from '../../db';
import { goods, merchantSearch, merchants } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { countOf, pageOf } from '../../lib/list-query';
import { GOODS_ON_SALE } from '../goods/goods.service';
import { MERCHANT_OPEN, toMerchantSummary } from '../merchant/merchant.service';
import { EXACT_BONUS, MERCHANT_FIELDS } from './index/documents';
import { highlightsFor } from './index/highlight';
import { keepIndexFresh } from './index/maintain';
import { coverage, sumOf, termMatches, termScore } from './index/match-sql';
import { type ParsedQuery, parseQuery } from './index/query';
import { cached } from './result-cache';

export interface MerchantSearchQuery {
  keyword: string;
  servicsId: number | null;
  kind: MerchantKind | '';
}

const tokens = sql`${merchantSearch.tokens}`;
const fields: Array<[SQL, number]> = [
  [sql`${merchantSearch.nameTokens}`, MERCHANT_FIELDS.name],
  [sql`${merchantSearch.metaTokens}`, MERCHANT_FIELDS.meta],
  [sql`${merchantSearch.svcTokens}`, MERCHANT_FIELDS.svc],
];

async function pageOfIds(
  db: DbOrTx,
  q: ParsedQuery,
  f: MerchantSearchQuery,
  paging: Paging,
  relaxed: boolean,
) {
  const matches = q.terms.map((t) => termMatches(tokens, t));
  const where = relaxed
    ? and(
        sql`(${sql.join(matches, sql` OR `)})`,
        sql`${coverage(tokens, q.terms)} >= ${Math.max(1, q.terms.length - 1)}`,
      )
    : and(...matches);
  const exact = sql`(CASE WHEN ${merchantSearch.nameNorm} = ${q.norm} THEN ${EXACT_BONUS} ELSE 0 END)`;
  const score = sumOf(q.terms.map((t) => termScore(fields, t)));
  const rank = relaxed
    ? sql`${coverage(tokens, q.terms)} * 10000 + ${exact} + ${score}`
    : sql`${exact} + ${score}`;
  // ties: the shop with more services first
  const offered = sql`cardinality(${merchantSearch.svcTokens})`;
  const filters = and(
    where,
    eq(merchants.status, MERCHANT_OPEN),
    f.kind ? eq(merchants.kind, f.kind) : undefined,
    f.servicsId ? sql`${merchantSearch.types} @> ARRAY[${f.servicsId}]::integer[]` : undefined,
  );
  const rows = await pageOf(
    db
      .select({ id: merchants.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(merchantSearch)
      .innerJoin(merchants, eq(merchants.id, merchantSearch.merchantId))
      .where(filters)
      .orderBy(sql`${rank} DESC`, sql`${offered} DESC`, sql`${merchants.id} ASC`),
    paging,
  );
  if (rows.length || paging.page === 1) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const total = await countOf(
    db
      .select({ n: count() })
      .from(merchantSearch)
      .innerJoin(merchants, eq(merchants.id, merchantSearch.merchantId))
      .where(filters),
  );
  return { ids: [], total };
}

async function hydrate(db: DbOrTx, q: ParsedQuery, ids: number[]): Promise<MerchantHit[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ m: merchants, tokens: merchantSearch.tokens })
    .from(merchants)
    .innerJoin(merchantSearch, eq(merchantSearch.merchantId, merchants.id))
    .where(inArray(merchants.id, ids));
  const counts = await db
    .select({ id: goods.merchantId, n: count() })
    .from(goods)
    .where(and(inArray(goods.merchantId, ids), eq(goods.status, GOODS_ON_SALE)))
    .groupBy(goods.merchantId);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  const byId = new Map(rows.map((r) => [r.m.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const texts = [r.m.orgName, r.m.city, r.m.province, merchantKindName(r.m.kind) ?? ''];
    return [
      {
        ...toMerchantSummary(r.m),
        goods_count: countOf.get(id) ?? 0,
        highlights: highlightsFor(q.terms, r.tokens, texts),
      },
    ];
  });
}

export async function searchMerchants(db: DbOrTx, f: MerchantSearchQuery, paging: Paging) {
  await keepIndexFresh(db);
  return cached(db, JSON.stringify(['merchant', f, paging]), async () => {
    const q = parseQuery(f.keyword);
    if (!q.terms.length) return { list: [] as MerchantHit[], total: 0 };
    let page = await pageOfIds(db, q, f, paging, false);
    // nothing has every word: shops that miss at most one
    if (page.total === 0 && q.terms.length > 1) page = await pageOfIds(db, q, f, paging, true);
    return { list: await hydrate(db, q, page.ids), total: page.total };
  });
}
