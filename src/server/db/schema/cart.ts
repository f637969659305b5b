import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { goods } from './catalogue';

/**
 * A cart item is a goods plus the chosen options; the price is never stored (it
 * follows the catalogue). combo_key makes "same goods, same options" one row even under races.
 */
export const goodsCart = pgTable(
  'goods_cart',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    serviceContentId: integer('service_content_id'),
    trainingFormId: integer('training_form_id'),
    approvalLogoId: integer('approval_logo_id'),
    salesPromotionUnit: varchar('sales_promotion_unit', { length: 30 }),
    comboKey: varchar('combo_key', { length: 120 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_cart_user_combo_uq').on(t.userId, t.goodsId, t.comboKey),
    index('goods_cart_user_idx').on(t.userId),
  ],
);
