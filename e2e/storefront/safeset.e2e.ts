import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import { api } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import { expectText, useBrowser } from '../support/fixture';
import { AuthPage, apiCaptcha, outboxCode } from './pages/auth';
import { Storefront } from './pages/storefront';

const mask = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const PASSWORD = 'Safe@2468';
const NEW_PASSWORD = 'Safer@1357';
/** The server sends one code a minute per mobile, whatever it is for (as registration does). */
const CODE_WINDOW_MS = 61_000;

interface FreshBuyer {
  mobile: string;
  session: LoginResult;
  /** When its registration code was sent: the next code to that mobile waits a minute. */
  codeAt: number;
}

let seq = 0;
/** A mobile no other journey uses: prefix, the clock and a counter. */
const newMobile = (prefix: string) => `${prefix}${String((Date.now() + ++seq) % 1e8).padStart(8, '0')}`;

/** Registers a buyer through the API the way the page does (captcha solved, SMS code from the outbox). */
async function registerBuyer(baseURL: string): Promise<FreshBuyer> {
  const mobile = newMobile('137');
  const body = { mobile, purpose: 'register', ...(await apiCaptcha(baseURL)) };
  const sent = await api(baseURL, 'captcha/sendSmsCaptcha', { method: 'POST', body });
  if (sent.status !== true) throw new Error(`sendSmsCaptcha: ${sent.message}`);
  const codeAt = Date.now();
  const code = await outboxCode(baseURL, mobile, 'sms');
  const reg = await api<LoginResult>(baseURL, 'user/register', {
    method: 'POST',
    body: { mobile, code, password: PASSWORD, agree: true },
  });
  if (reg.status !== true || !reg.data) throw new Error(`user/register: ${reg.message}`);
  return { mobile, session: reg.data, codeAt };
}

const loginStatus = async (baseURL: string, mobile: string, password: string) =>
  (await api<LoginResult>(baseURL, 'user/login', { method: 'POST', body: { mobile, password } })).status;
const cartStatus = async (baseURL: string, token: string) =>
  (await api(baseURL, 'goods_cart/get', { token, body: { page: 1, limit: 9999 } })).status;

const row = (sf: Storefront, label: string) =>
  sf.main().locator('.sf-ss-row', { hasText: label }).getByRole('button');
const openDialogs = (page: Page) => page.locator('dialog[open]').count();

/** Issue 10 item 5: /home/safeset with fresh accounts (the shared demo sessions stay untouched). */
describe('storefront 安全设置', () => {
  const b = useBrowser();
  let mover: FreshBuyer;

  beforeAll(async () => {
    // registered first, so its one-code-a-minute window has passed by the mobile journey
    mover = await registerBuyer(b.baseURL);
  });

  it('changes the password: the other session is refused, this one stays, the new password logs in', async () => {
    const buyer = await registerBuyer(b.baseURL);
    const other = await api<LoginResult>(b.baseURL, 'user/login', {
      method: 'POST',
      body: { mobile: buyer.mobile, password: PASSWORD },
    });
    const { page, errors } = await b.open({ stub: false, session: buyer.session });
    const sf = new Storefront(page, b.baseURL);
    const auth = new AuthPage(sf);
    await sf.goto('/home/safeset');
    await expect.poll(() => page.title()).toBe('安全设置 - 检验检测认证服务商城');
    await expect.poll(() => sf.mainText()).toContain(mask(buyer.mobile));

    await row(sf, '登录密码').click();
    await auth.field('原密码').fill('Wrong@2468');
    await auth.field('新密码').fill(NEW_PASSWORD);
    await auth.field('确认密码').fill(NEW_PASSWORD);
    await auth.button('确认修改').click();
    await expectText(page.locator('#ss-password-old_password-note'), '原密码错误');
    await auth.field('原密码').fill(PASSWORD);
    await auth.button('确认修改').click();
    await expect.poll(() => openDialogs(page)).toBe(0);
    await expectText(sf.toast().locator('span'), '密码已修改，其他设备上的登录已失效');

    expect(await cartStatus(b.baseURL, other.data!.token)).toBe(-2);
    expect(await cartStatus(b.baseURL, buyer.session.token)).toBe(true);
    await sf.goto('/home/safeset'); // still logged in here
    await expect.poll(() => sf.account().innerText()).toContain(mask(buyer.mobile));

    await sf.openAccountMenu();
    await sf.logoutButton().click();
    await expect.poll(() => sf.account().count()).toBe(0);
    await sf.settled(); // user/loginOut answered before the page moves on
    await sf.goto('/login');
    await auth.login('买家', buyer.mobile, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => sf.account().innerText()).toContain(mask(buyer.mobile));
    expect(await loginStatus(b.baseURL, buyer.mobile, PASSWORD)).toBe(false);
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`screenshots of the page and the mobile dialog at ${label}px`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport, session: mover.session });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/home/safeset');
      await expect.poll(() => sf.mainText()).toContain(mask(mover.mobile));
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts
            .ready,
      );
      await screenshot(page, `storefront-safeset-${label}`);
      await row(sf, '手机号').click();
      await sf.main().locator('.au-robot').waitFor();
      await sf.settled();
      await screenshot(page, `storefront-safeset-mobile-${label}`);
      expect(errors).toEqual([]);
    });
  }

  it('changes the mobile with a code to the old and one to the new number, both from the outbox', async () => {
    const wait = mover.codeAt + CODE_WINDOW_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const target = newMobile('136');
    const { page, errors } = await b.open({ stub: false, session: mover.session });
    const sf = new Storefront(page, b.baseURL);
    const auth = new AuthPage(sf);
    await sf.goto('/home/safeset');
    await row(sf, '手机号').click();

    // step 1: the code goes to the current mobile
    await expect.poll(() => sf.main().locator('.sf-ss-target').innerText()).toContain(mask(mover.mobile));
    await auth.passCaptcha();
    await auth.button('获取验证码').click();
    await expect.poll(() => auth.button('获取验证码').count()).toBe(0); // counting down now
    await auth.field('短信验证码').fill(await outboxCode(b.baseURL, mover.mobile, 'sms'));
    await auth.button('下一步').click();

    // step 2: the new mobile and its own code
    await auth.field('新手机号').fill(target);
    await auth.passCaptcha();
    await auth.button('获取验证码').click();
    await expect.poll(() => auth.button('获取验证码').count()).toBe(0);
    await auth.field('短信验证码').fill(await outboxCode(b.baseURL, target, 'sms'));
    await auth.button('确认更换').click();
    await expect.poll(() => openDialogs(page), { timeout: 10_000 }).toBe(0);

    // the page and the header show the new number at once, without a reload
    await expect.poll(() => sf.account().innerText()).toContain(mask(target));
    await expect.poll(() => sf.mainText()).toContain(mask(target));
    expect(await loginStatus(b.baseURL, target, PASSWORD)).toBe(true);
    expect(await loginStatus(b.baseURL, mover.mobile, PASSWORD)).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);
});
