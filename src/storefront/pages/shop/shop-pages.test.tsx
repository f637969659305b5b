import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, setSession } from '../../../core';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

const page = <T,>(list: T[], total = list.length) => ok({ list, total, page: 1, limit: 10 });
const goods = (id: number, servics_id = 1) => ({
  id,
  name: `服务 ${id}`,
  cover: '',
  pictures: [],
  merchant_id: 1,
  servics_id,
  servicsInfo: { id: servics_id, name: '检验检测' },
  min_price: 100 * id,
  sales: id,
});
const article = (id: number, nav = 5) => ({
  id,
  merchant_id: 1,
  nav,
  title: `文章 ${id}`,
  summary: `摘要 ${id}`,
  views: 3,
  published_at: '2026-09-18T02:00:00.000Z',
});

const navLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.sf-shop-nav a')];

describe('shop nav', () => {
  it('carries ?id= on every link and lists 店铺首页, 店铺介绍 plus the style’s items only', async () => {
    await openApp('/shop?id=1', {
      'goods/get': page([goods(1), goods(2)]),
      'merchant_article/get': page([article(7)]),
    });
    await settle(() => navLinks().length > 0 && !!main()?.querySelector('.sf-goods-card'));
    expect(navLinks().map((a) => a.textContent)).toEqual(['店铺首页', '店铺介绍', '检验检测', '企业动态']);
    for (const a of navLinks()) expect(new URL(a.href).searchParams.get('id')).toBe('1');
    expect(navLinks()[0]!.getAttribute('aria-current')).toBe('page');
    // the home page's own links keep the shop too
    expect(
      main()?.querySelector<HTMLAnchorElement>('a[href^="/shop/news/detail"]')?.getAttribute('href'),
    ).toBe('/shop/news/detail?id=1&aid=7');
  });
});

describe('shop pages', () => {
  it('/shop/check lists the shop’s type-1 services, paged', async () => {
    const server = await openApp('/shop/check?id=1', { 'goods/get': page([goods(1), goods(2)], 30) });
    await settle(() => !!main()?.querySelector('.sf-goods-card'));
    expect(main()?.querySelector('h1')?.textContent).toBe('检验检测');
    expect(server.callsTo('goods/get')[0]!.params).toMatchObject({ merchant_id: 1, servics_id: 1, page: 1 });
    const next = [...document.querySelectorAll<HTMLButtonElement>('.sf-pagination button')].find(
      (b) => b.textContent === '2',
    )!;
    await act(() => next.click());
    await vi.waitFor(() => expect(server.callsTo('goods/get').at(-1)!.params).toMatchObject({ page: 2 }));
  });

  it('/shop/intro shows the licence from merchant/getBusinessLicense', async () => {
    await openApp('/shop/intro?id=1', {
      'merchant/getBusinessLicense': ok({
        info: {
          merchant_id: 1,
          org_name: '测试检测有限公司',
          credit_code: '91320594MA1MK2QX7T',
          legal_rep: '周立新',
          company_type: '有限责任公司',
          registered_capital: '5000 万元人民币',
          established: '2012-06-18',
          address: '苏州市',
          business_scope: '检验检测服务',
          image: '/images/merchants/1-license.svg',
        },
      }),
    });
    await settle(() => !!main()?.querySelector('.shop-license'));
    expect(main()?.textContent).toContain('91320594MA1MK2QX7T');
    expect(main()?.textContent).toContain('周立新');
    expect(main()?.querySelector('.shop-license__img img')?.getAttribute('src')).toBe(
      '/images/merchants/1-license.svg',
    );
  });

  it('/shop/news/detail?id=SHOP&aid=ARTICLE asks for the article of this shop and links its neighbours', async () => {
    const server = await openApp('/shop/news/detail?id=1&aid=7', {
      'merchant_article/info': ok({
        info: { ...article(7), content: '<p>正文</p>', prev: { id: 8, title: '较新' }, next: null },
      }),
      'merchant_article/views': ok({ counted: true, views: 4 }),
    });
    await settle(() => main()?.querySelector('h1')?.textContent === '文章 7');
    expect(server.callsTo('merchant_article/info')[0]!.params).toEqual({ id: 7, merchant_id: 1 });
    expect(main()?.querySelector('a[href="/shop/news/detail?id=1&aid=8"]')?.textContent).toBe('较新');
    await vi.waitFor(() => expect(server.callsTo('merchant_article/views')).toHaveLength(1));
  });

  it('an article of another shop, or none, shows 文章不存在', async () => {
    await openApp('/shop/news/detail?id=1&aid=99', { 'merchant_article/info': refused('文章不存在') });
    await settle(() => main()?.querySelector('h1')?.textContent === '文章不存在');
    await openApp('/shop/news/detail?id=1');
    await settle(() => main()?.querySelector('h1')?.textContent === '文章不存在');
  });

  it('/shop/qa opens an answer in place', async () => {
    await openApp('/shop/qa?id=1', {
      'merchant_article/get': page([article(3, 2)]),
      'merchant_article/info': ok({
        info: { ...article(3, 2), content: '<p>答：三个月</p>', prev: null, next: null },
      }),
      'merchant_article/views': ok({ counted: true, views: 1 }),
    });
    await settle(() => !!main()?.querySelector('details'));
    const details = main()!.querySelector('details')!;
    await act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await vi.waitFor(() => expect(details.textContent).toContain('答：三个月'));
  });

  it('/shop/qa: a buyer asks the lab a question; a visitor is sent to log in first', async () => {
    setSession({ token: 'b', userType: 1, userInfo: { id: 1, mobile: '13800000001' } });
    const server = await openApp('/shop/qa?id=1', {
      'merchant_article/get': page([article(3, 2)]),
      'shop_qa/ask': ok({ info: { id: 9 } }),
    });
    await settle(() => !!main()?.querySelector('.shop-ask__open'));
    await act(() => main()!.querySelector<HTMLButtonElement>('.shop-ask__open')!.click());
    const box = main()!.querySelector<HTMLTextAreaElement>('.shop-ask textarea')!;
    await act(() => {
      box.value = '样品需要冷藏吗？';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => main()!.querySelector<HTMLButtonElement>('.shop-ask button[type="submit"]')!.click());
    await vi.waitFor(() => expect(main()!.querySelector('.shop-ask')).toBeNull());
    expect(server.callsTo('shop_qa/ask')[0]!.params).toEqual({
      merchant_id: 1,
      question: '样品需要冷藏吗？',
    });
    expect($toast.get()?.message).toBe('提问已提交，商家回答后将显示在问答中');
    resetApp();
    await openApp('/shop/qa?id=1', { 'merchant_article/get': page([]) });
    await settle(() => !!main()?.querySelector('.shop-ask__open'));
    await act(() => main()!.querySelector<HTMLButtonElement>('.shop-ask__open')!.click());
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/shop/qa?id=1');
  });

  it('a missing or unknown shop id shows a clear state and no nav', async () => {
    await openApp('/shop/news', {});
    await settle(() => !!main()?.querySelector('.sf-empty'));
    expect(main()?.textContent).toContain('店铺不存在');
    expect(navLinks()).toHaveLength(0);
  });
});
