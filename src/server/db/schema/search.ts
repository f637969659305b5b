import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSequence, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { goods, merchants } from './catalogue';

/**
 * The search index (modules/search/index): one row per goods with its words, character bigrams
 * and standard-number tokens by field — name, standards, keywords (+ categories, shop, type),
 * summary. Each server process ranks from these rows in memory (goods-memory.ts), reading the
 * rows written since by their `changed` number. Sort and filter columns are copied from the
 * goods. Rebuilt by the seed and by reindexGoods; kept fresh by maintain.ts.
 */

/** The shop index's tokens (merchant-search.ts asks PostgreSQL). */
const gin = (name: string, column: Parameters<ReturnType<typeof index>['using']>[1]) =>
  // fastupdate off: PGlite never vacuums, and a pending list would be scanned by every query
  index(name).using('gin', column).with({ fastupdate: false });

/** Numbers goods_search's writes, for the in-memory ranking to read what changed (goods-memory.ts). */
export const goodsSearchChanged = pgSequence('goods_search_changed_seq');

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
    /** From goods_search_changed_seq at every insert, and at every update by a trigger (migration 0011). */
    changed: bigint('changed', { mode: 'number' })
      .notNull()
      .default(sql`nextval('goods_search_changed_seq')`),
  },
  (t) => [index('goods_search_changed_idx').on(t.changed)],
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
