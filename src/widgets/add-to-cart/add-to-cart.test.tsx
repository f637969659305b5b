import { describe, expect, it } from 'vitest';
import type { GoodsDetail } from '../../core/api/contract/models';
import { eventsOfEachTest, flush, list, ok, STOREFRONT, setupWidgets } from '../testing/helpers';
import { loginAs, loginHere } from '../testing/session';
import { $, mount, text, toastOf } from '../testing/shadow';

/** A type-1 service priced by its options; a type-4 one priced by its promotion unit. */
const water = {
  id: 1,
  name: '生活饮用水全分析检测',
  servicsInfo: { id: 1, name: '检验检测' },
  serviceContent: [
    { id: 101, name: '常规 35 项', price: 3800 },
    { id: 102, name: '全分析 97 项', price: 6800 },
  ],
  trainingForm: [],
  approvalLogo: [{ id: 171, name: 'CMA', price: 300.5 }],
  sales_promotion: null,
  sales_promotion_unit: [],
} as unknown as GoodsDetail;
const course = {
  ...water,
  id: 57,
  servicsInfo: { id: 4, name: '培训' },
  sales_promotion: { online_wages: 880, spot_wages: 1480 },
  sales_promotion_unit: ['online_wages', 'spot_wages'],
} as unknown as GoodsDetail;

function routes(goods: GoodsDetail = water) {
  const cart: unknown[] = [];
  return {
    'goods/info': ok({ info: goods }),
    'goods_cart/get': () => list([...cart]),
    'goods_cart/add': (p: Record<string, unknown>) => {
      const item = { id: 900 + cart.length, attribute: {}, goodsInfo: { ...goods, serviceContent: null }, p };
      cart.push(item);
      return ok(item, '已加入购物车');
    },
  };
}

const button = (el: Element) => $<HTMLButtonElement>(el, '[part="button"]')!;

const events = eventsOfEachTest();

describe('<tic-add-to-cart>', () => {
  it('shows the catalogue price of the chosen options and adds them, firing tic-cart-change', async () => {
    const { server } = setupWidgets(routes());
    loginAs(1);
    events.record('tic-cart-change');
    const el = await mount(
      '<tic-add-to-cart goods-id="1" service-content-id="102" approval-logo-id="171"></tic-add-to-cart>',
    );
    await flush();
    expect(server.callsTo('goods/info')[0]!.params).toEqual({ id: 1 });
    expect(text(el, '[part="price"]')).toBe('¥7100.50');
    expect(button(el).textContent).toBe('加入购物车');
    button(el).click();
    await flush();
    expect(server.callsTo('goods_cart/add')[0]!.params).toEqual({
      goods_id: 1,
      service_content_id: 102,
      approval_logo_id: 171,
    });
    expect(toastOf(el)).toBe('已加入购物车');
    expect(events.seen.map((e) => [e.detail.count, e.bubbles, e.composed])).toEqual([[1, true, true]]);
  });

  it('without options: the first of each required group, as on the detail page', async () => {
    setupWidgets(routes());
    const el = await mount('<tic-add-to-cart goods-id="1"></tic-add-to-cart>');
    await flush();
    expect(text(el, '[part="price"]')).toBe('¥3800.00');
  });

  it('a training service is bought by its promotion unit', async () => {
    const { server } = setupWidgets(routes(course));
    loginAs(1);
    const el = await mount(
      '<tic-add-to-cart goods-id="57" sales-promotion-unit="spot_wages"></tic-add-to-cart>',
    );
    await flush();
    expect(text(el, '[part="price"]')).toBe('¥1480.00');
    button(el).click();
    await flush();
    expect(server.callsTo('goods_cart/add')[0]!.params).toEqual({
      goods_id: 57,
      sales_promotion_unit: 'spot_wages',
    });
  });

  it('mode="buy": 立即购买 adds the item and lands on its settlement, the login going along as a code', async () => {
    const settle = `${STOREFRONT}/shopcarsettle?ids=900#tic_code=abc`;
    const { server, navigate } = setupWidgets({ ...routes(), 'session_handoff/issue': ok({ url: settle }) });
    loginAs(1);
    const el = await mount('<tic-add-to-cart goods-id="1" mode="buy"></tic-add-to-cart>');
    await flush();
    expect(button(el).textContent).toBe('立即购买');
    button(el).click();
    await flush();
    expect(server.callsTo('session_handoff/issue')[0]!.params).toEqual({
      return_url: `${STOREFRONT}/shopcarsettle?ids=900`,
    });
    expect(navigate).toHaveBeenCalledWith(settle);
    // an item for the settlement only: the cart does not list it, so it is not fetched again
    expect(server.callsTo('goods_cart/add')[0]!.params).toMatchObject({ goods_id: 1, buy_now: true });
    expect(server.callsTo('goods_cart/get')).toHaveLength(0);
  });

  it('a logged-out visitor is led to the marketplace login and back', async () => {
    const { server, navigate } = setupWidgets(routes());
    const el = await mount('<tic-add-to-cart goods-id="1"></tic-add-to-cart>');
    await flush();
    button(el).click();
    await flush();
    expect(toastOf(el)).toBe('请先登录');
    expect(navigate).toHaveBeenCalledWith(loginHere());
    expect(server.callsTo('goods_cart/add')).toEqual([]);
  });

  it.each([2, 3] as const)('user type %d sees why they cannot buy, and cannot', async (type) => {
    const { server } = setupWidgets(routes());
    loginAs(type);
    const el = await mount('<tic-add-to-cart goods-id="1"></tic-add-to-cart>');
    await flush();
    expect(text(el, '[part="note"]')).toBe('请以买家身份登录后操作');
    expect(button(el).disabled).toBe(true);
    button(el).click();
    await flush();
    expect(server.callsTo('goods_cart/add')).toEqual([]);
  });
});
