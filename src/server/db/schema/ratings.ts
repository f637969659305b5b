import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { goods, merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { orderIdColumn, orderItems } from './orders';

/**
 * 评价: the buyer's rating of one service of a completed order (1–5 stars and a comment), once per
 * order item, shown on the service and its shop with the lab's reply.
 */
export const serviceRatings = pgTable(
  'service_ratings',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    stars: smallint('stars').notNull(),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('service_ratings_item_uq').on(t.orderItemId),
    index('service_ratings_goods_idx').on(t.goodsId, t.id),
    index('service_ratings_merchant_idx').on(t.merchantId, t.id),
    check('service_ratings_stars_ck', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/**
 * 申请售后: a buyer's request about a completed order (a report to correct, a question on the
 * result), answered by the lab. One open request per order at a time.
 */
export const afterSaleRequests = pgTable(
  'after_sale_requests',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** open (waits for the lab) or answered */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('after_sale_requests_order_idx').on(t.orderId),
    index('after_sale_requests_merchant_idx').on(t.merchantId, t.id),
    uniqueIndex('after_sale_requests_open_uq').on(t.orderId).where(sql`${t.status} = 'open'`),
  ],
);
