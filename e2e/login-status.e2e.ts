import { describe, expect, it } from 'vitest';
import { PortalPage } from './pages/portal-page';
import type { PageGlobals } from './support/dom';
import { expectText, expectVisible, useBrowser } from './support/fixture';

const BUYER_MENU = ['我的订单', '个人中心', '收藏的服务', '安全设置'];

describe('tic-login-status on the portal', () => {
  const b = useBrowser();

  it('logged out: shows 请先登录 and 免费注册 linking to /login and /reg', async () => {
    const { page, errors } = await b.open();
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const w = portal.widgets;

    await expectVisible(w.loginLink());
    await expectVisible(w.registerLink());
    const login = new URL((await w.loginLink().getAttribute('href')) ?? '', page.url());
    const reg = new URL((await w.registerLink().getAttribute('href')) ?? '', page.url());
    expect(login.href).toBe(`${b.baseURL}/login`);
    expect(reg.href).toBe(`${b.baseURL}/reg`);
    expect(errors).toEqual([]);
  });

  it('the demo buyer sees 138****0001 and the buyer dropdown by hover and by keyboard; Escape closes', async () => {
    const { page, errors } = await b.open();
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const w = portal.widgets;

    await portal.demoLogin('buyer');
    const account = w.account('138****0001');
    await expectVisible(account);
    await expectVisible(w.loginLink(), false);

    // hover opens, leaving closes
    await account.hover();
    for (const name of BUYER_MENU) await expectVisible(w.menuItem(name));
    expect(await w.menuItem('商家中心').count()).toBe(0);
    await page.mouse.move(5, 600);
    await expectVisible(w.menuItem('我的订单'), false);

    // keyboard: focus + Enter opens, Escape closes and keeps focus on the account button
    await account.focus();
    await page.keyboard.press('Enter');
    for (const name of BUYER_MENU) await expectVisible(w.menuItem(name));
    const hrefs = await Promise.all(BUYER_MENU.map((name) => w.menuItem(name).getAttribute('href')));
    expect(hrefs.map((h) => new URL(h ?? '', page.url()).pathname)).toEqual([
      '/home/order',
      '/home/usercenter',
      '/home/collect',
      '/home/safeset',
    ]);
    await page.keyboard.press('Escape');
    await expectVisible(w.menuItem('我的订单'), false);

    // the session survives a reload, and 退出 returns to the logged-out links
    await portal.reload();
    await expectVisible(w.account('138****0001'));
    await portal.demoLogout();
    await expectVisible(w.loginLink());
    await expectText(portal.page.locator('#demo-state'), '当前未登录');
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('tic_token')),
    ).toBeNull();
    expect(errors).toEqual([]);
  });
});
