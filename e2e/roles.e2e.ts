import { describe, expect, it } from 'vitest';
import { PORTAL_TWICE_MERCHANT, PortalPage } from './pages/portal-page';
import { expectText, expectVisible, useBrowser } from './support/fixture';

describe('merchants and experts on the portal', () => {
  const b = useBrowser();

  it('as the merchant: the cart button is hidden and follow says 请以买家身份登录后操作', async () => {
    const { page, errors } = await b.open({ session: b.sessions.merchant });
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const w = portal.widgets;

    const account = w.account('138****0002');
    await expectVisible(account);
    await expectVisible(w.cartButton(), false);
    expect(await w.miniCart.isVisible()).toBe(false);

    await account.hover();
    await expectVisible(w.menuItem('商家中心'));
    expect(await w.menuItem('我的订单').count()).toBe(0);

    const follow = w.followButtons(PORTAL_TWICE_MERCHANT).first();
    await expectText(follow, '关注');
    await follow.click();
    const host = page.locator(`tic-shop-follow[merchant-id="${PORTAL_TWICE_MERCHANT}"]`).first();
    await expectText(w.toastIn(host), '请以买家身份登录后操作');
    await expectText(follow, '关注');
    expect(errors).toEqual([]);
  });

  it('as the expert: the dropdown shows only 个人中心 and the cart is hidden', async () => {
    const { page, errors } = await b.open({ session: b.sessions.expert });
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const w = portal.widgets;

    const account = w.account('138****0003');
    await expectVisible(account);
    await expectVisible(w.cartButton(), false);
    expect(await w.miniCart.isVisible()).toBe(false);

    await account.hover();
    await expectVisible(w.menuItem('个人中心'));
    const items = await w.loginStatus.locator('[part~="menu"] a').allTextContents();
    expect(items.map((t) => t.trim())).toEqual(['个人中心']);
    const href = await w.menuItem('个人中心').getAttribute('href');
    expect(new URL(href ?? '', page.url()).pathname).toBe('/expert');
    expect(errors).toEqual([]);
  });
});
