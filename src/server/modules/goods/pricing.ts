import type { SalesPromotion, SalesPromotionUnit } from '../../../core/api/contract/models';
import { isPromotionPriced } from '../../../core/rules/cart-pricing';
import { SALES_PROMOTION_UNITS } from '../../../core/rules/sales-units';
import { type PricedOption, startingPriceFen } from '../../../core/rules/starting-price';

/** Option kinds as stored in goods_options.kind (the one definition is core's). */
export { OPTION_KIND } from '../../../core/rules/starting-price';

/** Units a promotion-priced goods can be bought by, in the spec's order. */
export const availableUnits = (servicsId: number, sp: SalesPromotion | null): SalesPromotionUnit[] =>
  isPromotionPriced(servicsId) && sp ? SALES_PROMOTION_UNITS.filter((u) => typeof sp[u] === 'number') : [];

/** The "起" price stored as goods.min_price_fen (lists and the search index read it): core's rule. */
export const minPriceFen = (
  servicsId: number,
  sp: SalesPromotion | null,
  options: readonly PricedOption[],
): number => startingPriceFen(servicsId, sp, options);
