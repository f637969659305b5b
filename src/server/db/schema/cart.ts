import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { goods } from './catalogue';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';

/**
 * A cart item is a goods plus the chosen options; the price is never stored (it
 * follows the catalogue). combo_key makes "same goods, same options" one row even under races.
 */
export const goodsCart = pgTable(
  'goods_cart',
  {
    id: idColumn(),
    userId: userIdColumn(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    serviceContentId: integer('service_content_id'),
    trainingFormId: integer('training_form_id'),
    approvalLogoId: integer('approval_logo_id'),
    salesPromotionUnit: varchar('sales_promotion_unit', { length: 30 }),
    comboKey: varchar('combo_key', { length: 120 }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('goods_cart_user_combo_uq').on(t.userId, t.goodsId, t.comboKey),
    index('goods_cart_user_idx').on(t.userId),
  ],
);
