import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { goods, merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz } from './columns';

export const goodsCollect = pgTable(
  'goods_collect',
  {
    id: idColumn(),
    userId: userIdColumn(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('goods_collect_user_goods_uq').on(t.userId, t.goodsId)],
);

/** Followed shops; buyers and experts follow, merchants are refused. */
export const merchantAttention = pgTable(
  'merchant_attention',
  {
    id: idColumn(),
    userId: userIdColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('merchant_attention_user_merchant_uq').on(t.userId, t.merchantId),
    index('merchant_attention_merchant_idx').on(t.merchantId),
  ],
);

export const goodsFootprint = pgTable(
  'goods_footprint',
  {
    id: idColumn(),
    userId: userIdColumn(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('goods_footprint_user_goods_uq').on(t.userId, t.goodsId)],
);
