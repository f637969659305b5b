import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CartItem } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { goods, goodsCart, goodsOptions, merchants, serviceTypes } from '../../db/schema';
import { assertUnderCap, CAPS } from '../../lib/caps';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { countOf, pageOf } from '../../lib/list-query';
import { loadedGoodsColumns, loadGoods } from '../goods/goods.service';
import { type CartChoice, checkChoice, comboKey, type LoadedGoods, toCartItem } from './cart-item';

export const ITEM_MISSING = '购物车中没有该服务';
export const CART_FULL = `购物车最多 ${CAPS.cart} 件服务，请先结算或删除部分服务`;

/** On sale, or a private service made for this buyer (quote → order). */
async function onSaleGoods(db: DbOrTx, goodsId: number, userId: number): Promise<LoadedGoods> {
  return (await loadGoods(db, [goodsId], false, userId)).get(goodsId) ?? refuse('商品不存在');
}

const mine = (userId: number, id: number) => and(eq(goodsCart.userId, userId), eq(goodsCart.id, id));

async function findCombo(db: DbOrTx, userId: number, goodsId: number, key: string, buyNow: boolean) {
  const [row] = await db
    .select()
    .from(goodsCart)
    .where(
      and(
        eq(goodsCart.userId, userId),
        eq(goodsCart.goodsId, goodsId),
        eq(goodsCart.comboKey, key),
        eq(goodsCart.buyNow, buyNow),
      ),
    )
    .limit(1);
  return row;
}

/** The rows the cart lists: a 立即购买 item is its settlement's alone. */
const listed = (userId: number) => and(eq(goodsCart.userId, userId), eq(goodsCart.buyNow, false));

/** The columns a cart row keeps of the buyer's choice; `key` tells one combination from another. */
const chosen = (choice: CartChoice, key: string) => ({
  serviceContentId: choice.service_content_id,
  trainingFormId: choice.training_form_id,
  approvalLogoId: choice.approval_logo_id,
  salesPromotionUnit: choice.sales_promotion_unit,
  comboKey: key,
  quantity: choice.quantity ?? 1,
});

/**
 * Adds a goods with its options; the same combination twice answers the existing item. With
 * `buyNow` (立即购买) the item is for one settlement: unlisted, not counted against the cart's
 * cap, and the buyer's earlier 立即购买 items go. Like every write to a cart, the caller then
 * clears the buyer's kept cart once committed (`app.cache.invalidate('cart', userId)`, lib/cache.ts).
 */
export async function addToCart(
  db: DbOrTx,
  userId: number,
  goodsId: number,
  choice: CartChoice,
  buyNow = false,
): Promise<{ item: CartItem; existed: boolean }> {
  const g = await onSaleGoods(db, goodsId, userId);
  checkChoice(g, choice);
  const key = comboKey(choice);
  let existing = await findCombo(db, userId, goodsId, key, buyNow);
  if (existing && choice.quantity != null && choice.quantity !== existing.quantity) {
    // the same add-on again with another quantity: the quantity asked for now
    [existing] = await db
      .update(goodsCart)
      .set({ quantity: choice.quantity, updatedAt: new Date() })
      .where(eq(goodsCart.id, existing.id))
      .returning();
  }
  if (buyNow) {
    await db
      .delete(goodsCart)
      .where(
        and(eq(goodsCart.userId, userId), eq(goodsCart.buyNow, true), ne(goodsCart.id, existing?.id ?? 0)),
      );
  }
  if (existing) return { item: toCartItem(existing, g), existed: !buyNow };
  if (!buyNow) await assertUnderCap(db, goodsCart, goodsCart.userId, userId, CAPS.cart, CART_FULL);
  const [row] = await db
    .insert(goodsCart)
    .values({
      userId,
      goodsId,
      ...chosen(choice, key),
      buyNow,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { item: toCartItem(row, g), existed: false };
  // a concurrent add of the same combination won the race: answer its row
  const raced = await findCombo(db, userId, goodsId, key, buyNow);
  return raced ? { item: toCartItem(raced, g), existed: !buyNow } : refuse(ITEM_MISSING);
}

/**
 * The caller's cart (or `only` these of its items, 立即购买's too, for a settlement): one query
 * for the page of items with their goods, type, lab and the total (a window count), one for the
 * goods' options. Items whose goods are gone still count in the total, as before, and are left
 * out of the list.
 */
export async function listCart(db: DbOrTx, userId: number, paging: Paging, only?: number[]) {
  const which = only ? and(eq(goodsCart.userId, userId), inArray(goodsCart.id, only)) : listed(userId);
  const rows = await pageOf(
    db
      .select({
        cart: goodsCart,
        g: loadedGoodsColumns,
        typeName: serviceTypes.name,
        merchantName: merchants.orgName,
        merchantStatus: merchants.status,
        total: sql<number>`cast(count(*) over () as integer)`,
      })
      .from(goodsCart)
      .leftJoin(goods, eq(goods.id, goodsCart.goodsId))
      .leftJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
      .leftJoin(merchants, eq(merchants.id, goods.merchantId))
      .where(which)
      .orderBy(desc(goodsCart.id)),
    paging,
  );
  // past the last page the window count has no row to ride on
  const total = rows[0]
    ? Number(rows[0].total)
    : paging.page > 1
      ? await countOf(db.select({ n: count() }).from(goodsCart).where(which))
      : 0;
  const ids = [...new Set(rows.flatMap((r) => (r.g ? [r.g.id] : [])))];
  const options = ids.length
    ? await db.select().from(goodsOptions).where(inArray(goodsOptions.goodsId, ids))
    : [];
  const list = rows.flatMap(({ cart, g, typeName, merchantName, merchantStatus }) => {
    if (!g || typeName === null) return [];
    const loaded: LoadedGoods = {
      row: g,
      typeName,
      merchantName: merchantName ?? '',
      merchantStatus: merchantStatus ?? 0,
      options: options.filter((o) => o.goodsId === g.id),
    };
    return [toCartItem(cart, loaded)];
  });
  return { list, total };
}

/** Changes the options of one of the caller's items; another buyer's id reads as missing. */
export async function updateCartItem(
  db: DbOrTx,
  userId: number,
  id: number,
  choice: CartChoice,
): Promise<CartItem> {
  const [row] = await db.select().from(goodsCart).where(mine(userId, id)).limit(1);
  if (!row) refuse(ITEM_MISSING);
  const g = await onSaleGoods(db, row!.goodsId, userId);
  checkChoice(g, choice);
  const key = comboKey(choice);
  const [clash] = await db
    .select({ id: goodsCart.id })
    .from(goodsCart)
    .where(
      and(
        eq(goodsCart.userId, userId),
        eq(goodsCart.goodsId, row!.goodsId),
        eq(goodsCart.comboKey, key),
        eq(goodsCart.buyNow, row!.buyNow),
        ne(goodsCart.id, id),
      ),
    )
    .limit(1);
  if (clash) refuse('购物车中已有相同选项的该服务');
  const [updated] = await db
    .update(goodsCart)
    .set({
      ...chosen(choice, key),
      updatedAt: new Date(),
    })
    .where(mine(userId, id))
    .returning();
  return updated ? toCartItem(updated, g) : refuse(ITEM_MISSING);
}

export async function deleteCartItem(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db.delete(goodsCart).where(mine(userId, id)).returning({ id: goodsCart.id });
  if (!deleted.length) refuse(ITEM_MISSING);
}

export async function clearCart(db: DbOrTx, userId: number): Promise<number> {
  const deleted = await db
    .delete(goodsCart)
    .where(eq(goodsCart.userId, userId))
    .returning({ id: goodsCart.id });
  return deleted.length;
}
