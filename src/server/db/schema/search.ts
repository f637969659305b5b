import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { goods, merchants } from './catalogue';

/**
 * The search index (modules/search/index): one row per goods with its words, character bigrams
 * and standard-number tokens by field — name, standards, keywords (+ categories, shop, type),
 * summary — each under its own GIN index. A search unions the GIN hits per field and weighs
 * them (name > standard > keywords > summary) without reading a single token array, so a query
 * never scans rows that cannot match. Sort and filter columns are copied from the goods so
 * ranking needs no join. Rebuilt by the seed and by reindexGoods; kept fresh by maintain.ts.
 */
const gin = (name: string, column: Parameters<ReturnType<typeof index>['using']>[1]) =>
  // fastupdate off: PGlite never vacuums, and a pending list would be scanned by every query
  index(name).using('gin', column).with({ fastupdate: false });

export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    servicsId: smallint('servics_id').notNull(),
    sales: integer('sales').notNull().default(0),
    minPriceFen: integer('min_price_fen').notNull().default(0),
    /** On sale, in an open shop. */
    visible: boolean('visible').notNull().default(true),
    /** Name folded (NFKC, lower case, no spaces): an exact-name query ranks first. */
    nameNorm: text('name_norm').notNull().default(''),
    nameTokens: text('name_tokens').array().notNull().default([]),
    stdTokens: text('std_tokens').array().notNull().default([]),
    /** Keywords, category names, shop name, service type. */
    kwTokens: text('kw_tokens').array().notNull().default([]),
    /** Summary. */
    textTokens: text('text_tokens').array().notNull().default([]),
    /** goods.search_text when indexed: a goods write that changes it marks the row stale. */
    sourceText: text('source_text').notNull().default(''),
  },
  (t) => [
    gin('goods_search_name_gin', t.nameTokens),
    gin('goods_search_std_gin', t.stdTokens),
    gin('goods_search_kw_gin', t.kwTokens),
    gin('goods_search_text_gin', t.textTokens),
    index('goods_search_name_norm_idx').on(t.nameNorm),
  ],
);

/** One row per shop: its name, city and kind, and what its goods on sale offer. */
export const merchantSearch = pgTable(
  'merchant_search',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    nameNorm: text('name_norm').notNull().default(''),
    nameTokens: text('name_tokens').array().notNull().default([]),
    /** City, province, kind. */
    metaTokens: text('meta_tokens').array().notNull().default([]),
    /** Names, standards, keywords and categories of the shop's goods on sale. */
    svcTokens: text('svc_tokens').array().notNull().default([]),
    /** Service types (1–5) the shop sells, for the servics_id filter. */
    types: integer('types').array().notNull().default([]),
    tokens: text('tokens').array().notNull().default([]),
  },
  (t) => [gin('merchant_search_tokens_gin', t.tokens)],
);
