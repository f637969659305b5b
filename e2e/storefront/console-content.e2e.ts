import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type {
  StaffInvite,
  StaffLoginResult,
  TotpEnrolment,
} from '../../src/core/api/contract/models-operator';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText, useBrowser } from '../support/fixture';
import { staffApi, totpNow } from '../support/operator';
import { newMobile } from './pages/expert';
import { Storefront } from './pages/storefront';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** An editor invited by the demo admin and enrolled through the API (admin.e2e.ts does it by page). */
async function newEditor(baseURL: string): Promise<string> {
  const admin = inject('staffToken');
  const inv = await staffApi<StaffInvite>(
    baseURL,
    'operator_staff/add',
    admin,
    { mobile: newMobile('139'), name: '内容编辑', role: 'editor' },
    'POST',
  );
  if (inv.status !== true) throw new Error(`invite: ${inv.message}`);
  const enrol = new URL(inv.data!.enrol_path, baseURL).searchParams.get('enrol')!;
  const e = await staffApi<TotpEnrolment>(baseURL, 'operator/totpEnroll', undefined, { enrol }, 'POST');
  if (e.status !== true) throw new Error(`enrol: ${e.message}`);
  const v = await staffApi<StaffLoginResult>(
    baseURL,
    'operator/totpVerify',
    undefined,
    { enrol, password: 'Editor@2468', code: totpNow(e.data!.secret) },
    'POST',
  );
  if (v.status !== true) throw new Error(`verify: ${v.message}`);
  return v.data!.token;
}

/** The console keeps its session in sessionStorage: set it on the origin before opening a page. */
async function signIn(page: Page, sf: Storefront, token: string) {
  await sf.goto('/admin/login');
  await page.evaluate(
    (t) => (globalThis as unknown as PageGlobals).sessionStorage.setItem('tic-operator-token', t),
    token,
  );
}

const PAGES: Array<[string, string, string]> = [
  ['slide', '/admin/slide', '轮播与横幅'],
  ['slide-banner', '/admin/slide?kind=banner', '频道横幅'],
  ['spage', '/admin/spage', '订购流程'],
  ['category', '/admin/category', '资讯分类'],
  ['category-goods', '/admin/category?tab=goods', '显示'],
  ['coupon', '/admin/coupon', '满'],
  ['promo', '/admin/promo', '补贴 '],
  ['promo-platform', '/admin/promo?kind=subsidy_platform', '补贴平台'],
  ['promo-green', '/admin/promo?kind=green', '折'],
];

/**
 * Issue 17 item 4: an editor publishes a home carousel, a help category with an article in it and
 * a /spage page (previewed as a draft first), and a visitor sees all three on the storefront.
 */
describe('console content (/admin/slide, /admin/category, /admin/spage)', () => {
  const b = useBrowser();

  it('an editor publishes a carousel, a help article and a /spage page; a visitor sees them', async () => {
    const n = String(Date.now()).slice(-6);
    const token = await newEditor(b.baseURL);
    const editor = await b.open({ stub: false });
    const esf = new Storefront(editor.page, b.baseURL);
    await signIn(editor.page, esf, token);

    // 1. a home carousel: image by upload, link, published from the dialog
    const slide = `春季检测季${n}`;
    await esf.goto('/admin/slide');
    await esf.main().getByRole('button', { name: '新建轮播图' }).click();
    const dialog = editor.page.getByRole('dialog');
    await dialog.getByLabel('标题').fill(slide);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => dialog.locator('.ad-image__preview').count()).toBe(1);
    await dialog.getByLabel('链接').fill('/check');
    await screenshot(editor.page, 'admin-slide-edit-1366');
    await dialog.getByRole('button', { name: '保存并发布' }).click();
    await expectText(esf.toast().locator('span'), '已发布');
    await expect.poll(() => esf.mainText()).toContain(slide);

    // 2. a help category, then an article filed under it
    const cat = `发票问题${n.slice(-3)}`;
    await esf.goto('/admin/category?tab=help');
    await esf.main().getByRole('button', { name: '新建分类' }).click();
    await editor.page.getByRole('dialog').getByLabel('分类名称').fill(cat);
    await editor.page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => esf.mainText()).toContain(cat);
    const article = `如何开具增值税专用发票${n}`;
    await esf.goto('/admin/content?kind=help');
    await esf.main().getByRole('button', { name: '新建内容' }).click();
    await dialog.getByLabel('标题').fill(article);
    await expect.poll(() => dialog.getByLabel('分类').innerText()).toContain(cat);
    await dialog.getByLabel('分类').selectOption({ label: cat });
    await dialog.locator('.mc-rich__box').fill('在订单详情页点击「申请发票」，选择专票并填写开票信息。');
    await dialog.getByRole('button', { name: '保存并发布' }).click();
    await expectText(esf.toast().locator('span'), '已发布');

    // 3. /spage 12: a draft, previewed, then published
    const spage = `订购流程（${n}版）`;
    await esf.goto('/admin/spage');
    await esf
      .main()
      .locator('.mc-table tbody tr', { hasText: '订购流程' })
      .getByRole('button', { name: '编辑' })
      .click();
    await dialog.getByLabel('标题').fill(spage);
    await dialog.locator('.mc-rich__box').fill('选择服务 → 提交订单 → 支付 → 寄样 → 出具报告。');
    await dialog.getByRole('button', { name: '保存草稿并预览' }).click();
    await expect.poll(() => dialog.innerText()).toContain('预览');
    await expect.poll(() => dialog.locator('.sf-ct-article h1').innerText()).toBe(spage);
    await screenshot(editor.page, 'admin-spage-preview-1366');
    await dialog.getByRole('button', { name: '关闭' }).click();
    // the draft is not public yet
    const visitor = await b.open({ stub: false });
    const vsf = new Storefront(visitor.page, b.baseURL);
    await vsf.goto('/spage?id=12');
    await expect.poll(() => vsf.mainText()).toContain('订购流程');
    expect(await vsf.mainText()).not.toContain(spage);
    await esf
      .main()
      .locator('.mc-table tbody tr', { hasText: '订购流程' })
      .getByRole('button', { name: '发布' })
      .click();
    await editor.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expectText(esf.toast().locator('span'), '已发布');

    // 4. the visitor: the carousel on the home page, the article under its category, the page
    await vsf.goto('/');
    await expect.poll(() => visitor.page.locator(`.sf-carousel img[alt="${slide}"]`).count()).toBe(1);
    await vsf.goto('/help');
    await expect.poll(() => vsf.mainText(), { timeout: 10_000 }).toContain(cat);
    await vsf.main().getByRole('button', { name: cat }).first().click();
    await expect.poll(() => vsf.mainText(), { timeout: 10_000 }).toContain(article);
    await vsf.goto('/spage?id=12');
    await expect.poll(() => vsf.mainText(), { timeout: 10_000 }).toContain(spage);

    expect([...editor.errors, ...visitor.errors]).toEqual([]);
  }, 180_000);

  for (const [label, viewport] of VIEWPORTS) {
    it(`the new console pages render for the admin (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport });
      const sf = new Storefront(page, b.baseURL);
      await signIn(page, sf, inject('staffToken'));
      for (const [name, path, text] of PAGES) {
        await sf.goto(path);
        await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(text);
        await sf.settled();
        await screenshot(page, `admin-${name}-${label}`);
      }
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
