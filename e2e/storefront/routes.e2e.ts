import { beforeAll, describe, expect, it } from 'vitest';
import { guardPath } from '../../src/storefront/route-table';
import { api, type Kind } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { contentProblems } from './pages/page-check';
import { readRouteTable, routeTargets } from './pages/route-table';
import { Storefront } from './pages/storefront';

type Who = Kind | 'visitor';

/** Spec §6, spelled out (independent of the guard function the storefront uses). */
const GUARD_CASES: ReadonlyArray<[Who, string, string, string?]> = [
  ['visitor', '/home/order', '/login', '请先登录'],
  ['visitor', '/shopcar', '/login', '请先登录'],
  ['visitor', '/feedback', '/login', '请先登录'],
  ['visitor', '/seekhelp', '/login', '请先登录'],
  ['visitor', '/expert', '/login', '请先登录'],
  ['visitor', '/home/usercenter', '/login', '请先登录'],
  ['buyer', '/expert', '/home'],
  ['buyer', '/expert/funds', '/home'],
  ['merchant', '/home/collect', '/home'],
  ['merchant', '/shopcarsettle', '/home'],
  ['merchant', '/expert', '/home'],
  ['expert', '/home/order', '/home'],
  ['expert', '/home/usercenter', '/home'],
  ['expert', '/shopcarsettle', '/home'],
  // the operator console (issue 17): no buyer, lab or expert session opens it
  ['visitor', '/admin', '/admin/login', '请先登录'],
  ['buyer', '/admin/review', '/admin/login', '请先登录'],
  ['merchant', '/admin/staff', '/admin/login', '请先登录'],
  ['expert', '/admin/order', '/admin/login', '请先登录'],
];

/** Pages outside the account layout that only a logged-in buyer can use: visitors go to /login. */
const VISITOR = { token: '', userInfo: null, userType: 0 } as const;

/** The top navigation items whose pages the table has, and pages below them. */
const NAV_BELOW: ReadonlyArray<[string, string]> = [
  ['/', '首页'],
  ['/check/index copy', '检验检测'],
  ['/metering/more', '标准查询'],
  ['/subsidy/more', '补贴联盟'],
  ['/greenc/more', '绿色碳惠'],
];

describe('storefront routes (driven by src/storefront/routes.ts)', () => {
  const b = useBrowser();
  const routes = readRouteTable();
  let targets = new Map<string, string>();

  beforeAll(async () => {
    targets = await routeTargets(b.baseURL, routes);
  });

  const sessionOf = (who: Who) => (who === 'visitor' ? undefined : b.sessions[who]);

  it(`a visitor opening each of the ${routes.length} routes as a deep link sees its content`, async () => {
    const { page } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    const problems: string[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
    for (const route of routes) {
      const target = targets.get(route.path) ?? route.path;
      await sf.goto(target).catch((e: Error) => problems.push(e.message));
      const decision = guardPath(target, VISITOR);
      if (decision.action === 'redirect') {
        // spec §6: the account layouts, buying, demands and feedback need a login (the
        // operator console its own, /admin/login)
        const to = new URL(decision.to, b.baseURL).pathname;
        await page.waitForURL((url) => url.pathname === to, { timeout: 5_000 }).catch(() => {});
        if (sf.url.pathname !== to) problems.push(`${target}: a visitor stayed at ${sf.url.pathname}`);
        continue;
      }
      problems.push(...(await contentProblems(sf, route, target)));
    }
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 300_000);

  /** One user type through the whole table by in-app navigation (deep links: the visitor test). */
  async function walkAs(kind: Kind): Promise<string[]> {
    const session = b.sessions[kind];
    const { page } = await b.open({ stub: false, session });
    const sf = new Storefront(page, b.baseURL);
    const problems: string[] = [];
    await sf.goto('/home');
    if ((await sf.account().count()) !== 1) problems.push('/home: the header shows no account');
    const guardSession = { token: session.token, userInfo: session.userInfo, userType: session.type };
    for (const route of routes) {
      const target = targets.get(route.path) ?? route.path;
      const decision = guardPath(target, guardSession);
      await sf.navigate(target).catch((e: Error) => problems.push(e.message));
      if (decision.action === 'redirect') {
        // the guard redirects in an effect after the render: give a loaded machine a moment
        const to = new URL(decision.to, b.baseURL).pathname;
        await page.waitForURL((url) => url.pathname === to, { timeout: 5_000 }).catch(() => {});
        if (sf.url.pathname !== to) {
          problems.push(`${target}: stayed at ${sf.url.pathname}, expected ${to}`);
        }
        // the page redirected to loads too: its answers must not land on the next route
        await sf.settled().catch((e: Error) => problems.push(e.message));
        continue;
      }
      if (sf.url.pathname !== new URL(target, b.baseURL).pathname) {
        problems.push(`${target}: went to ${sf.url.pathname}`);
        continue;
      }
      problems.push(...(await contentProblems(sf, route, target)));
    }
    return problems.map((p) => `${kind} ${p}`);
  }

  it('buyer, merchant and expert each see every route the guards allow, and are sent on from the others', async () => {
    const found = await Promise.all((['buyer', 'merchant', 'expert'] as const).map(walkAs));
    expect(found.flat()).toEqual([]);
  }, 300_000);

  it('the guards of spec §6 redirect each user type (deep links)', async () => {
    const problems: string[] = [];
    for (const who of ['visitor', 'buyer', 'merchant', 'expert'] as const) {
      const { page } = await b.open({ stub: false, session: sessionOf(who) });
      const sf = new Storefront(page, b.baseURL);
      for (const [, from, to, warning] of GUARD_CASES.filter(([w]) => w === who)) {
        await sf.goto(from);
        await page.waitForURL((url) => url.pathname === to, { timeout: 5_000 }).catch(() => {});
        if (sf.url.pathname !== to) {
          problems.push(`${who} ${from}: at ${sf.url.pathname}, expected ${to}`);
          continue;
        }
        await sf.settled();
        if ((await sf.errorPage().count()) > 0) problems.push(`${who} ${from} → ${to}: shows the error page`);
        if (warning) {
          const toast = await sf.toast().allInnerTexts();
          if (!toast.some((t) => t.includes(warning))) {
            problems.push(`${who} ${from}: no "${warning}" toast (saw ${JSON.stringify(toast)})`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 90_000);

  it('the active top-navigation item carries aria-current="page", following the first path segment', async () => {
    const { page } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/home');
    expect(await sf.currentNav()).toEqual(['首页']);
    const paths = new Set<string>(routes.map((r) => r.path));
    const items: Array<[string, string]> = [
      ['检验检测', '/check'],
      ['认证认可', '/approbation'],
      ['标准查询', '/metering'],
      ['培训咨询', '/consult'],
      ['补贴联盟', '/subsidy'],
      ['绿色碳惠', '/greenc'],
      ['内容资讯', '/news'],
      ['首页', '/home'],
    ];
    for (const [label, path] of items.filter(([, p]) => paths.has(p))) {
      await sf.navLink(label).click();
      await page.waitForURL((url) => url.pathname === path);
      await sf.settled();
      expect({ path, current: await sf.currentNav() }).toEqual({ path, current: [label] });
    }
    const below: Array<[string, string]> = [
      ...NAV_BELOW,
      [targets.get('/news/detail') ?? '/news/detail', '内容资讯'],
    ];
    for (const [path, label] of below.filter(([p]) => paths.has(p.split('?')[0]))) {
      await sf.navigate(path);
      expect({ path, current: await sf.currentNav() }).toEqual({ path, current: [label] });
    }
    // a page outside the channels highlights none
    await sf.navigate('/help');
    expect(await sf.currentNav()).toEqual([]);
  });

  it('an unknown path shows 页面不存在 with 404, inside the default layout', async () => {
    for (const [width, viewport] of VIEWPORTS) {
      const { page, errors } = await b.open({ stub: false, viewport });
      const sf = new Storefront(page, b.baseURL);
      for (const path of ['/no-such-page', '/check/nope/deeper']) {
        // the server answers the not-found page as HTTP 404, for search engines too
        const res = await page.request.get(b.baseURL + path);
        expect(res.status(), path).toBe(404);
        expect(await res.text()).toContain('<meta name="robots" content="noindex">');
        await sf.goto(path);
        expect((await sf.errorCode().textContent())?.trim()).toBe('404');
        expect((await sf.errorPage().locator('h1').textContent())?.trim()).toBe('页面不存在');
        await expect.poll(() => page.title()).toBe('页面不存在 - 检验检测认证服务商城');
        if (path === '/no-such-page') await screenshot(page, `not-found-${width}`);
        // still the shop's shell: a way home (the top navigation on a desktop)
        if (width === '1366') expect(await sf.navLink('首页').count()).toBe(1);
        await sf.errorPage().getByRole('link', { name: '返回首页' }).click();
        await page.waitForURL((url) => url.pathname === '/home');
      }
      // the 404 itself, and the chunks a page was still loading when it was left, are no errors
      const expected = (e: string) =>
        e.startsWith('http 404') || e.includes('net::ERR_ABORTED') || e.includes('404 (Not Found)');
      expect(errors.filter((e) => !expected(e))).toEqual([]);
    }
  });

  it("a service's page is titled and described by the service, in its HTML and after a navigation", async () => {
    const goods = await api<{ info: { name: string; description: string } }>(b.baseURL, 'goods/info', {
      body: { id: 1 },
    });
    const name = goods.data?.info.name ?? '?';
    const { page } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    const description = () =>
      page.locator('meta[name="description"]').getAttribute('content', { timeout: 2_000 });
    await sf.goto('/home/goodsdetail?id=1');
    expect(await page.title()).toBe(`${name} - 检验检测认证服务商城`);
    // as the server sends it (the service's answer is kept a few seconds after the visit above)
    const html = await (await page.request.get(`${b.baseURL}/home/goodsdetail?id=1`)).text();
    expect(html).toContain(`<title>${name} - 检验检测认证服务商城</title>`);
    // a channel after it, by a link: its own words, then the service's again on the way back
    await sf.navigate('/help');
    await expect.poll(() => page.title()).toBe('帮助中心 - 检验检测认证服务商城');
    await expect.poll(description).toContain('常见问题');
    await page.goBack();
    await expect.poll(() => page.title()).toBe(`${name} - 检验检测认证服务商城`);
    await expect.poll(description).toBe(goods.data?.info.description);
  });
});
