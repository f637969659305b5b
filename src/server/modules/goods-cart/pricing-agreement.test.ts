import { describe, expect, it } from 'vitest';
import type { SalesPromotion, SalesPromotionUnit } from '../../../core/api/contract/models';
import { cartItemPrice } from '../../../core/rules/cart-pricing';
import { OPTION_KIND } from '../goods/pricing';
import { type LoadedGoods, toCartItem } from './cart-item';

/**
 * Item prices come from one rule in core; this runs the same cases through the server's cart item
 * (what is charged) and the client's display of that item, which must agree to the fen.
 */
interface Case {
  name: string;
  servicsId: number;
  promotion: SalesPromotion | null;
  options: { kind: keyof typeof OPTION_KIND; priceFen: number }[];
  unit: SalesPromotionUnit | null;
  expected: number;
}

const cases: Case[] = [
  {
    name: '检验检测: service content plus approval logo',
    servicsId: 1,
    promotion: null,
    options: [
      { kind: 'serviceContent', priceFen: 120050 },
      { kind: 'approvalLogo', priceFen: 30000 },
    ],
    unit: null,
    expected: 1500.5,
  },
  {
    name: '认证认可: fen added exactly (0.10 + 0.20)',
    servicsId: 2,
    promotion: null,
    options: [
      { kind: 'serviceContent', priceFen: 10 },
      { kind: 'trainingForm', priceFen: 20 },
    ],
    unit: null,
    expected: 0.3,
  },
  {
    name: '培训 bought by a unit: the unit’s promotion value, options ignored',
    servicsId: 4,
    promotion: { online_wages: 2800, spot_wages: 3600 },
    options: [{ kind: 'trainingForm', priceFen: 50000 }],
    unit: 'online_wages',
    expected: 2800,
  },
  {
    name: '咨询 bought by the package unit',
    servicsId: 5,
    promotion: { project_package_price: 9999.99 },
    options: [],
    unit: 'project_package_price',
    expected: 9999.99,
  },
  {
    // the client used to show 0 here while the server charged the options
    name: '培训 without promotion prices: bought by its options',
    servicsId: 4,
    promotion: null,
    options: [
      { kind: 'serviceContent', priceFen: 50000 },
      { kind: 'trainingForm', priceFen: 10000 },
    ],
    unit: null,
    expected: 600,
  },
  {
    name: '咨询 with promotion prices but no unit chosen: its options',
    servicsId: 5,
    promotion: { online_wages: 800 },
    options: [{ kind: 'serviceContent', priceFen: 45000 }],
    unit: null,
    expected: 450,
  },
];

function serverItem(c: Case) {
  const options = c.options.map((o, i) => ({
    id: i + 1,
    goodsId: 1,
    kind: OPTION_KIND[o.kind],
    name: `${o.kind} ${i + 1}`,
    priceFen: o.priceFen,
    sort: i,
  }));
  const chosen = (kind: keyof typeof OPTION_KIND) =>
    options.find((o) => o.kind === OPTION_KIND[kind])?.id ?? null;
  const goods = {
    row: {
      id: 1,
      name: '服务',
      cover: '',
      pictures: [],
      servicsId: c.servicsId,
      merchantId: 1,
      salesPromotion: c.promotion,
    },
    typeName: '类型',
    options,
  } as unknown as LoadedGoods;
  const row = {
    id: 9,
    goodsId: 1,
    serviceContentId: chosen('serviceContent'),
    trainingFormId: chosen('trainingForm'),
    approvalLogoId: chosen('approvalLogo'),
    salesPromotionUnit: c.unit,
  } as Parameters<typeof toCartItem>[0];
  return toCartItem(row, goods);
}

describe('item pricing: the server’s cart item and the client’s display agree', () => {
  it.each(cases)('$name', (c) => {
    const item = serverItem(c);
    expect(item.price).toBe(c.expected);
    expect(cartItemPrice(item)).toBe(c.expected);
  });
});
