/**
 * DESIGN §5, across origins: a visitor of a partner lab's site (another origin) signs in at the
 * marketplace and comes back logged in; links into the storefront carry the login. No password
 * is typed on the partner origin and no token travels in a URL query string.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARTNER_MERCHANT, PartnerPage } from './pages/partner-page';
import { clearCart, DEMO_PASSWORD, isFollowing, login, SECOND_BUYER, unfollow } from './support/api';
import type { PageGlobals } from './support/dom';
import { expectAllText, expectText, expectVisible, useBrowser } from './support/fixture';

/** Every top-level navigation and request URL, and every token the server handed out. */
function recordTraffic(page: Page) {
  const urls: string[] = [];
  const navigations: string[] = [];
  const tokens = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', async (response) => {
    if (!/\/api\/(user\/login|session_handoff\/exchange)$/.test(new URL(response.url()).pathname)) return;
    const body = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
    if (body?.data?.token) tokens.add(body.data.token);
  });
  return { urls, navigations, tokens };
}

/** The tic-session-change events the page saw, in every document it loaded. */
async function watchSessionEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const g = globalThis as unknown as PageGlobals & { sessionEvents: unknown[] } & {
      document: { addEventListener(n: string, f: (e: { detail: unknown }) => void): void };
    };
    g.sessionEvents = [];
    g.document.addEventListener('tic-session-change', (e) => g.sessionEvents.push(e.detail));
  });
}
const sessionEvents = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { sessionEvents: unknown[] }).sessionEvents);

describe('the partner lab’s site on a second origin', () => {
  const b = useBrowser();

  it('follow → marketplace login → back logged in → add a service → cart on the marketplace → logout', async () => {
    const partnerOrigin = new URL(b.partnerURL).origin;
    expect(partnerOrigin).not.toBe(new URL(b.baseURL).origin);
    // a known starting point for the account on the server
    const setup = await login(b.baseURL, 'buyer', SECOND_BUYER);
    await unfollow(b.baseURL, setup.token, PARTNER_MERCHANT);
    await clearCart(b.baseURL, setup.token);

    const { page, errors } = await b.open({ stub: false });
    const traffic = recordTraffic(page);
    await watchSessionEvents(page);
    const partner = new PartnerPage(page, b.partnerURL, b.baseURL);
    const w = partner.widgets;
    await partner.goto();

    // logged out on the partner page: 关注 leads to the marketplace's /login with a return address
    await expectVisible(w.loginLink());
    const follow = w.followButtons(PARTNER_MERCHANT);
    await expectAllText(follow, '关注', 1);
    await follow.click();
    await page.waitForURL((u) => u.origin === b.baseURL && u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(partner.url);

    // the password is typed on the marketplace's origin, never the partner's
    const auth = page.locator('#sf-main');
    await expectText(auth.locator('.au-note'), `登录后将返回 ${new URL(b.partnerURL).host}`);
    await auth.getByLabel('手机号', { exact: true }).fill(SECOND_BUYER);
    expect(new URL(page.url()).origin).toBe(b.baseURL);
    await auth.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await auth.getByRole('button', { name: '登录', exact: true }).click();

    // back on the partner page, the code gone from the address bar, every widget logged in
    await page.waitForURL((u) => u.origin === partnerOrigin);
    await w.ready();
    await expectVisible(w.account('138****0004'));
    expect(new URL(page.url()).hash).toBe('');
    const partnerToken = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).localStorage.getItem('tic_token'),
    );
    expect(partnerToken).toBeTruthy();
    await expect.poll(() => sessionEvents(page)).toContainEqual({ type: 1, loggedIn: true });

    // the follow is one click away
    await expectAllText(follow, '关注', 1);
    await follow.click();
    await expectAllText(follow, '已关注', 1);
    expect(await isFollowing(b.baseURL, partnerToken!, PARTNER_MERCHANT)).toBe(true);

    // <tic-add-to-cart>: the catalogue price, then 加入购物车
    await expectText(w.cartBadge(), '0');
    await expect
      .poll(() => partner.addToCart(0).locator('[part~="price"]').textContent())
      .toMatch(/^¥\d+\.\d\d$/);
    const name = ((await partner.services().first().locator('h3').textContent()) ?? '').trim();
    await partner.order(0);
    await expectText(w.cartBadge(), '1');
    await w.openCart();
    expect(await w.cartItems().first().textContent()).toContain(name);

    // 去购物车结算 lands on the marketplace's /shopcar, logged in, with that item
    await w.cartPopover().getByRole('link', { name: '去购物车结算' }).click();
    await page.waitForURL((u) => u.origin === b.baseURL && u.pathname === '/shopcar');
    const main = page.locator('#sf-main');
    await expectVisible(main.getByText(name).first());
    expect(new URL(page.url()).hash).toBe('');
    const storefrontToken = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).localStorage.getItem('tic_token'),
    );
    expect(storefrontToken).toBeTruthy();
    expect(storefrontToken).not.toBe(partnerToken);

    // logout on the marketplace ends the marketplace's session …
    await page.locator('.sf-topbar [part~="logout"]').click();
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('tic_token')),
      )
      .toBeNull();

    // … the partner's own ends on the partner's side, where tic-session-change says so
    await partner.goto();
    await expectVisible(w.account('138****0004'));
    await w.loginStatus.locator('[part~="logout"]').click();
    await expectVisible(w.loginLink());
    // the widget emits its event from an effect, which runs after the render that shows the link
    await expect.poll(() => sessionEvents(page)).toContainEqual({ type: 0, loggedIn: false });

    // no token in any query string on the way; the codes travelled in fragments only
    const tokens = [...traffic.tokens];
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const url of [...traffic.navigations, ...traffic.urls]) {
      const u = new URL(url);
      for (const token of tokens) expect(u.search, url).not.toContain(token);
      expect([...u.searchParams.keys()], url).not.toContainEqual(
        expect.stringMatching(/^(t|token|tic_token|tic_code)$/),
      );
    }
    const handed = traffic.navigations.filter((url) => url.includes('#tic_code='));
    expect(handed.map((url) => new URL(url).origin)).toEqual([partnerOrigin, b.baseURL]);
    expect(errors).toEqual([]);
  });
});
