import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usccCheckChar } from '../../src/core/validators/tax-number';
import { VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText, useBrowser } from '../support/fixture';
import { approveInConsole } from '../support/operator';
import { AuthPage, outboxCode } from './pages/auth';
import { newMobile } from './pages/expert';
import { saveSampleAddress } from './pages/sample-address';
import { Storefront } from './pages/storefront';

const SHOTS = '/tmp/merchant-shots';
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).document.fonts.ready;
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const PAGES: Array<[string, string, string]> = [
  ['center', '/merchant', '订单概况'],
  ['shop', '/merchant/shop', '店铺导航'],
  ['qualification', '/merchant/qualification', '添加资质证书'],
  ['goods', '/merchant/goods', '服务管理'],
  ['goods-edit', '/merchant/goods/edit', '服务内容'],
  ['article', '/merchant/article', '店铺文章'],
  ['qa', '/merchant/qa', '待回答'],
  ['order', '/merchant/order', '订单管理'],
  ['orderchange', '/merchant/orderchange', '待处理'],
  ['funds', '/merchant/funds', '结算总额'],
  // filtered by this month (Beijing): its totals lead, the all-time ones beside
  [
    'funds-month',
    `/merchant/funds?month=${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7)}`,
    '累计',
  ],
  ['seekhelp', '/merchant/seekhelp', '需求大厅'],
  ['open-account', '/merchant/openAccount', '开户'],
  ['safeset', '/merchant/safeset', '安全设置'],
  ['import', '/merchant/import', '批量导入服务'],
];

/** Issue 16 items 1–4: the merchant centre — guards, every page, and a new lab's whole onboarding. */
describe('storefront merchant centre', () => {
  const b = useBrowser();

  it('sends buyers and experts home and visitors to log in', async () => {
    for (const kind of ['buyer', 'expert'] as const) {
      const { page } = await b.open({ stub: false, session: b.sessions[kind] });
      await new Storefront(page, b.baseURL).goto('/merchant/goods');
      await page.waitForURL((u) => u.pathname === '/home');
    }
    const { page } = await b.open({ stub: false });
    await new Storefront(page, b.baseURL).goto('/merchant/shop');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/merchant/shop');
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`every page built renders the demo lab's data (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.merchant });
      const sf = new Storefront(page, b.baseURL);
      for (const [name, path, text] of PAGES) {
        await sf.goto(path);
        await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(text);
        await shot(page, `merchant-${name}-${label}`);
      }
      // the demo lab's services in every state
      await sf.goto('/merchant/goods');
      for (const word of ['已上架', '草稿', '已驳回', '已下架'])
        await expect.poll(() => sf.mainText()).toContain(word);
      await sf.goto('/merchant/goods/edit?id=1');
      await expect.poll(() => sf.main().locator('.mc-option').count()).toBeGreaterThan(0);
      await shot(page, `merchant-goods-edit-filled-${label}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('a new lab registers, adds a qualification scan, is approved, sets up its shop and lists a service a buyer finds', async () => {
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    const auth = new AuthPage(sf);
    const mobile = newMobile('133');
    const n = mobile.slice(-6);
    const org = `海岸水质检测${n}有限公司`;
    const first17 = `9135020${mobile.slice(-10)}`;

    // 1. registration: organisation, credit code (check digit), the mobile proven by SMS
    await sf.goto('/reg?type=2');
    await auth.field('机构名称').fill(org);
    await auth.field('统一社会信用代码').fill(first17 + usccCheckChar(first17));
    await auth.field('联系人姓名').fill('林工');
    await auth.field('手机号').fill(mobile);
    await auth.passCaptcha();
    await auth.button('获取短信验证码').click();
    await expect.poll(() => auth.button('获取短信验证码').count()).toBe(0);
    await auth.field('短信验证码').fill(await outboxCode(b.baseURL, mobile, 'sms'));
    await auth.field('密码').fill('Lab@24680');
    await auth.field('确认密码').fill('Lab@24680');
    await sf.main().getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await auth.button('立即注册').click();
    await page.waitForURL((u) => u.pathname === '/merchant/qualification');

    // 2. a CMA certificate with its scan (private to the lab and the reviewers)
    await page.goto(`${b.baseURL}/images/licence.svg`);
    const scan = await page.locator('svg').screenshot({ type: 'png' });
    await sf.goto('/merchant/qualification');
    await sf.main().getByLabel('证书编号').fill('231312340088');
    await sf.main().getByLabel('认可范围').fill('生活饮用水、地表水、地下水理化及微生物指标');
    await sf.main().getByLabel('有效期至').fill('2030-12-31');
    await sf
      .main()
      .locator('input[type="file"]')
      .setInputFiles({ name: 'CMA证书.png', mimeType: 'image/png', buffer: scan });
    await expect.poll(() => sf.mainText()).toContain('CMA证书.png');
    await sf.main().getByRole('button', { name: '添加资质证书' }).click();
    await expectText(sf.toast().locator('span'), '资质证书已添加');
    await expect.poll(() => sf.main().locator('.mc-table tbody tr').count()).toBe(1);

    // 3. the review: a staff reviewer approves the lab in the operator console (nothing approves
    // by itself, in the demo or in production); the lab's workbench shows it at once
    await approveInConsole(b.baseURL, inject('staffToken'), 'merchant', mobile);
    await sf.goto('/merchant');
    await expect.poll(() => sf.main().locator('.mc-state').first().innerText()).toBe('已入驻');

    // 4. the shop: logo, nav, introduction
    await sf.goto('/merchant/shop');
    await sf
      .main()
      .locator('.mc-image input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: scan });
    await sf.main().locator('.mc-image img').first().waitFor();
    await sf.main().getByLabel('企业动态').check();
    await sf.main().locator('.mc-rich__box').fill('厦门本地水质检测实验室，CMA 资质，48 小时出具报告。');
    await sf.main().getByRole('button', { name: '保存', exact: true }).click();
    await expectText(sf.toast().locator('span'), '店铺设置已保存');
    // where buyers send samples: a sample-based service is submitted only with one
    await saveSampleAddress(sf);
    await shot(page, 'merchant-journey-shop-1366');

    // 5. a service with two service contents, submitted for review
    const name = `海岸饮用水全项检测${n}`;
    await sf.goto('/merchant/goods/edit');
    await sf.main().getByLabel('服务名称').fill(name);
    await sf.main().getByLabel('执行标准').fill('GB 5749-2022\nGB/T 5750-2023');
    await sf.main().getByLabel('检测周期（工作日）').fill('7');
    await sf.main().getByLabel('服务内容 1 名称').fill('常规 43 项');
    await sf.main().getByLabel('服务内容 1 价格（元）').fill('1200');
    await sf
      .main()
      .locator('fieldset[data-group="serviceContent"]')
      .getByRole('button', { name: '+ 添加一项' })
      .click();
    await sf.main().getByLabel('服务内容 2 名称').fill('全分析 97 项');
    await sf.main().getByLabel('服务内容 2 价格（元）').fill('3600');
    await shot(page, 'merchant-journey-goods-edit-1366');
    await sf.main().getByRole('button', { name: '保存并提交审核' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/goods');
    await expect
      .poll(() => sf.main().locator('.mc-table tbody tr', { hasText: name }).innerText())
      .toContain('待审核');
    await approveInConsole(b.baseURL, inject('staffToken'), 'goods', mobile);
    await sf.goto('/merchant/goods');
    await expect
      .poll(() => sf.main().locator('.mc-table tbody tr', { hasText: name }).innerText())
      .toContain('已上架');

    // 6. a buyer finds it by search and sees its options on the detail page
    const buyer = await b.open({ stub: false, session: b.sessions.buyer });
    const bsf = new Storefront(buyer.page, b.baseURL);
    await bsf.goto(`/searchResult?skw=${encodeURIComponent(name)}`);
    const hit = bsf.main().locator('a[href*="/home/goodsdetail?id="]', { hasText: name }).first();
    await hit.waitFor();
    await hit.click();
    await buyer.page.waitForURL((u) => u.pathname === '/home/goodsdetail');
    await expect.poll(() => bsf.mainText()).toContain('全分析 97 项');
    expect(await bsf.mainText()).toContain('常规 43 项');
    await shot(buyer.page, 'merchant-journey-goodsdetail-1366');
    expect(errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
  }, 180_000);
});
