/**
 * What a buyer picks for one service and what it costs: shared by the goods detail
 * page and the tic-add-to-cart widget, priced by the one cart rule (cart-pricing.ts).
 */
import type { CartAddPayload, GoodsDetail, GoodsOption, SalesPromotionUnit } from '../api/contract/models';
import { cartItemPrice, isPromotionPriced, type PricedCartItem } from './cart-pricing';
import { addonQuantity, optionRole } from './option-role';

/** What the buyer picked (the detail page's choices, or a widget's attributes). */
export interface Selection {
  serviceContent: number | null;
  trainingForm: number | null;
  approvalLogo: number | null;
  unit: SalesPromotionUnit | null;
  /** How many of an add-on service content (单项加测 每项); left out, one. */
  quantity?: number;
}

/** Types 4/5 with promotion prices are bought by unit; the rest by options. */
export const buysByUnit = (g: GoodsDetail): boolean =>
  isPromotionPriced(g.servicsInfo.id) && g.sales_promotion_unit.length > 0;

/**
 * The first choice of every required group, so a price shows at once: the unit for types 4/5;
 * otherwise the first service content and training form. The approval logo is optional.
 */
export function defaultSelection(g: GoodsDetail): Selection {
  if (buysByUnit(g)) {
    return {
      serviceContent: null,
      trainingForm: null,
      approvalLogo: null,
      unit: g.sales_promotion_unit[0] ?? null,
    };
  }
  return {
    // a package, so the first price shown is one a buyer can order on its own (not 单项加测)
    serviceContent:
      (g.serviceContent.find((o) => optionRole(o.name) === 'package') ?? g.serviceContent[0])?.id ?? null,
    trainingForm: g.trainingForm[0]?.id ?? null,
    approvalLogo: null,
    unit: null,
  };
}

const find = (list: GoodsOption[], id: number | null) =>
  id === null ? null : (list.find((o) => o.id === id) ?? null);

/** The selection as a cart item, priced by core's rule (display only: the server prices the order). */
export function selectionPrice(g: GoodsDetail, s: Selection): number {
  const item: PricedCartItem = {
    attribute: {
      service_content_id: s.serviceContent,
      training_form_id: s.trainingForm,
      approval_logo_id: s.approvalLogo,
      sales_promotion_unit: s.unit,
      quantity: s.quantity,
    },
    goodsInfo: {
      id: g.id,
      name: g.name,
      cover: g.cover,
      pictures: g.pictures,
      serviceContent: find(g.serviceContent, s.serviceContent),
      trainingForm: find(g.trainingForm, s.trainingForm),
      approvalLogo: find(g.approvalLogo, s.approvalLogo),
      servicsInfo: g.servicsInfo,
      sales_promotion: g.sales_promotion,
    },
  };
  return cartItemPrice(item);
}

/** goods_cart/add's payload: only the choices that apply to this goods. */
export function cartPayload(g: GoodsDetail, s: Selection): CartAddPayload {
  if (buysByUnit(g)) return { goods_id: g.id, sales_promotion_unit: s.unit };
  const quantity = addonQuantity(find(g.serviceContent, s.serviceContent)?.name, s.quantity);
  return {
    goods_id: g.id,
    service_content_id: s.serviceContent,
    training_form_id: s.trainingForm,
    approval_logo_id: s.approvalLogo,
    ...(quantity > 1 && { quantity }),
  };
}
