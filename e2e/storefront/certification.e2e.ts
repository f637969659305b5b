import { describe, expect, inject, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import { api } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import { expectText, useBrowser } from '../support/fixture';
import { approveInConsole } from '../support/operator';
import { apiCaptcha, outboxCode } from './pages/auth';
import { Storefront } from './pages/storefront';

const PASSWORD = 'Cert@2468';
let seq = 0;
const newMobile = () => `135${String((Date.now() + ++seq) % 1e8).padStart(8, '0')}`;

/** A buyer of its own (the demo buyers' certification stays untouched for other journeys). */
async function registerBuyer(baseURL: string): Promise<LoginResult> {
  const mobile = newMobile();
  const sent = await api(baseURL, 'captcha/sendSmsCaptcha', {
    method: 'POST',
    body: { mobile, purpose: 'register', ...(await apiCaptcha(baseURL)) },
  });
  if (sent.status !== true) throw new Error(`sendSmsCaptcha: ${sent.message}`);
  const code = await outboxCode(baseURL, mobile, 'sms');
  const reg = await api<LoginResult>(baseURL, 'user/register', {
    method: 'POST',
    body: { mobile, code, password: PASSWORD, agree: true },
  });
  if (reg.status !== true || !reg.data) throw new Error(`user/register: ${reg.message}`);
  return reg.data;
}

const COMPANY: Record<string, string> = {
  org_name: '上海示例检测技术有限公司',
  credit_code: '91310000MA1FL1XD6J',
  legal_person: '张三',
  address: '上海市浦东新区张江路 100 号',
  contact_name: '李四',
  contact_mobile: '13912345678',
};

/** Issue 10 items 3 and 4: certify a company with a licence upload and see it reviewed. */
describe('storefront 客户认证', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`certifies a company with a licence upload and sees it reviewed (${label}px)`, async () => {
      const session = await registerBuyer(b.baseURL);
      const { page, errors } = await b.open({ stub: false, viewport, session });
      // a real licence image: the demo's licence drawing, rendered by the browser
      await page.goto(`${b.baseURL}/images/licence.svg`);
      const licence = await page.locator('svg').screenshot({ type: 'png' });

      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/home/auth');
      await expect.poll(() => page.title()).toBe('客户认证 - 检验检测认证服务商城');
      const badge = sf.main().locator('.sf-au-status');
      await expectText(badge, '未认证');

      // a file that is not what its name says is refused, with the reason at the field
      const file = sf.main().locator('input[name="licence"]');
      await file.setInputFiles({
        name: '营业执照.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg/>'),
      });
      await expectText(sf.main().locator('#up-licence-error'), '仅支持 PNG、JPG、WebP 图片或 PDF 文件');

      await file.setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: licence });
      const preview = sf.main().locator('.sf-upload__img');
      await preview.waitFor();
      await expect
        .poll(() => preview.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      for (const [name, value] of Object.entries(COMPANY))
        await sf.main().locator(`input[name="${name}"]`).fill(value);
      await screenshot(page, `storefront-auth-form-${label}`);
      await sf.main().getByRole('button', { name: '提交认证' }).click();
      await expectText(sf.toast().locator('span'), '认证资料已提交，请等待审核');
      await expectText(badge, '审核中');
      await expect.poll(() => sf.mainText()).toContain('平台正在审核');

      // a staff reviewer approves it in the operator console; the page asks again by itself
      await approveInConsole(b.baseURL, inject('staffToken'), 'user_sgs', session.userInfo.mobile);
      await expectText(badge, '已认证', 20_000);
      await expect.poll(() => sf.mainText()).toContain(COMPANY.credit_code);
      await sf.main().locator('.sf-upload__img').waitFor();
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts
            .ready,
      );
      await screenshot(page, `storefront-auth-${label}`);

      // the licence is the owner's: its link is signed; without the signature nothing is served
      const src = await sf.main().locator('.sf-upload__img').getAttribute('src');
      const bare = await fetch(`${b.baseURL}${src!.split('?')[0]}`);
      expect(bare.status).toBe(403);

      // 商户管理: the companies this buyer orders for, one of them the default
      for (const [org_name, credit_code] of [
        [COMPANY.org_name, COMPANY.credit_code],
        ['深圳示例认证有限公司', '91440300MA5FQ3KX89'],
      ]) {
        const added = await api(b.baseURL, 'user_merchant/edit', {
          method: 'POST',
          token: session.token,
          body: { org_name, credit_code, contact_name: '李四', contact_mobile: '13912345678' },
        });
        expect(added.status).toBe(true);
      }
      await sf.goto('/home/shopermanage');
      await expect.poll(() => sf.main().locator('.sf-af-card').count()).toBe(2);
      await sf.main().locator('.sf-af-card').nth(1).getByRole('button', { name: '设为默认' }).click();
      await expect
        .poll(() => sf.main().locator('.sf-af-card').first().innerText())
        .toContain('深圳示例认证有限公司');
      await expect.poll(() => sf.toast().count(), { timeout: 8_000 }).toBe(0);
      await screenshot(page, `storefront-shopermanage-${label}`);
      expect(errors).toEqual([]);
    }, 90_000);
  }
});
