import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { goods } from './catalogue';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';

/**
 * A cart item is a goods plus the chosen options; the price is never stored (it
 * follows the catalogue). combo_key makes "same goods, same options" one row even under races
 * (one in the cart, one for a 立即购买).
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
    /** How many of an add-on service content (单项加测 每项 …); 1 for everything else. */
    quantity: smallint('quantity').notNull().default(1),
    /**
     * Put here by 立即购买 for its settlement only: not listed in the cart, and replaced by the
     * buyer's next 立即购买, so a purchase not finished leaves nothing behind in the cart.
     */
    buyNow: boolean('buy_now').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('goods_cart_user_combo_uq').on(t.userId, t.goodsId, t.comboKey, t.buyNow),
    index('goods_cart_user_idx').on(t.userId),
  ],
);
