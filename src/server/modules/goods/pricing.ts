import type { SalesPromotion, SalesPromotionUnit } from '../../../core/api/contract/models';
import { isPromotionPriced, toFen } from '../../../core/rules/cart-pricing';
import { SALES_PROMOTION_UNITS } from '../../../core/rules/sales-units';

/** Option kinds as stored in goods_options.kind. */
export const OPTION_KIND = { serviceContent: 1, trainingForm: 2, approvalLogo: 3 } as const;

/** Units a promotion-priced goods can be bought by, in the spec's order. */
export const availableUnits = (servicsId: number, sp: SalesPromotion | null): SalesPromotionUnit[] =>
  isPromotionPriced(servicsId) && sp ? SALES_PROMOTION_UNITS.filter((u) => typeof sp[u] === 'number') : [];

/**
 * The lowest price a buyer can pay, for lists: the cheapest unit for types 4/5; otherwise the
 * cheapest service content plus the cheapest training form (both required when offered).
 */
export function minPriceFen(
  servicsId: number,
  sp: SalesPromotion | null,
  options: { kind: number; priceFen: number }[],
): number {
  const units = availableUnits(servicsId, sp);
  if (units.length && sp) return Math.min(...units.map((u) => toFen(sp[u])));
  const cheapest = (kind: number) => {
    const prices = options.filter((o) => o.kind === kind).map((o) => o.priceFen);
    return prices.length ? Math.min(...prices) : 0;
  };
  return cheapest(OPTION_KIND.serviceContent) + cheapest(OPTION_KIND.trainingForm);
}
