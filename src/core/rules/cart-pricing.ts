/**
 * Item pricing, the one rule: the server charges by it (server goods-cart/cart-item.ts)
 * and pages and widgets show prices by it. Money is added in fen (cents) so 0.1 + 0.2 is 0.30.
 */
import type { CartItem, SalesPromotion, SalesPromotionUnit } from '../api/contract/models';
import { addonQuantity } from './option-role';

/** Service types priced by promotion unit instead of options: 4 培训, 5 咨询. */
const PROMOTION_PRICED_TYPES: readonly number[] = [4, 5];

export const isPromotionPriced = (servicsId: number | undefined): boolean =>
  PROMOTION_PRICED_TYPES.includes(servicsId ?? 0);

/** Yuan as the catalogue keeps them → fen; anything that is not a number counts 0. */
export const toFen = (yuan: unknown): number => {
  const n = Number(yuan);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/**
 * The price of one item in fen: for types 4 and 5 bought by a unit, that unit's promotion value;
 * otherwise (any type, including a 4/5 service without promotion prices, bought by its options)
 * the sum of the chosen options' prices, given in fen.
 */
export function itemPriceFen(
  servicsId: number | undefined,
  salesPromotion: SalesPromotion | null | undefined,
  unit: SalesPromotionUnit | null,
  optionsFen: readonly number[],
): number {
  if (isPromotionPriced(servicsId) && salesPromotion && unit) return toFen(salesPromotion[unit]);
  return optionsFen.reduce((sum, fen) => sum + fen, 0);
}

export type PricedCartItem = Pick<CartItem, 'attribute' | 'goodsInfo'>;

const cartItemFen = (item: PricedCartItem): number => {
  const g = item.goodsInfo;
  const times = addonQuantity(g.serviceContent?.name, item.attribute.quantity);
  const options = [
    toFen(g.serviceContent?.price) * times,
    toFen(g.trainingForm?.price),
    toFen(g.approvalLogo?.price),
  ];
  return itemPriceFen(g.servicsInfo?.id, g.sales_promotion, item.attribute.sales_promotion_unit, options);
};

/** A cart item's price in yuan, by the rule above (display; the server's figure is what is charged). */
export const cartItemPrice = (item: PricedCartItem): number => cartItemFen(item) / 100;

/** The sum of the item prices, added in fen. */
export const cartTotal = (items: readonly PricedCartItem[]): number =>
  items.reduce((sum, item) => sum + cartItemFen(item), 0) / 100;
