import { describe, expect, it } from 'vitest';
import type { CartItem } from '../api/contract/models';
import { cartItem } from '../testing/cart-items';
import { cartItemPrice, cartTotal } from './cart-pricing';
import { buyerRefusal, followRefusal, listsToLoad, refusalMessage } from './follow';
import { effectiveUserType, parseUserType, showsCart } from './user-types';

describe('user types', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    [3, 3],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['4', 1],
    ['buyer', 1],
    [2.5, 1],
  ] as const)('parseUserType(%j) = %d', (raw, type) => {
    expect(parseUserType(raw)).toBe(type);
  });

  it('reports 0 while logged out whatever the stored type', () => {
    expect(effectiveUserType({ token: '', userType: 2 })).toBe(0);
    expect(effectiveUserType({ token: 't', userType: 2 })).toBe(2);
  });

  it.each([
    ['', 1, true],
    ['', 2, true],
    ['t', 1, true],
    ['t', 2, false],
    ['t', 3, false],
  ] as const)('cart button for token %j type %d: %s', (token, userType, shown) => {
    expect(showsCart({ token, userType })).toBe(shown);
  });
});

describe('who may follow, collect, keep a cart', () => {
  it.each([
    ['', 1, 'login', 'login'],
    ['t', 0, null, 'buyer-only'],
    ['t', 1, null, null],
    ['t', 2, 'buyer-only', 'buyer-only'],
    ['t', 3, null, 'buyer-only'],
  ] as const)('token %j type %d: follow %s, buyer action %s', (token, userType, follow, buyer) => {
    expect(followRefusal({ token, userType })).toBe(follow);
    expect(buyerRefusal({ token, userType })).toBe(buyer);
  });

  it('says why', () => {
    expect(refusalMessage('buyer-only')).toBe('请以买家身份登录后操作');
    expect(refusalMessage('login')).toBe('请先登录');
  });

  it.each([
    ['', 1, { followedShops: false, collectedGoods: false, cart: false }],
    ['t', 1, { followedShops: true, collectedGoods: true, cart: true }],
    ['t', 2, { followedShops: false, collectedGoods: false, cart: false }],
    ['t', 3, { followedShops: true, collectedGoods: false, cart: false }],
  ] as const)('lists for token %j type %d', (token, userType, lists) => {
    expect(listsToLoad({ token, userType })).toEqual(lists);
  });
});

const item = (servicsId: number, over: Partial<CartItem['goodsInfo']> = {}, unit: string | null = null) =>
  cartItem(1, servicsId, over, unit) as Pick<CartItem, 'attribute' | 'goodsInfo'>;

const opt = (price: number) => ({ id: 1, name: 'o', price });
const promo = { online_wages: 1200, spot_wages: 2800.5, project_package_price: 30000 };

describe('cart pricing', () => {
  it.each([
    ['testing: service content only', item(1, { serviceContent: opt(800) }), 800],
    [
      'certification: all three options',
      item(2, { serviceContent: opt(0.1), trainingForm: opt(0.2), approvalLogo: opt(300) }),
      300.3,
    ],
    ['metering: nothing chosen', item(3), 0],
    [
      'training: chosen unit',
      item(4, { sales_promotion: promo, serviceContent: opt(99) }, 'spot_wages'),
      2800.5,
    ],
    ['consulting: package', item(5, { sales_promotion: promo }, 'project_package_price'), 30000],
    ['consulting: no unit chosen', item(5, { sales_promotion: promo }), 0],
    ['training: no promotion', item(4, {}, 'online_wages'), 0],
    [
      'string prices from the wire',
      item(1, { serviceContent: { id: 1, name: 'a', price: '12.5' as never } }),
      12.5,
    ],
  ])('%s', (_, it_, price) => {
    expect(cartItemPrice(it_)).toBe(price);
  });

  it('an add-on content is priced by its quantity (1–99); a package ignores one', () => {
    const addon = item(1, { serviceContent: { id: 9, name: '单项加测（每项）', price: 120 } });
    expect(cartItemPrice({ ...addon, attribute: { ...addon.attribute, quantity: 3 } })).toBe(360);
    expect(cartItemPrice({ ...addon, attribute: { ...addon.attribute, quantity: 500 } })).toBe(120 * 99);
    const pack = item(1, { serviceContent: { id: 8, name: '基础 8 项', price: 680 } });
    expect(cartItemPrice({ ...pack, attribute: { ...pack.attribute, quantity: 3 } })).toBe(680);
  });

  it('totals in cents', () => {
    expect(cartTotal([item(1, { serviceContent: opt(0.1) }), item(1, { serviceContent: opt(0.2) })])).toBe(
      0.3,
    );
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([item(4, { sales_promotion: promo }, 'online_wages'), item(1, { approvalLogo: opt(5) })]),
    ).toBe(1205);
  });
});
