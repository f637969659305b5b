import type { SalesPromotionUnit } from '../../../core/api/contract/models';

/** Option kinds as stored in goods_options.kind. */
export const OPTION_KIND = { serviceContent: 1, trainingForm: 2, approvalLogo: 3 } as const;

export const SALES_PROMOTION_UNITS: readonly SalesPromotionUnit[] = [
  'online_wages',
  'spot_wages',
  'project_package_price',
];

export const UNIT_NAMES: Record<SalesPromotionUnit, string> = {
  online_wages: '线上服务',
  spot_wages: '现场服务',
  project_package_price: '项目打包',
};

/** Service types priced by their promotion unit, not by options (spec §9): 4 培训, 5 咨询. */
export const isPromotionPriced = (servicsId: number): boolean => servicsId === 4 || servicsId === 5;

export interface PricedOption {
  id: number;
  priceFen: number;
}

export interface PriceInput {
  servicsId: number;
  /** yuan per unit, as the catalogue keeps it */
  salesPromotion: Partial<Record<SalesPromotionUnit, number>> | null;
  chosen: {
    serviceContent: PricedOption | null;
    trainingForm: PricedOption | null;
    approvalLogo: PricedOption | null;
  };
  unit: SalesPromotionUnit | null;
}

/**
 * The price of one cart item in fen (spec §9): for types 4 and 5 the promotion value of the
 * chosen unit, otherwise the sum of the chosen options' prices.
 */
export function itemPriceFen(p: PriceInput): number {
  if (isPromotionPriced(p.servicsId) && p.salesPromotion && p.unit) {
    return Math.round((p.salesPromotion[p.unit] ?? 0) * 100);
  }
  const { serviceContent, trainingForm, approvalLogo } = p.chosen;
  return (serviceContent?.priceFen ?? 0) + (trainingForm?.priceFen ?? 0) + (approvalLogo?.priceFen ?? 0);
}

/** Units a promotion-priced goods can be bought by, in the spec's order. */
export const availableUnits = (servicsId: number, sp: PriceInput['salesPromotion']): SalesPromotionUnit[] =>
  isPromotionPriced(servicsId) && sp ? SALES_PROMOTION_UNITS.filter((u) => typeof sp[u] === 'number') : [];

/**
 * The lowest price a buyer can pay, for lists: the cheapest unit for types 4/5; otherwise the
 * cheapest service content plus the cheapest training form (both required when offered).
 */
export function minPriceFen(
  servicsId: number,
  sp: PriceInput['salesPromotion'],
  options: { kind: number; priceFen: number }[],
): number {
  const units = availableUnits(servicsId, sp);
  if (units.length && sp) return Math.min(...units.map((u) => Math.round((sp[u] ?? 0) * 100)));
  const cheapest = (kind: number) => {
    const prices = options.filter((o) => o.kind === kind).map((o) => o.priceFen);
    return prices.length ? Math.min(...prices) : 0;
  };
  return cheapest(OPTION_KIND.serviceContent) + cheapest(OPTION_KIND.trainingForm);
}
