import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CartItem } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { goodsCart } from '../../db/schema';
import { CAPS } from '../../lib/caps';
import { refuse } from '../../lib/envelope';
import { yuanToFen } from '../../lib/money';
import { toPositiveInt } from '../../lib/validation';
import { loadGoods } from '../goods/goods.service';
import { type LoadedGoods, toCartItem } from '../goods-cart/cart-item';
import { MERCHANT_OPEN } from '../merchant/merchant.service';

type CartRow = typeof goodsCart.$inferSelect;

export const MIXED_MERCHANTS = '请分别结算不同服务机构的服务';
export const CART_CHANGED = '购物车已变化，请刷新后重试';

/**
 * The cart items to settle: an array of ids or "1,2" (a query string), each a positive id, at
 * most a full cart; duplicates count once.
 */
export const cartIdsField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number[] => {
      const parts = Array.isArray(v)
        ? v
        : typeof v === 'string'
          ? v.split(',').map((s) => s.trim())
          : typeof v === 'number'
            ? [v]
            : null;
      const ids = parts?.map(toPositiveInt);
      if (!parts?.length || (parts.length === 1 && parts[0] === '')) {
        ctx.issues.push({ code: 'custom', input: v, message: '请选择要结算的服务' });
      } else if (parts.length > CAPS.cart) {
        ctx.issues.push({ code: 'custom', input: v, message: `一次最多结算${CAPS.cart}件服务` });
      } else if (!ids || ids.some((n) => n === null)) {
        ctx.issues.push({ code: 'custom', input: v, message: '无效的购物车ID' });
      } else return [...new Set(ids as number[])];
      return z.NEVER;
    });

export interface PricedCart {
  merchantId: number;
  merchantName: string;
  goodsFen: number;
  lines: { row: CartRow; item: CartItem; goods: LoadedGoods; priceFen: number }[];
}

/**
 * Prices cart rows from the catalogue now (through toCartItem): every goods still on
 * sale, all of one open lab. The client's prices are never consulted.
 */
export async function priceCart(db: DbOrTx, rows: CartRow[]): Promise<PricedCart> {
  // the rows are one buyer's: their private services (accepted quotes) settle like any other
  const found = await loadGoods(db, [...new Set(rows.map((r) => r.goodsId))], false, rows[0]?.userId);
  const lines = rows.map((row) => {
    const goods = found.get(row.goodsId) ?? refuse('部分服务已下架，请从购物车中移除后重试');
    const item = toCartItem(row, goods);
    return { row, item, goods, priceFen: yuanToFen(item.price) };
  });
  const merchantIds = new Set(lines.map((l) => l.goods.row.merchantId));
  if (merchantIds.size !== 1) refuse(MIXED_MERCHANTS);
  const first = lines[0]!.goods;
  if (first.merchantStatus !== MERCHANT_OPEN) refuse('该服务机构暂停接单');
  return {
    merchantId: first.row.merchantId,
    merchantName: first.merchantName,
    goodsFen: lines.reduce((sum, l) => sum + l.priceFen, 0),
    lines,
  };
}

/** The caller's cart rows among `ids` (read only: coupon/getOrderUsableList). */
export async function readCart(db: DbOrTx, userId: number, ids: number[]): Promise<CartRow[]> {
  const rows = await db
    .select()
    .from(goodsCart)
    .where(and(eq(goodsCart.userId, userId), inArray(goodsCart.id, ids)));
  if (rows.length < ids.length) refuse(CART_CHANGED);
  return rows;
}

/**
 * Takes the chosen rows out of the caller's cart for an order. Two submissions of one cart race
 * here: the first deletes the rows, the second (blocked on their locks) then deletes fewer
 * than it asked for and is refused, so one cart makes one order.
 */
export async function takeCart(tx: DbOrTx, userId: number, ids: number[]): Promise<CartRow[]> {
  const rows = await tx
    .delete(goodsCart)
    .where(and(eq(goodsCart.userId, userId), inArray(goodsCart.id, ids)))
    .returning();
  if (rows.length < ids.length) refuse(CART_CHANGED);
  return rows.sort((a, b) => a.id - b.id);
}
