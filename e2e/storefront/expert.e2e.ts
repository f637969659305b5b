import { describe, expect, inject, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import { idCardCheckChar } from '../../src/core/validators/id-card';
import { api } from '../support/api';
import { VIEWPORTS } from '../support/browser';
import { expectText, expectVisible, useBrowser } from '../support/fixture';
import { approveInConsole } from '../support/operator';
import { AuthPage, outboxCode } from './pages/auth';
import { completeOrder, newMobile, shot } from './pages/expert';
import { Storefront } from './pages/storefront';

const PAGES: Array<[string, string, string]> = [
  ['center', '/expert', '我的推荐链接'],
  ['auth', '/expert/auth', '已认证'],
  ['recommend', '/expert/recommend', '我的客户'],
  ['order', '/expert/order', '客户订单'],
  ['funds', '/expert/funds', '资金记录'],
  ['follow', '/expert/follow', '我的关注'],
  ['safeset', '/expert/safeset', '安全设置'],
];

/** Issue 11: the expert area — guards, every page with the demo expert, and the whole flow. */
describe('storefront expert area', () => {
  const b = useBrowser();

  it('sends buyers and merchants home and visitors to log in', async () => {
    for (const kind of ['buyer', 'merchant'] as const) {
      const { page } = await b.open({ stub: false, session: b.sessions[kind] });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/expert/funds');
      await page.waitForURL((u) => u.pathname === '/home');
    }
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/expert/auth');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/expert/auth');
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`every expert page renders the demo expert's data, and a withdrawal moves the balance (${label}px)`, async () => {
      const session = b.sessions.expert;
      const { page, errors } = await b.open({ stub: false, viewport, session });
      const sf = new Storefront(page, b.baseURL);
      for (const [name, path, text] of PAGES) {
        await sf.goto(path);
        await expect.poll(() => sf.mainText()).toContain(text);
        const active = sf.main().locator('.sf-account-menu [aria-current="page"]');
        await expectText(active, name === 'order' ? '客户关系' : (await page.title()).split(' - ')[0]!);
        await shot(page, `expert-${name}-${label}`);
      }

      // 资金管理: the balance is the server's; a withdrawal to the opened account moves it once
      await sf.goto('/expert/funds');
      const balance = async () =>
        Number((await sf.main().locator('.sf-ex-totals .is-strong dd').innerText()).replace(/[¥,]/g, ''));
      const before = await balance();
      expect(before).toBeGreaterThan(10);
      await sf.main().getByRole('button', { name: '申请提现' }).click();
      const dialog = page.locator('dialog.sf-dialog');
      await dialog.locator('input[name="amount"]').fill('10');
      await shot(page, `expert-withdraw-${label}`);
      await dialog.getByRole('button', { name: '确认提现' }).click();
      await expectText(sf.toast().locator('span'), '提现申请已提交，预计1-3个工作日到账');
      await expect.poll(balance).toBeCloseTo(before - 10, 2);
      await expect
        .poll(() => sf.main().locator('.sf-ex-records tbody tr').first().innerText())
        .toContain('提现');
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('a new expert registers, certifies with an upload and shares the link; a buyer registers through it and buys; the commission appears', async () => {
    // 1. the expert registers on /reg
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    const auth = new AuthPage(sf);
    const mobile = newMobile('135');
    await sf.goto('/reg');
    await sf.main().getByRole('tab', { name: '专家注册' }).click();
    await auth.field('真实姓名').fill('周明远');
    await auth.field('专业领域').fill('食品检测');
    await auth.field('手机号').fill(mobile);
    await auth.passCaptcha();
    await auth.button('获取短信验证码').click();
    await expect.poll(() => auth.button('获取短信验证码').count()).toBe(0);
    await auth.field('短信验证码').fill(await outboxCode(b.baseURL, mobile, 'sms'));
    await auth.field('密码').fill('Expert@2468');
    await auth.field('确认密码').fill('Expert@2468');
    await sf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await auth.button('立即注册').click();
    await page.waitForURL((u) => u.pathname === '/home');

    // 2. certifies with a certificate upload; the demo reviewer approves a few seconds later
    await sf.goto('/expert/auth');
    await expectText(sf.main().locator('.sf-au-status'), '未认证');
    await page.goto(`${b.baseURL}/images/licence.svg`);
    const certificate = await page.locator('svg').screenshot({ type: 'png' });
    await sf.goto('/expert/auth');
    await sf.main().getByLabel('真实姓名').fill('周明远');
    await sf.main().getByLabel('身份证号码').fill('110105198003120013');
    await sf.main().getByRole('button', { name: '提交认证' }).click();
    await expectText(sf.main().locator('#ex-id_no-error'), '身份证号码不正确，请核对18位号码');
    await sf
      .main()
      .getByLabel('身份证号码')
      .fill(`11010519800312001${idCardCheckChar('11010519800312001')}`);
    await sf.main().getByLabel('职称').fill('高级工程师');
    await sf.main().getByLabel('工作单位').fill('北京市食品安全监控中心');
    await sf.main().locator('.sf-ex-chip').first().click();
    await sf
      .main()
      .locator('input[name="certificates"]')
      .setInputFiles({ name: '注册审核员证书.png', mimeType: 'image/png', buffer: certificate });
    await sf.main().locator('.sf-ex-certs__list img').waitFor();
    await shot(page, 'expert-auth-form-1366');
    await sf.main().getByRole('button', { name: '提交认证' }).click();
    await expectText(sf.toast().locator('span'), '认证资料已提交，请等待审核');
    await expectText(sf.main().locator('.sf-au-status'), '审核中');
    // a staff reviewer approves it in the operator console; the page asks again by itself
    await approveInConsole(b.baseURL, inject('staffToken'), 'expert_sgs', mobile);
    await expectText(sf.main().locator('.sf-au-status'), '已认证', 20_000);
    // the ID number comes back masked only
    const id = `11010519800312001${idCardCheckChar('11010519800312001')}`;
    expect(await sf.mainText()).toContain(`110***********${id.slice(-4)}`);
    expect(await sf.mainText()).not.toContain(id);

    // 3. shares the referral link from 客户关系
    await sf.goto('/expert/recommend');
    const link = await sf.main().locator('.sf-ex-ref__link').inputValue();
    expect(link).toMatch(/\/reg\?ref=[0-9a-f]{10}$/);

    // 4. a buyer registers through it (a context of their own) and buys; the order completes
    const buyerPage = await b.open({ stub: false });
    const bsf = new Storefront(buyerPage.page, b.baseURL);
    const bauth = new AuthPage(bsf);
    const buyerMobile = newMobile('137');
    await bsf.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => bsf.mainText()).toContain('推荐链接');
    await bauth.field('手机号').fill(buyerMobile);
    await bauth.passCaptcha();
    await bauth.button('获取短信验证码').click();
    await expect.poll(() => bauth.button('获取短信验证码').count()).toBe(0);
    await bauth.field('短信验证码').fill(await outboxCode(b.baseURL, buyerMobile, 'sms'));
    await bauth.field('密码').fill('Buyer@2468');
    await bauth.field('确认密码').fill('Buyer@2468');
    await bsf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await bauth.button('立即注册').click();
    await buyerPage.page.waitForURL((u) => u.pathname === '/home');
    const buyer = (
      await api<LoginResult>(b.baseURL, 'user/login', {
        method: 'POST',
        body: { mobile: buyerMobile, password: 'Buyer@2468' },
      })
    ).data!;
    await completeOrder(buyerPage.page, b.baseURL, buyer);

    // 5. the client and the commission (3 % of ¥3,800.00) appear for the expert
    await sf.goto('/expert/recommend');
    await expect
      .poll(() => sf.mainText())
      .toContain(`${buyerMobile.slice(0, 3)}****${buyerMobile.slice(-4)}`);
    await sf.goto('/expert/funds');
    await expect.poll(() => sf.main().locator('.sf-ex-records').innerText()).toContain('佣金收入');
    const totals = await sf.main().locator('.sf-ex-totals').innerText();
    expect(totals).toContain('¥114.00');
    await shot(page, 'expert-funds-new-1366');

    // 6. without a payout account a withdrawal is refused with the reason
    await sf.main().getByRole('button', { name: '申请提现' }).click();
    await expectVisible(
      page.locator('dialog.sf-dialog').getByText('请先在“开户信息”开通收款账户，再申请提现'),
    );
    const refused = await api(b.baseURL, 'expert_amount_record/withdraw', {
      method: 'POST',
      token: await page.evaluate(() =>
        (globalThis as unknown as { localStorage: { getItem(k: string): string } }).localStorage.getItem(
          'tic_token',
        ),
      ),
      body: { amount: 10, request_no: `e2e-${Date.now()}` },
    });
    expect(refused).toMatchObject({ status: false, message: '请先在“开户信息”开通收款账户，再申请提现' });
    expect(errors).toEqual([]);
    expect(buyerPage.errors).toEqual([]);
  }, 180_000);
});
