/**
 * The sales-promotion units of 培训 and 咨询 services (priced by core/rules/cart-pricing.ts), in one place
 * for the server, the contract documents and the pages. Kept apart from the cart rule so the
 * storefront entry and the widgets, which price but never name units, do not carry the words.
 */
import type { SalesPromotionUnit } from '../api/contract/models';

/** The units, in the order a buyer reads them. */
export const SALES_PROMOTION_UNITS: readonly SalesPromotionUnit[] = [
  'online_wages',
  'spot_wages',
  'project_package_price',
];

/** What each unit is called wherever a buyer reads it: detail page, cart, orders, contracts. */
export const UNIT_LABELS: Readonly<Record<SalesPromotionUnit, string>> = {
  online_wages: '线上课酬',
  spot_wages: '现场课酬',
  project_package_price: '项目打包价',
};
