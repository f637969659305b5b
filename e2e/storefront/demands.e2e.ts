import { describe, expect, it } from 'vitest';
import { MOBILE, VIEWPORTS } from '../support/browser';
import { expectText, useBrowser } from '../support/fixture';
import { shot } from './pages/expert';
import { Storefront } from './pages/storefront';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Issue 12: demands (/seekhelp, the hall, 我的需求) and problem feedback with a screenshot. */
describe('storefront demands and feedback', () => {
  const b = useBrowser();

  it('sends visitors to log in from /seekhelp and /feedback; the hall is public', async () => {
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    for (const path of ['/seekhelp', '/feedback']) {
      await sf.goto(path);
      await page.waitForURL((u) => u.pathname === '/login');
    }
    await sf.goto('/seekhelp/list');
    await expect.poll(() => sf.mainText()).toContain('已响应');
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`a buyer posts a demand and finds it in the hall and under 我的需求 (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.buyer });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/seekhelp');
      const form = sf.main().locator('form');
      await form.getByRole('button', { name: '发布需求' }).click();
      await expect.poll(() => form.innerText()).toContain('请输入需求标题');
      const title = `纺织品甲醛含量检测 ${label}-${Date.now() % 100000}`;
      await form.locator('input[name="title"]').fill(title);
      await form.locator('select[name="servics_id"]').selectOption({ label: '检验检测' });
      await form.locator('input[name="subject"]').fill('GB 18401-2010');
      await form.locator('select[name="province_code"]').selectOption({ label: '浙江省' });
      await expect.poll(() => form.locator('select[name="city_code"] option').count()).toBeGreaterThan(2);
      await form.locator('select[name="city_code"]').selectOption({ label: '杭州市' });
      await form.locator('input[name="budget_min"]').fill('800');
      await form.locator('input[name="budget_max"]').fill('1500');
      const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      await form.locator('input[name="deadline"]').fill(deadline);
      await form
        .locator('textarea[name="content"]')
        .fill('童装面料 5 个批次，需要甲醛、pH 值、色牢度检测，CMA 报告。');
      await form.locator('input[name="contact_name"]').fill('王芳');
      await shot(page, `seekhelp-form-${label}`);
      await form.getByRole('button', { name: '发布需求' }).click();
      await page.waitForURL((u) => u.pathname === '/seekhelp/detail');
      await expect.poll(() => sf.mainText()).toContain(title);
      expect(await sf.mainText()).toContain('待响应');
      await shot(page, `seekhelp-detail-${label}`);

      await sf.goto('/seekhelp/list');
      await sf.main().getByRole('searchbox').fill('纺织品甲醛');
      await sf.main().getByRole('button', { name: '搜索' }).click();
      await expect.poll(() => sf.mainText()).toContain(title);
      await sf.main().getByRole('tab', { name: '我的需求' }).click();
      await expect.poll(() => sf.mainText()).toContain(title);
      await sf.goto('/seekhelp/list');
      await expect.poll(() => sf.mainText()).toContain('已响应');
      await shot(page, `seekhelp-list-${label}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('a buyer sends feedback with a screenshot and sees the thank-you state', async () => {
    const { page, errors } = await b.open({ stub: false, session: b.sessions.buyer });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/feedback?from=/shopcar');
    const form = sf.main().locator('form');
    await form.getByLabel('体验建议').check();
    await form
      .locator('textarea[name="content"]')
      .fill('购物车里希望能按实验室分组批量结算，现在要一个个点。');
    await form
      .locator('input[name="screenshots"]')
      .setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.innerText()).toContain('截图.png');
    await form.locator('input[name="contact"]').fill('13800000001');
    await shot(page, 'feedback-form-1366');
    await form.getByRole('button', { name: '提交反馈' }).click();
    await expectText(sf.main().locator('.sf-sh-thanks .sf-empty p').first(), '感谢您的反馈');
    await shot(page, 'feedback-thanks-1366');
    const { page: phone } = await b.open({ stub: false, viewport: MOBILE, session: b.sessions.buyer });
    const sfp = new Storefront(phone, b.baseURL);
    await sfp.goto('/feedback');
    await expect.poll(() => sfp.mainText()).toContain('问题反馈');
    await shot(phone, 'feedback-form-390');
    expect(errors).toEqual([]);
  });
});
