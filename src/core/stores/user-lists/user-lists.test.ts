import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserType } from '../../api/contract/models';
import { fakeApi, flush, list, resetStores } from '../../testing/fake-api';
import { $cart } from '../cart';
import { $collectedGoods } from '../collected-goods';
import { $followedShops } from '../followed-shops';
import { setSession } from '../session';
import { startUserLists } from '.';

const cartItem = (id: number, price: number) => ({
  id,
  goods_id: id,
  price,
  remark: '',
  attribute: {
    service_content_id: 1,
    training_form_id: null,
    approval_logo_id: null,
    sales_promotion_unit: null,
  },
  goodsInfo: {
    id,
    name: `服务${id}`,
    cover: '',
    pictures: [],
    serviceContent: { id: 1, name: '常规', price },
    trainingForm: null,
    approvalLogo: null,
    servicsInfo: { id: 1, name: '检验检测' },
    sales_promotion: null,
  },
});

const routes = () => ({
  'merchant_attention/get': list([
    { id: 1, merchant_id: 3 },
    { id: 2, merchant_id: '5' },
  ]),
  'goods_collect/get': list([{ id: 1, goods_id: 11 }]),
  'goods_cart/get': list([cartItem(1, 800), cartItem(2, 0.5)]),
});

let stop: () => void = () => {};
beforeEach(resetStores);
afterEach(() => {
  stop();
  resetStores();
});

const login = (token: string, userType: UserType) =>
  setSession({ token, userType, userInfo: { id: 1, mobile: '13800000001' } });

describe('user lists follow the session', () => {
  it.each([
    ['buyer', 1, ['goods_cart/get', 'goods_collect/get', 'merchant_attention/get'], [3, 5], [11], 2],
    ['expert', 3, ['merchant_attention/get'], [3, 5], [], 0],
    ['merchant', 2, [], [], [], 0],
  ] as const)('%s: loads %j', async (_, type, ids, shops, goods, count) => {
    login('t', type);
    const api = fakeApi(routes());
    stop = startUserLists();
    await flush();
    expect(api.calls.map((c) => c.id).sort()).toEqual(ids);
    for (const c of api.calls) expect(c.params).toEqual({ page: 1, limit: 9999 });
    expect($followedShops.get()).toEqual(shops);
    expect($collectedGoods.get()).toEqual(goods);
    expect($cart.get().count).toBe(count);
  });

  it('a logged-out visitor loads nothing', async () => {
    const api = fakeApi(routes());
    stop = startUserLists();
    await flush();
    expect(api.calls).toEqual([]);
  });

  it('reloads when the token changes and empties on logout or for a merchant', async () => {
    const api = fakeApi(routes());
    stop = startUserLists();
    login('t1', 1);
    await flush();
    expect($cart.get()).toMatchObject({ count: 2, total: 800.5, loaded: true });
    expect(api.calls).toHaveLength(3);

    login('t2', 1);
    await flush();
    expect(api.calls).toHaveLength(6);
    expect(api.calls.at(-1)?.token).toBe('t2');

    login('t3', 2);
    await flush();
    expect(api.calls).toHaveLength(6);
    expect($cart.get().count).toBe(0);
    expect($followedShops.get()).toEqual([]);

    login('t4', 1);
    await flush();
    setSession({ token: '', userInfo: null });
    await flush();
    expect($cart.get().items).toEqual([]);
    expect($collectedGoods.get()).toEqual([]);
  });

  it('starting twice subscribes once', async () => {
    login('t', 3);
    const api = fakeApi(routes());
    stop = startUserLists();
    expect(startUserLists()).toBe(stop);
    await flush();
    expect(api.calls).toHaveLength(1);
  });

  it('an answer for a previous token is dropped', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      ...routes(),
      'merchant_attention/get': (_, req) =>
        req.headers['login-token'] === 'slow'
          ? new Promise((r) => {
              release = () => r(list([{ id: 9, merchant_id: 99 }]));
            })
          : list([{ id: 1, merchant_id: 3 }]),
    });
    login('slow', 3);
    stop = startUserLists();
    login('fast', 3);
    await flush();
    release();
    await flush();
    expect(api.callsTo('merchant_attention/get')).toHaveLength(2);
    expect($followedShops.get()).toEqual([3]);
  });

  it('another tab announcing a cart change reloads the cart here', async () => {
    login('t', 1);
    const api = fakeApi(routes());
    stop = startUserLists();
    await flush();
    const otherTab = new BroadcastChannel('tic-stores');
    otherTab.postMessage('cart');
    await new Promise((r) => setTimeout(r, 50));
    otherTab.close();
    expect(api.callsTo('goods_cart/get')).toHaveLength(2);
    expect(api.callsTo('merchant_attention/get')).toHaveLength(1);
  });
});
