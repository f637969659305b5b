import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $toast, type SessionLike, setSession, writeOperatorToken } from '../core';
import type { StaffInfo } from '../core/api/contract/models-operator';
import { ok } from '../core/testing/fake-api';
import { activeNavId, navItems } from './layouts/nav-items';
import { findRoute, guardPath, href, normalizePath, type RoutePath, routes, routeTable } from './route-table';
import { go } from './router/navigation';
import { main, openApp, resetApp, SITE, settle } from './testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

const urlOf = (path: RoutePath): string => href(path, path.startsWith('/shop') ? { id: 1 } : {});

describe('route table', () => {
  it('lists each path once (the site, the merchant centre, the operator console), all spelled as the spec; every one built', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // + 5 console content pages (slide, spage, category, coupon, promo), /merchant/import, /admin/import,
    // /agreement/privacy, /admin/outbox, /admin/finance, /merchant/contract, /compare, /merchant/rating,
    // /merchant/notice, /merchant/goods/preview
    expect(paths).toHaveLength(120);
    expect(routes).toHaveLength(120);
    for (const p of paths) expect(p).toMatch(/^\/[\w/ ]*$/);
  });

  it('matches /check/index copy encoded and decoded, with or without a trailing slash', () => {
    const copy = routes.find((r) => r.path === '/check/index copy');
    expect(copy).toBeDefined();
    for (const p of [
      '/check/index%20copy',
      '/check/index copy',
      '/check/index%20copy/',
      '/check/index%20copy?x=1',
    ]) {
      expect(findRoute(p)).toBe(copy);
    }
    expect(href('/check/index copy')).toBe('/check/index%20copy');
    expect(href('/home/goodsdetail', { id: 3, x: '', y: undefined })).toBe('/home/goodsdetail?id=3');
    expect(findRoute('/check/index%2')).toBeUndefined();
    expect(normalizePath('/home/')).toBe('/home');
  });
});

/** A signed-in admin as operator/info answers (the console's frame asks it). */
const STAFF: StaffInfo = {
  id: 1,
  mobile: '13900000001',
  name: '平台管理员',
  role: 'admin',
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: '',
};

describe('router', () => {
  it.each(routes.map((r) => [r.path, r.title] as const))(
    '%s renders its page with the title %s',
    async (path, title) => {
      // the pages behind the guard are opened as a buyer, the expert area as an expert
      if (path.startsWith('/expert')) {
        setSession({ token: 'te', userInfo: { id: 3, mobile: '13800000003' }, userType: 3 });
      } else if (guardPath(path, { token: '', userInfo: null, userType: 0 }).action === 'redirect') {
        setSession({ token: 'tb', userInfo: { id: 1, mobile: '13800000001' }, userType: 1 });
      }
      // …and the expert pages as an expert, the merchant centre as a lab
      if (path.startsWith('/expert'))
        setSession({ token: 'te', userInfo: { id: 3, mobile: '13800000003' }, userType: 3 });
      if (path.startsWith('/merchant'))
        setSession({ token: 'tm', userInfo: { id: 2, mobile: '13800000002' }, userType: 2 });
      // …and the operator console with a staff token of its own (not a buyer's session)
      if (path.startsWith('/admin')) writeOperatorToken('ts');
      await openApp(urlOf(path), path.startsWith('/admin') ? { 'operator/info': ok({ info: STAFF }) } : {});
      // the router titles the page from the table at once; a page may refine it later (a goods name)
      expect(document.title).toBe(`${title} - ${SITE}`);
      await settle(() => !!main()?.textContent?.trim());
      expect(main()?.querySelector('h1')?.textContent).not.toBe('页面不存在');
    },
  );

  it('renders 页面不存在 with status 404 for an unknown path', async () => {
    await openApp('/no/such/page');
    await settle(() => document.title === `页面不存在 - ${SITE}`);
    const page = main()!;
    expect(page.querySelector('h1')?.textContent).toBe('页面不存在');
    expect(page.textContent).toContain('404');
    expect(page.querySelector('a[href="/home"]')).not.toBeNull();
  });

  it('serves /check/index copy at its URL-encoded path', async () => {
    await openApp('/check/index%20copy');
    await settle(() => document.title === `检测机构名录 - ${SITE}`);
    expect(document.querySelector('.sf-nav [aria-current="page"]')?.textContent).toBe('检验检测');
  });

  it('changes page, title and active item on an in-app link click, without reloading', async () => {
    await openApp('/home');
    await settle();
    const link = document.querySelector<HTMLAnchorElement>('.sf-nav a[href="/subsidy"]')!;
    await act(() => {
      link.click();
    });
    await settle(() => location.pathname === '/subsidy' && document.title === `补贴联盟 - ${SITE}`);
    expect(document.querySelector('.sf-nav [aria-current="page"]')?.textContent).toBe('补贴联盟');
  });
});

describe('navigation highlighting', () => {
  it.each([
    ['/', 1],
    ['/home', 1],
    // below /home: a service's detail takes its channel from the page (below), account pages none
    ['/home/goodsdetail?id=3', null],
    ['/home/order', null],
    ['/check', 2],
    ['/check/index%20copy', 2],
    ['/approbation', 3],
    ['/metering/moreo', 4],
    ['/consult', 5],
    ['/subsidy/detail?id=1', 6],
    ['/greenc/more', 7],
    ['/news/detail', 9],
    ['/blockchain', 8],
    ['/searchResult?skw=x', null],
    ['/shop?id=1', null],
  ] as const)('%s → item %s', (path, id) => {
    expect(activeNavId(path)).toBe(id);
  });

  it('a service detail highlights the channel its page names', () => {
    expect(activeNavId('/home/goodsdetail?id=3', '/check')).toBe(2);
    expect(activeNavId('/home/goodsdetail?id=3', '/consult')).toBe(5);
    // a channel never moves a page outside /home, nor 首页 itself
    expect(activeNavId('/news/detail', '/check')).toBe(9);
    expect(activeNavId('/home', '/check')).toBe(1);
  });

  it('lists 1–9 in the spec order', () => {
    expect(navItems.map((n) => `${n.id}${n.label}${n.path}`)).toEqual([
      '1首页/home',
      '2检验检测/check',
      '3认证认可/approbation',
      '4标准查询/metering',
      '5培训咨询/consult',
      '6补贴联盟/subsidy',
      '7绿色碳惠/greenc',
      '9内容资讯/news',
      '8区块链存证查询/blockchain',
    ]);
  });

  it.each([
    ['/', '首页'],
    ['/home', '首页'],
    ['/news/detail?id=1', '内容资讯'],
  ])('%s marks %s with aria-current="page"', async (url, label) => {
    await openApp(url);
    await settle();
    const current = document.querySelectorAll('.sf-nav [aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0].textContent).toBe(label);
  });
});

describe('route guard (the guard rules through guardPath)', () => {
  const sessions: Record<string, SessionLike> = {
    visitor: { token: '', userInfo: null, userType: 1 },
    buyer: { token: 'tb', userInfo: { id: 1, mobile: '13800000001' }, userType: 1 },
    merchant: { token: 'tm', userInfo: { id: 2, mobile: '13800000002' }, userType: 2 },
    expert: { token: 'te', userInfo: { id: 3, mobile: '13800000003' }, userType: 3 },
  };
  const paths = ['/home/order', '/shopcar', '/expert', '/home/usercenter', '/home/goodsdetail', '/check'];
  const cases = Object.keys(sessions).flatMap((who) => paths.map((p) => [who, p] as const));

  it.each(cases)('%s opening %s lands where guardPath says', async (who, path) => {
    setSession(sessions[who]);
    const decision = guardPath(path, sessions[who]);
    const expected = decision.action === 'redirect' ? decision.to : path;
    await openApp(path);
    await settle(() => location.pathname + location.search === expected);
    expect($toast.get()?.message ?? '').toBe(decision.action === 'redirect' ? (decision.warn ?? '') : '');
  });

  it('applies the guard to in-app navigation too', async () => {
    await openApp('/check');
    await settle();
    await act(() => go('/home/order?id=5'));
    await settle(() => location.pathname === '/login');
    expect($toast.get()?.message).toBe('请先登录');
    expect(document.title).toBe(`登录 - ${SITE}`);
  });
});
