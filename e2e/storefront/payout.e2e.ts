import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, VIEWPORTS } from '../support/browser';
import { expectText, useBrowser } from '../support/fixture';
import { AuthPage, outboxCode } from './pages/auth';
import { Storefront } from './pages/storefront';

const SHOTS = '/tmp/payout-shots';
let seq = 0;
const newMobile = () => `136${String((Date.now() + ++seq) % 1e8).padStart(8, '0')}`;

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(
    () =>
      (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready,
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A new expert through /reg (专家注册), with the SMS code from the dev outbox. */
async function registerExpert(sf: Storefront, name: string): Promise<void> {
  const auth = new AuthPage(sf);
  const mobile = newMobile();
  await sf.goto('/reg');
  await sf.main().getByRole('tab', { name: '专家注册' }).click();
  await auth.field('手机号').fill(mobile);
  await auth.passCaptcha();
  await auth.button('获取短信验证码').click();
  await expect.poll(() => auth.button('获取短信验证码').count()).toBe(0);
  await auth.field('短信验证码').fill(await outboxCode(sf.baseURL, mobile, 'sms'));
  await auth.field('真实姓名').fill(name);
  await auth.field('专业领域').fill('环境检测');
  await auth.field('密码').fill('Expert@2468');
  await auth.field('确认密码').fill('Expert@2468');
  await sf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await auth.button('立即注册').click();
  await sf.page.waitForURL((url) => url.pathname === '/home');
}

/** The simulated Yeepay back office decides the application of `holder`. */
async function review(
  page: Page,
  baseURL: string,
  holder: string,
  reason?: string,
  name?: string,
): Promise<void> {
  await page.goto(`${baseURL}/sim/yeepay/review`);
  const card = page.locator('section.app', { hasText: holder });
  await card.waitFor();
  if (name) await shot(page, name);
  if (reason) {
    await card.getByLabel('驳回原因').fill(reason);
    await card.getByRole('button', { name: '驳回' }).click();
  } else {
    await card.getByRole('button', { name: '审核通过' }).click();
  }
  await expect.poll(() => page.locator('h1').innerText()).toBe(reason ? '已驳回' : '已审核通过');
  expect(await page.locator('main').innerText()).toContain('已通知商城');
}

/** Issue 11 item 6: a new expert opens a payout account through the simulated provider. */
describe('storefront 开户信息', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`a new expert registers and opens a micro account: review, agreement, opened (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport });
      await page.goto(`${b.baseURL}/images/licence.svg`);
      const photo = await page.locator('svg').screenshot({ type: 'png' });
      const sf = new Storefront(page, b.baseURL);
      const name = label === '1366' ? '周敏' : '吴芳';
      await registerExpert(sf, name);

      await sf.goto('/expert/openAccount');
      await expect.poll(() => page.title()).toBe('开户信息 - 检验检测认证服务商城');
      const badge = sf.main().locator('.sf-po-status');
      await expectText(badge, '未开户');
      const m = sf.main();
      await m.getByRole('button', { name: '提交开户申请' }).click();
      await expectText(m.locator('#po-real_name-error'), '请输入真实姓名');
      await m.locator('input[name="real_name"]').fill(name);
      await m.locator('input[name="id_no"]').fill('440305199003071236');
      await m.locator('input[name="mobile"]').fill('13722250001');
      await m.locator('select[name="bank_code"]').selectOption({ label: '招商银行' });
      await m.locator('input[name="bank_account"]').fill('6222 0210 0123 4567 890');
      await m.locator('select[name="province_code"]').selectOption({ label: '广东省' });
      await expect.poll(() => m.locator('select[name="city_code"] option').count()).toBeGreaterThan(1);
      await m.locator('select[name="city_code"]').selectOption({ label: '深圳市' });
      for (const f of ['id_front_id', 'id_back_id'])
        await m
          .locator(`input[name="${f}"]`)
          .setInputFiles({ name: `${f}.png`, mimeType: 'image/png', buffer: photo });
      await expect.poll(() => m.locator('.sf-upload__img').count()).toBe(2);
      await m.getByRole('button', { name: '提交开户申请' }).click();
      await expectText(m.locator('#po-bank_account-error'), '银行卡号不正确，请核对16-19位借记卡号');
      await m.locator('input[name="bank_account"]').fill('6222 0210 0123 4567 896');
      await shot(page, `open-account-form-${label}`);
      await m.getByRole('button', { name: '提交开户申请' }).click();
      await expectText(sf.toast().locator('span'), '开户申请已提交，请等待审核');
      await expectText(badge, '审核中');
      await expect.poll(() => sf.mainText()).toContain('招商银行 6222 **** **** 7896');
      expect(await sf.mainText()).not.toContain('6222021001234567896');
      expect(await sf.mainText()).toContain('440***********1236');
      await shot(page, `open-account-reviewing-${label}`);

      // the provider's reviewer approves in its own back office; the page learns it by asking
      const provider = await page.context().newPage();
      await review(provider, b.baseURL, name, undefined, `yeepay-review-${label}`);
      await expectText(badge, '待签约', 15_000);
      await expect.poll(() => sf.mainText()).toMatch(/商户编号 ?100\d{8}/);
      await expect.poll(() => m.getByRole('button', { name: /秒后可重新发送/ }).isDisabled()).toBe(true);
      await shot(page, `open-account-signing-${label}`);

      // the agreement page of the provider, back to the mall once signed
      await m.getByRole('link', { name: '去签约' }).click();
      await page.waitForURL((url) => url.pathname === '/sim/yeepay/sign');
      await shot(page, `yeepay-sign-${label}`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '确认签约' }).click();
      await page.waitForURL((url) => url.pathname === '/expert/openAccount');
      await expectText(badge, '已开通');
      await expect.poll(() => sf.mainText()).toContain('结算账户已开通');
      expect(await m.getByRole('button', { name: '升级为企业商户' }).count()).toBe(1);
      await shot(page, `open-account-opened-${label}`);
      expect(errors).toEqual([]);
    });
  }

  it('a rejected company application shows its reason and is resubmitted (390px)', async () => {
    const { page, errors } = await b.open({ stub: false, viewport: MOBILE });
    await page.goto(`${b.baseURL}/images/licence.svg`);
    const licence = await page.locator('svg').screenshot({ type: 'png' });
    const sf = new Storefront(page, b.baseURL);
    await registerExpert(sf, '郑强');
    await sf.goto('/expert/openAccount');
    const m = sf.main();
    const badge = m.locator('.sf-po-status');
    await expectText(badge, '未开户');
    await m.getByText('企业商户', { exact: true }).click();
    const fill: Record<string, string> = {
      org_name: '郑州示例检测有限公司',
      credit_code: '91310000MA1FL1XD6J',
      legal_person: '郑强',
      legal_id_no: '11010519491231002X',
      contact_mobile: '13912345678',
      bank_account: '310066726018800012345',
    };
    for (const [k, v] of Object.entries(fill)) await m.locator(`input[name="${k}"]`).fill(v);
    await m.locator('select[name="bank_code"]').selectOption({ label: '中国工商银行' });
    await m.locator('select[name="province_code"]').selectOption({ label: '河南省' });
    await expect.poll(() => m.locator('select[name="city_code"] option').count()).toBeGreaterThan(1);
    await m.locator('select[name="city_code"]').selectOption({ label: '郑州市' });
    await m
      .locator('input[name="licence_id"]')
      .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: licence });
    await m.locator('.sf-upload__img').waitFor();
    await m.getByRole('button', { name: '提交开户申请' }).click();
    await expectText(badge, '审核中');

    const provider = await page.context().newPage();
    await review(provider, b.baseURL, '郑州示例检测有限公司', '营业执照照片不清晰');
    await expectText(badge, '已驳回', 15_000);
    await expect.poll(() => sf.mainText()).toContain('开户申请被驳回：营业执照照片不清晰');
    await shot(page, 'open-account-rejected-390');
    await m.getByRole('button', { name: '重新提交' }).click();
    expect(await m.locator('input[name="org_name"]').inputValue()).toBe('郑州示例检测有限公司');
    expect(await m.locator('input[name="legal_id_no"]').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});
