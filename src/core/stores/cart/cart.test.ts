import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartItem } from '../../testing/cart-items';
import { fakeApi, list, ok, refused, resetStores } from '../../testing/fake-api';
import { setSession } from '../session';
import { $toast } from '../toast';
import { $cart, reloadCart } from '.';
import { addToCart, clearCart, removeFromCart } from './actions';

const items = [
  cartItem(1, 1, {
    serviceContent: { id: 1, name: 'A', price: 1200 },
    approvalLogo: { id: 2, name: 'CMA', price: 300 },
  }),
  cartItem(2, 4, { sales_promotion: { online_wages: 980, spot_wages: 2600 } }, 'spot_wages'),
];

beforeEach(() => {
  resetStores();
  setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
});
afterEach(resetStores);

describe('$cart', () => {
  it('counts and totals by the one pricing rule', async () => {
    fakeApi({ 'goods_cart/get': list(items) });
    await reloadCart();
    expect($cart.get()).toMatchObject({ count: 2, total: 4100, loaded: true });
  });

  it('add calls goods_cart/add, reloads and shows the server message to its owner', async () => {
    const server = [items[0]];
    const api = fakeApi({
      'goods_cart/get': () => list([...server]),
      'goods_cart/add': (p) => {
        server.push(items[1]);
        return ok({ ...items[1], goods_id: p.goods_id }, '已加入购物车');
      },
    });
    const result = await addToCart(
      { goods_id: 102, sales_promotion_unit: 'spot_wages', service_content_id: undefined },
      { owner: 'tic-mini-cart' },
    );
    expect(result.ok).toBe(true);
    expect(api.callsTo('goods_cart/add')[0].params).toEqual({
      goods_id: 102,
      sales_promotion_unit: 'spot_wages',
    });
    expect($cart.get().count).toBe(2);
    expect($toast.get()).toMatchObject({ message: '已加入购物车', kind: 'success', owner: 'tic-mini-cart' });
  });

  it('a refused add shows the reason as an error', async () => {
    fakeApi({ 'goods_cart/add': refused('该服务已下架') });
    expect((await addToCart({ goods_id: 1 })).ok).toBe(false);
    expect($toast.get()).toMatchObject({ message: '该服务已下架', kind: 'error' });
  });

  it.each([2, 3] as const)('user type %d is refused without a call', async (type) => {
    setSession({ userType: type });
    const api = fakeApi({});
    const result = await addToCart({ goods_id: 1 }, { owner: 'x' });
    expect(result).toEqual({ ok: false, message: '请以买家身份登录后操作' });
    expect(api.calls).toEqual([]);
    expect($toast.get()).toMatchObject({ kind: 'error', message: '请以买家身份登录后操作' });
  });

  it('a logged-out visitor is asked to log in', async () => {
    setSession({ token: '' });
    const api = fakeApi({});
    await addToCart({ goods_id: 1 });
    expect(api.calls).toEqual([]);
    expect($toast.get()).toMatchObject({ kind: 'warning', message: '请先登录' });
    expect(api.onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('remove and clear update the store after the server agrees', async () => {
    const api = fakeApi({
      'goods_cart/get': list(items),
      'goods_cart/delete': ok(null, '已删除'),
      'goods_cart/clear': ok(null, '已清空'),
    });
    await reloadCart();
    await removeFromCart(1);
    expect(api.callsTo('goods_cart/delete')[0].params).toEqual({ id: 1 });
    expect($cart.get()).toMatchObject({ count: 1, total: 2600 });
    await clearCart();
    expect($cart.get()).toMatchObject({ count: 0, total: 0 });
  });

  it('a failed remove keeps the item', async () => {
    fakeApi({ 'goods_cart/get': list(items), 'goods_cart/delete': refused('删除失败') });
    await reloadCart();
    await removeFromCart(1);
    expect($cart.get().count).toBe(2);
  });
});
