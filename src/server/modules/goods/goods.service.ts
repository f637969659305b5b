import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Goods, GoodsDetail, GoodsOption, ViewCount } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { renderedOnce } from '../../db/rendered-once';
import { categories, goods, goodsOptions, merchants, serviceTypes } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { sanitizeRichText } from '../../lib/sanitize';
import { isFreshView } from '../../lib/view-counter';
import { MERCHANT_OPEN, toMerchantSummary } from '../merchant/merchant.service';
import { coverUrl, picturesOf } from './goods-cover';
import { availableUnits, OPTION_KIND } from './pricing';

export const GOODS_ON_SALE = 1;

type GoodsRow = typeof goods.$inferSelect;
type OptionRow = typeof goodsOptions.$inferSelect;

export interface GoodsFilters {
  servicsId?: number | null;
  categoryId?: number | null;
  merchantId?: number | null;
  keyword?: string;
  recommended?: boolean;
}

/**
 * The columns toGoods reads. A list or a search page selects these alone: a service's content
 * (rich text) and its search text are its largest columns and no list shows them.
 */
export const goodsListColumns = {
  id: goods.id,
  name: goods.name,
  cover: goods.cover,
  pictures: goods.pictures,
  merchantId: goods.merchantId,
  servicsId: goods.servicsId,
  categoryId: goods.categoryId,
  minPriceFen: goods.minPriceFen,
  summary: goods.summary,
  standards: goods.standards,
  sales: goods.sales,
  views: goods.views,
};
type GoodsListRow = Pick<GoodsRow, keyof typeof goodsListColumns>;

export function toGoods(row: GoodsListRow, typeName: string): Goods {
  return {
    id: row.id,
    name: row.name,
    cover: coverUrl(row.id, row.cover),
    pictures: picturesOf(row.id, row.cover, row.pictures),
    merchant_id: row.merchantId,
    servics_id: row.servicsId,
    servicsInfo: { id: row.servicsId, name: typeName },
    category_id: row.categoryId,
    min_price: fenToYuan(row.minPriceFen),
    description: row.summary,
    standard_no: row.standards[0] ?? null,
    standards: row.standards,
    sales: row.sales,
    views: row.views,
  };
}

export const toOption = (o: OptionRow): GoodsOption => ({
  id: o.id,
  name: o.name,
  price: fenToYuan(o.priceFen),
});

export function optionsByKind(options: OptionRow[]) {
  const of = (kind: number) =>
    options.filter((o) => o.kind === kind).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return {
    serviceContent: of(OPTION_KIND.serviceContent),
    trainingForm: of(OPTION_KIND.trainingForm),
    approvalLogo: of(OPTION_KIND.approvalLogo),
  };
}

function filtersSql(f: GoodsFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(goods.status, GOODS_ON_SALE)];
  if (f.servicsId) where.push(eq(goods.servicsId, f.servicsId));
  if (f.merchantId) where.push(eq(goods.merchantId, f.merchantId));
  if (f.recommended !== undefined) where.push(eq(goods.recommended, f.recommended));
  if (f.categoryId) {
    // a level-1 category lists the goods of its children too
    const ids = sql`(select ${categories.id} from ${categories} where ${categories.id} = ${f.categoryId} or ${categories.parentId} = ${f.categoryId})`;
    where.push(inArray(goods.categoryId, ids));
  }
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    where.push(or(ilike(goods.searchText, pattern), ilike(goods.name, pattern)));
  }
  return and(...where);
}

export async function listGoods(
  db: DbOrTx,
  f: GoodsFilters,
  paging: Paging,
): Promise<{ list: Goods[]; total: number }> {
  const where = filtersSql(f);
  const { list: rows, total } = await paged(
    db
      .select({ g: goodsListColumns, typeName: serviceTypes.name })
      .from(goods)
      .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
      .where(where)
      .orderBy(desc(goods.recommended), desc(goods.sales), asc(goods.id)),
    db.select({ n: count() }).from(goods).where(where),
    paging,
  );
  return { list: rows.map((r) => toGoods(r.g, r.typeName)), total };
}

/** Private services (an accepted quote, status 5) are visible to their one buyer only. */
export const GOODS_PRIVATE = 5;

/** On sale, or — for that buyer — a private service made for them. */
export const sellableTo = (buyerId: number | null | undefined) =>
  buyerId
    ? or(
        eq(goods.status, GOODS_ON_SALE),
        and(eq(goods.status, GOODS_PRIVATE), eq(goods.privateBuyerId, buyerId)),
      )
    : eq(goods.status, GOODS_ON_SALE);

/** What a loaded goods carries: the list's columns and what pricing reads (not its content). */
export const loadedGoodsColumns = { ...goodsListColumns, salesPromotion: goods.salesPromotion };
type LoadedRow = Pick<GoodsRow, keyof typeof loadedGoodsColumns>;

/** A goods row's options as the row's own column (json, keyed as OptionRow): one statement, not two. */
const optionsOfGoods = renderedOnce<OptionRow[]>(
  sql`coalesce(${new QueryBuilder()
    .select({
      list: sql`json_agg(json_build_object(${sql.join(
        Object.entries(getTableColumns(goodsOptions)).map(
          ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
        ),
        sql`, `,
      )}) order by ${goodsOptions.id})`,
    })
    .from(goodsOptions)
    .where(eq(goodsOptions.goodsId, goods.id))}, '[]')`,
);

/**
 * Goods with their type name and options, by id (cart pricing and detail share it). Only goods
 * on sale unless `anyStatus`: a cart still shows an item whose goods went off sale. `buyerId`
 * adds that buyer's own private services (quote → order). `withContent` adds the rich-text
 * detail, the largest column, which only the detail page shows.
 */
export async function loadGoods(
  db: DbOrTx,
  ids: number[],
  anyStatus = false,
  buyerId?: number | null,
  withContent = false,
) {
  const loaded = new Map<
    number,
    {
      row: LoadedRow & { content?: string };
      typeName: string;
      /** The lab's name and status (1: open), for the cart's grouping and an order's check. */
      merchantName: string;
      merchantStatus: number;
      options: OptionRow[];
    }
  >();
  if (!ids.length) return loaded;
  const rows = await db
    .select({
      g: withContent ? { ...loadedGoodsColumns, content: goods.content } : loadedGoodsColumns,
      typeName: serviceTypes.name,
      merchantName: merchants.orgName,
      merchantStatus: merchants.status,
      options: optionsOfGoods,
    })
    .from(goods)
    .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
    .innerJoin(merchants, eq(merchants.id, goods.merchantId))
    .where(and(inArray(goods.id, ids), anyStatus ? undefined : sellableTo(buyerId)));
  for (const { g, ...rest } of rows) loaded.set(g.id, { row: g, ...rest });
  return loaded;
}

export async function getGoodsDetail(
  db: DbOrTx,
  id: number,
  buyerId?: number | null,
): Promise<GoodsDetail | null> {
  const found = (await loadGoods(db, [id], false, buyerId, true)).get(id);
  if (!found) return null;
  const { row, typeName, options } = found;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, row.merchantId)).limit(1);
  // nothing of a lab is public until it is 已入驻
  if (merchant?.status !== MERCHANT_OPEN) return null;
  const byKind = optionsByKind(options);
  return {
    ...toGoods(row, typeName),
    serviceContent: byKind.serviceContent.map(toOption),
    trainingForm: byKind.trainingForm.map(toOption),
    approvalLogo: byKind.approvalLogo.map(toOption),
    sales_promotion: row.salesPromotion ?? null,
    sales_promotion_unit: availableUnits(row.servicsId, row.salesPromotion),
    merchantInfo: merchant ? toMerchantSummary(merchant) : undefined,
    // the detail page renders this as HTML (服务详情): only the sanitized subset leaves the server
    content: sanitizeRichText(row.content),
  };
}

/**
 * goods/view: counts a view of a goods on sale, once per client address and goods per window
 * (lib/view-counter). null when there is no such goods.
 */
export async function countGoodsView(db: DbOrTx, id: number, ip: string): Promise<ViewCount | null> {
  const [row] = await db
    .select({ views: goods.views })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.status, GOODS_ON_SALE)))
    .limit(1);
  if (!row) return null;
  if (!(await isFreshView(db, 'goods', id, ip))) return { counted: false, views: row.views };
  const [updated] = await db
    .update(goods)
    .set({ views: sql`${goods.views} + 1` })
    .where(eq(goods.id, id))
    .returning({ views: goods.views });
  return { counted: true, views: updated?.views ?? row.views + 1 };
}
