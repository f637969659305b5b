import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, setSession } from '../../../core';
import { list, ok } from '../../../core/testing/fake-api';
import { noteAdded } from '../../components/cart/new-in-cart';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { cartItem } from './cart-fixtures';
import { groupByLab, parseIds, settleAmounts, toggleItem, toggleLab } from './cart-select';

beforeEach(resetApp);
afterEach(resetApp);

// lab 3: items 11 (3800) and 12 (0.1); lab 7: item 21 (1200.2) — newest first, as the server lists
const ITEMS = [cartItem(11, 3, 3800), cartItem(21, 7, 1200.2), cartItem(12, 3, 0.1)];

describe('cart selection rules', () => {
  it('groups by lab in the order the labs first appear', () => {
    expect(groupByLab(ITEMS).map((g) => [g.id, g.name, g.items.map((i) => i.id)])).toEqual([
      [3, '苏州市计量测试院', [11, 12]],
      [7, '华测检测认证集团', [21]],
    ]);
  });

  it('keeps one lab: ticking another lab’s item starts over with it and names the lab', () => {
    let r = toggleItem([], ITEMS, 11);
    expect(r).toEqual({ selected: [11], switchedTo: null });
    r = toggleItem(r.selected, ITEMS, 12);
    expect(r).toEqual({ selected: [11, 12], switchedTo: null });
    r = toggleItem(r.selected, ITEMS, 21);
    expect(r).toEqual({ selected: [21], switchedTo: '华测检测认证集团' });
    expect(toggleItem([21], ITEMS, 21)).toEqual({ selected: [], switchedTo: null });
    expect(toggleItem([11], ITEMS, 999).selected).toEqual([11]);
  });

  it('全选 takes all of a lab (replacing another lab), or clears it when all were ticked', () => {
    expect(toggleLab([21], ITEMS, 3)).toEqual({ selected: [11, 12], switchedTo: '苏州市计量测试院' });
    expect(toggleLab([11], ITEMS, 3)).toEqual({ selected: [11, 12], switchedTo: null });
    expect(toggleLab([11, 12], ITEMS, 3)).toEqual({ selected: [], switchedTo: null });
  });

  it('reads ?ids= strictly and adds amounts in fen', () => {
    expect(parseIds('3, 5,x,-1,5,0,2.5')).toEqual([3, 5]);
    expect(parseIds(null)).toEqual([]);
    expect(settleAmounts(0.3, 0.1, null)).toEqual({ goods: 0.3, discount: 0.1, payable: 0.2, first: null });
    // a coupon never takes the order below one fen; a deposit is 30 %
    expect(settleAmounts(50, 80, null)).toMatchObject({ discount: 49.99, payable: 0.01 });
    expect(settleAmounts(1000, 100, 0.3)).toEqual({ goods: 1000, discount: 100, payable: 900, first: 270 });
  });
});

const buyer = () => setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
const box = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const totalText = () => document.querySelector('.sf-cart-bar__total .sf-price')?.textContent;
const goButton = () => document.querySelector<HTMLButtonElement>('.sf-cart-bar__go')!;
const dialogButton = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent === text)!;

async function openCart(items = ITEMS, extra = {}) {
  buyer();
  const server = await openApp('/shopcar', { 'goods_cart/get': list(items), ...extra });
  await settle(() => !!main()?.querySelector(items.length ? '.sf-cart-group' : '.sf-empty'));
  return server;
}

describe('购物车 page', () => {
  it('lists items by lab with cover, name link, options and price', async () => {
    await openCart();
    expect(document.title).toMatch(/^购物车 - /);
    const groups = [...document.querySelectorAll('.sf-cart-group')];
    expect(groups.map((g) => g.querySelector('.sf-cart-group__lab')?.textContent)).toEqual([
      '苏州市计量测试院',
      '华测检测认证集团',
    ]);
    const first = groups[0]!.querySelector('.sf-cart-item')!;
    expect(first.querySelector('.sf-cart-item__name')?.getAttribute('href')).toBe('/home/goodsdetail?id=111');
    expect(first.querySelector('.sf-cart-item__remark')?.textContent).toContain('常规检测 11');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/goods/11.svg');
    expect(first.querySelector('.sf-cart-item__price')?.textContent).toBe('¥3800.00');
    expect(main()?.querySelector('h1')?.textContent).toContain('共 3 件服务');
  });

  it('an item just added with 加入购物车 arrives ticked (its lab only), once', async () => {
    noteAdded(21);
    noteAdded(12);
    await openCart();
    // ticked by an effect once the items show, a render after the groups appear
    await settle(() => box('选择 服务12').checked);
    expect(box('选择 服务12').checked).toBe(true);
    expect(box('选择 服务11').checked).toBe(false);
    expect(box('选择 服务21').checked).toBe(false);
    expect(totalText()).not.toBe('¥0.00');
    expect(goButton().disabled).toBe(false);
    // taken once: the next visit starts as the buyer left it
    expect(sessionStorage.getItem('tic_cart_added')).toBeNull();
  });

  it('selects one lab at a time, totals the selection and settles it', async () => {
    await openCart();
    expect(goButton().disabled).toBe(true);
    expect(totalText()).toBe('¥0.00');
    await act(() => box('选择 服务11').click());
    await act(() => box('选择 服务12').click());
    expect(totalText()).toBe('¥3800.10');
    expect(box('全选苏州市计量测试院的服务').checked).toBe(true);
    // another lab's item: the selection moves there and the buyer is told why
    await act(() => box('选择 服务21').click());
    expect(box('选择 服务11').checked).toBe(false);
    expect(box('选择 服务21').checked).toBe(true);
    expect(totalText()).toBe('¥1200.20');
    expect($toast.get()?.message).toContain('一个订单只能包含同一服务机构的服务');
    await act(() => box('全选苏州市计量测试院的服务').click());
    expect(box('选择 服务21').checked).toBe(false);
    expect(totalText()).toBe('¥3800.10');
    expect(main()?.querySelector('.sf-cart-bar__count')?.textContent).toBe('已选 2 件');
    await act(() => goButton().click());
    await vi.waitFor(() => expect(location.pathname + location.search).toBe('/shopcarsettle?ids=11,12'));
  });

  it('removes an item after confirmation, and clears the cart after confirmation', async () => {
    const server = await openCart(ITEMS, {
      'goods_cart/delete': ok(null, '删除成功'),
      'goods_cart/clear': ok({ count: 2 }, '已清空购物车'),
    });
    await act(() => box('选择 服务21').click());
    const remove = document.querySelectorAll<HTMLButtonElement>('.sf-cart-item__remove')[2]!;
    await act(() => remove.click());
    expect(document.querySelector('dialog')?.textContent).toContain('确定从购物车删除「服务21」吗？');
    await act(() => dialogButton('取消').click());
    expect(server.callsTo('goods_cart/delete')).toEqual([]);
    await act(() => remove.click());
    await act(() => dialogButton('删除').click());
    await vi.waitFor(() => expect(document.querySelectorAll('.sf-cart-item')).toHaveLength(2));
    expect(server.callsTo('goods_cart/delete')[0]!.params).toEqual({ id: 21 });
    // the removed item leaves the selection with it
    expect(totalText()).toBe('¥0.00');

    const clear = [...document.querySelectorAll<HTMLButtonElement>('.sf-cart-head button')][0]!;
    await act(() => clear.click());
    expect(document.querySelector('dialog')?.textContent).toContain('确定清空购物车中的全部 2 件服务吗？');
    await act(() => dialogButton('清空购物车').click());
    await vi.waitFor(() =>
      expect(main()?.querySelector('.sf-empty')?.textContent).toContain('购物车还是空的'),
    );
    expect(server.callsTo('goods_cart/clear')).toHaveLength(1);
    expect(main()?.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/searchResult');
  });

  it('an empty cart says so with a way to the services', async () => {
    await openCart([]);
    expect(main()?.querySelector('.sf-empty')?.textContent).toContain('购物车还是空的');
    expect(document.querySelector('.sf-cart-bar')).toBeNull();
  });
});
