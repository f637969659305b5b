/**
 * The "起" price a service is listed at: the cheapest complete package a buyer can order, so
 * a card never advertises a figure nobody pays for the service itself. Cards, the search index,
 * goods/info and the detail page all read it from here (the server stores it as min_price).
 */
import type { SalesPromotion } from '../api/contract/models';
import { isPromotionPriced, toFen } from './cart-pricing';
import { optionRole } from './option-role';

/** Option groups as goods_options.kind stores them; the service content is the main group. */
export const OPTION_KIND = { serviceContent: 1, trainingForm: 2, approvalLogo: 3 } as const;

export { ADDON_QUANTITY_MAX, addonQuantity, isAddon, type OptionRole, optionRole } from './option-role';

export interface PricedOption {
  kind: number;
  name: string;
  /** Price in fen. */
  priceFen: number;
}

const cheapest = (prices: number[]): number => (prices.length ? Math.min(...prices) : 0);

/**
 * The starting price in fen. 培训/咨询 priced by unit: the cheapest unit. Otherwise the cheapest
 * package of the main group (add-ons and surveillance audits left out, unless the group has
 * nothing else) plus the cheapest training form when the service offers one (it is required);
 * approval logos are optional and never counted.
 */
export function startingPriceFen(
  servicsId: number,
  salesPromotion: SalesPromotion | null | undefined,
  options: readonly PricedOption[],
): number {
  if (isPromotionPriced(servicsId) && salesPromotion) {
    const units = Object.values(salesPromotion).filter((v): v is number => typeof v === 'number');
    if (units.length) return cheapest(units.map(toFen));
  }
  const main = options.filter((o) => o.kind === OPTION_KIND.serviceContent);
  const packages = main.filter((o) => optionRole(o.name) === 'package');
  const mainFen = cheapest((packages.length ? packages : main).map((o) => o.priceFen));
  const formFen = cheapest(options.filter((o) => o.kind === OPTION_KIND.trainingForm).map((o) => o.priceFen));
  return mainFen + formFen;
}

/**
 * What a complete order of the service costs, cheapest to dearest: the starting price, and the
 * dearest package plus the dearest training form (add-ons, audits and approval logos aside).
 */
export function priceRangeFen(
  servicsId: number,
  salesPromotion: SalesPromotion | null | undefined,
  options: readonly PricedOption[],
): [number, number] {
  const min = startingPriceFen(servicsId, salesPromotion, options);
  const dearest = (prices: number[]): number => (prices.length ? Math.max(...prices) : 0);
  if (isPromotionPriced(servicsId) && salesPromotion) {
    const units = Object.values(salesPromotion).filter((v): v is number => typeof v === 'number');
    if (units.length) return [min, dearest(units.map(toFen))];
  }
  const main = options.filter((o) => o.kind === OPTION_KIND.serviceContent);
  const packages = main.filter((o) => optionRole(o.name) === 'package');
  const mainFen = dearest((packages.length ? packages : main).map((o) => o.priceFen));
  const formFen = dearest(options.filter((o) => o.kind === OPTION_KIND.trainingForm).map((o) => o.priceFen));
  return [min, Math.max(min, mainFen + formFen)];
}

/** The same rule over options as the API answers them (yuan), for pages: yuan. */
export function startingPrice(g: {
  servicsInfo?: { id: number };
  servics_id?: number;
  sales_promotion?: SalesPromotion | null;
  serviceContent: readonly { name: string; price: number }[];
  trainingForm: readonly { name: string; price: number }[];
}): number {
  const options: PricedOption[] = [
    ...g.serviceContent.map((o) => ({
      kind: OPTION_KIND.serviceContent,
      name: o.name,
      priceFen: toFen(o.price),
    })),
    ...g.trainingForm.map((o) => ({
      kind: OPTION_KIND.trainingForm,
      name: o.name,
      priceFen: toFen(o.price),
    })),
  ];
  return startingPriceFen(g.servicsInfo?.id ?? g.servics_id ?? 0, g.sales_promotion, options) / 100;
}
