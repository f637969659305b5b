import type { CartItem, SalesPromotion, SalesPromotionUnit } from '../../../core/api/contract/models';
import { isPromotionPriced, itemPriceFen } from '../../../core/rules/cart-pricing';
import { ADDON_QUANTITY_MAX, addonQuantity, isAddon } from '../../../core/rules/option-role';
import { UNIT_LABELS } from '../../../core/rules/sales-units';
import type { goodsCart } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { fenToYuan } from '../../lib/money';
import { type loadGoods, optionsByKind, toOption } from '../goods/goods.service';
import { coverUrl, picturesOf } from '../goods/goods-cover';
import { availableUnits } from '../goods/pricing';

export type LoadedGoods = NonNullable<ReturnType<Awaited<ReturnType<typeof loadGoods>>['get']>>;
type CartRow = typeof goodsCart.$inferSelect;
type OptionRow = LoadedGoods['options'][number];

export interface CartChoice {
  service_content_id: number | null;
  training_form_id: number | null;
  approval_logo_id: number | null;
  sales_promotion_unit: SalesPromotionUnit | null;
  /** An add-on's quantity; null when the buyer sent none (one). */
  quantity: number | null;
}

/** One row per goods and option combination: adding the same thing twice finds the first. */
export const comboKey = (c: CartChoice): string =>
  [c.service_content_id, c.training_form_id, c.approval_logo_id, c.sales_promotion_unit]
    .map((v) => v ?? '-')
    .join('|');

const pick = (list: OptionRow[], id: number | null, label: string, required: boolean): OptionRow | null => {
  if (id === null) {
    if (required && list.length) refuse(`请选择${label}`);
    return null;
  }
  return list.find((o) => o.id === id) ?? refuse(`所选${label}不存在`);
};

/**
 * Checks a buyer's choice against the goods: every id must be one of this goods'
 * options; types 4/5 need an available promotion unit, the others a service content and a
 * training form where the goods offers them. The approval logo is optional.
 */
export function checkChoice(g: LoadedGoods, c: CartChoice): CartChoice {
  const byKind = optionsByKind(g.options);
  const promotion =
    isPromotionPriced(g.row.servicsId) && availableUnits(g.row.servicsId, g.row.salesPromotion).length > 0;
  const content = pick(byKind.serviceContent, c.service_content_id, '服务内容', !promotion);
  if ((c.quantity ?? 1) !== 1) {
    if (!content || !isAddon(content.name)) refuse('只有单项加测等按项计价的内容可以选择数量');
    if (c.quantity! < 1 || c.quantity! > ADDON_QUANTITY_MAX) refuse(`数量应为 1–${ADDON_QUANTITY_MAX}`);
  }
  pick(byKind.trainingForm, c.training_form_id, '培训形式', !promotion);
  pick(byKind.approvalLogo, c.approval_logo_id, '认可标识', false);
  if (promotion) {
    if (!c.sales_promotion_unit) refuse('请选择购买方式');
    if (!availableUnits(g.row.servicsId, g.row.salesPromotion).includes(c.sales_promotion_unit!)) {
      refuse('所选购买方式不可用');
    }
    return c;
  }
  if (c.sales_promotion_unit) refuse('该服务不支持所选购买方式');
  return c;
}

/**
 * The cart item exactly as models.ts has it, priced from the catalogue now. The
 * lab (merchant_id, merchant_name) rides along: the cart groups by it, an order is with one lab.
 */
export function toCartItem(row: CartRow, g: LoadedGoods): CartItem {
  const byKind = optionsByKind(g.options);
  const find = (list: OptionRow[], id: number | null) =>
    id === null ? null : (list.find((o) => o.id === id) ?? null);
  const serviceContent = find(byKind.serviceContent, row.serviceContentId);
  const trainingForm = find(byKind.trainingForm, row.trainingFormId);
  const approvalLogo = find(byKind.approvalLogo, row.approvalLogoId);
  const unit = (row.salesPromotionUnit as SalesPromotionUnit | null) ?? null;
  const quantity = addonQuantity(serviceContent?.name, row.quantity);
  // priced through core's one rule, the one the storefront shows prices by
  const priceFen = itemPriceFen(g.row.servicsId, g.row.salesPromotion, unit, [
    (serviceContent?.priceFen ?? 0) * quantity,
    trainingForm?.priceFen ?? 0,
    approvalLogo?.priceFen ?? 0,
  ]);
  const remark = [
    serviceContent && (quantity > 1 ? `${serviceContent.name} ×${quantity}` : serviceContent.name),
    trainingForm?.name,
    approvalLogo?.name,
    unit ? UNIT_LABELS[unit] : undefined,
  ]
    .filter(Boolean)
    .join('；');
  return {
    id: row.id,
    goods_id: row.goodsId,
    attribute: {
      service_content_id: row.serviceContentId,
      training_form_id: row.trainingFormId,
      approval_logo_id: row.approvalLogoId,
      sales_promotion_unit: unit,
      quantity,
    },
    price: fenToYuan(priceFen),
    remark,
    goodsInfo: {
      id: g.row.id,
      name: g.row.name,
      cover: coverUrl(g.row.id, g.row.cover),
      pictures: picturesOf(g.row.id, g.row.cover, g.row.pictures),
      serviceContent: serviceContent && toOption(serviceContent),
      trainingForm: trainingForm && toOption(trainingForm),
      approvalLogo: approvalLogo && toOption(approvalLogo),
      servicsInfo: { id: g.row.servicsId, name: g.typeName },
      sales_promotion: (g.row.salesPromotion as SalesPromotion | null) ?? null,
      merchant_id: g.row.merchantId,
      merchant_name: g.merchantName,
    },
  };
}
