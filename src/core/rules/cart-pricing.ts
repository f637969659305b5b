import type { CartItem } from '../api/contract/models';

/** Service types priced by promotion unit instead of options (spec §9): 培训, 咨询. */
export const PROMOTION_PRICED_TYPES: readonly number[] = [4, 5];

export type PricedCartItem = Pick<CartItem, 'attribute' | 'goodsInfo'>;

const cents = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/**
 * Spec §9, for display only (the server computes what is charged): types 4 and 5 cost the
 * sales_promotion value of the chosen unit; other types the sum of the chosen option prices.
 */
export function cartItemPrice(item: PricedCartItem): number {
  const g = item.goodsInfo;
  if (PROMOTION_PRICED_TYPES.includes(g.servicsInfo?.id)) {
    const unit = item.attribute.sales_promotion_unit;
    return unit ? cents(g.sales_promotion?.[unit]) / 100 : 0;
  }
  return (cents(g.serviceContent?.price) + cents(g.trainingForm?.price) + cents(g.approvalLogo?.price)) / 100;
}

/** The sum of the item prices, added in cents so that 0.1 + 0.2 shows as 0.30. */
export function cartTotal(items: readonly PricedCartItem[]): number {
  return items.reduce((sum, item) => sum + cents(cartItemPrice(item)), 0) / 100;
}
