import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE, DEMO_PASSWORD } from '../support/api';
import { expectVisible, useBrowser } from '../support/fixture';
import { AuthPage, outboxCode } from './pages/auth';
import { Storefront } from './pages/storefront';

const mask = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const BUYER_MENU = ['我的订单', '个人中心', '收藏的服务', '安全设置'];

/**
 * Logging in and registering through the pages. Login failures are rate limited per IP, so
 * these journeys log in only where logging in is the point (four times in all).
 */
describe('storefront accounts', () => {
  const b = useBrowser();

  it('a new buyer registers with the SMS code from the outbox, logs out, and logs in with the new password', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const password = 'Test@2468';
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    const auth = new AuthPage(sf);

    await sf.goto('/reg');
    // the title follows the site area's rows, which a loaded machine may deliver a moment late
    await expect.poll(() => page.title()).toBe('免费注册 - 检验检测认证服务商城');
    await auth.field('手机号').fill(mobile);
    await auth.passCaptcha();
    await auth.button('获取短信验证码').click();
    await expect.poll(() => auth.button('获取短信验证码').count()).toBe(0); // counting down now
    await auth.field('短信验证码').fill(await outboxCode(b.baseURL, mobile, 'sms'));
    await auth.field('密码').fill(password);
    await auth.field('确认密码').fill(password);
    await sf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await auth.button('立即注册').click();

    // registered and logged in at once: the home page greets the new account
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => sf.account().innerText()).toContain(mask(mobile));
    await sf.openAccountMenu();
    for (const name of BUYER_MENU) await expectVisible(sf.menuItem(name));

    await sf.logoutButton().click();
    await expectVisible(sf.loginLink());
    expect(sf.url.pathname).toBe('/');
    expect(await sf.account().count()).toBe(0);

    await sf.loginLink().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await sf.settled();
    await auth.login('买家', mobile, password);
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => sf.account().innerText()).toContain(mask(mobile));
    expect(errors).toEqual([]);
  });

  it('a visitor who opens a guarded page with its query logs in and lands on that page', async () => {
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/home/order?status=1');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home/order?status=1');
    await sf.settled();
    await new AuthPage(sf).login('买家', DEMO_MOBILE.buyer, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/home/order');
    expect(new URL(page.url()).search).toBe('?status=1');
    expect(errors).toEqual([]);
  });

  // a lab lands on its workbench; an expert on the home page
  for (const [kind, role, menu, landing] of [
    ['merchant', '商家', ['商家中心'], '/merchant'],
    ['expert', '专家', ['个人中心'], '/home'],
  ] as const) {
    it(`the ${kind} logs in at /login as ${role}, lands on ${landing} and sees only ${menu.join('/')} in the dropdown`, async () => {
      const { page, errors } = await b.open({ stub: false });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/login');
      await new AuthPage(sf).login(role, DEMO_MOBILE[kind], DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === landing);
      await expect.poll(() => sf.account().innerText()).toContain(mask(DEMO_MOBILE[kind]));
      await sf.openAccountMenu();
      const items = await page.locator('.sf-topbar [part~="menu"] a').allInnerTexts();
      expect(items.map((t) => t.trim())).toEqual([...menu]);
      // spec §2: no cart button for merchants and experts
      expect(await sf.cartBadge().count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
