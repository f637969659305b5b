import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { LoginResult } from '../../src/core/api/contract/models';
import { usccCheckChar } from '../../src/core/validators/tax-number';
import { api } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { useBrowser } from '../support/fixture';
import { newMobile, registerCode } from './pages/expert';
import { giveSampleAddress } from './pages/sample-address';
import { Storefront } from './pages/storefront';

const SAMPLE = resolve(__dirname, '../../docs/catalogue-import-sample.csv');
const BAD = [
  '服务名称,服务类型,服务内容,检测周期',
  '土壤重金属检测,检验检测,基本 8 项:980,10',
  '缺价格的服务,1,全项,7',
  '企业内训,培训,,',
].join('\n');

/** A lab that has just registered (入驻 still under review): it may prepare its services. */
async function newLab(baseURL: string): Promise<LoginResult> {
  const mobile = newMobile('137');
  const first17 = `9133010${mobile.slice(-10)}`;
  const reg = await api<LoginResult>(baseURL, 'merchant_account/register', {
    method: 'POST',
    body: {
      mobile,
      code: await registerCode(baseURL, mobile, 2 as 1),
      password: 'Lab@24680',
      agree: true,
      org_name: `闽江检测${mobile.slice(-6)}有限公司`,
      contact_name: '林工',
      credit_code: first17 + usccCheckChar(first17),
    },
  });
  if (reg.status !== true) throw new Error(`register: ${reg.message}`);
  // the sample file lists sample-based services: they are listed only with a 收样地址
  await giveSampleAddress(baseURL, reg.data!.token, mobile);
  return reg.data!;
}

const asStaff = (page: Page) =>
  page.evaluate(
    (t) => (globalThis as unknown as PageGlobals).sessionStorage.setItem('tic-operator-token', t),
    inject('staffToken'),
  );

/** Issue 17 item 6 (catalogue import), item 7 (audit filters), issue 16 item 7 (quote → order). */
describe('catalogue import, audit filters, quote → order', () => {
  const b = useBrowser();

  it('a lab dry-runs a bad file (errors by row and column, nothing stored), then imports a clean one', async () => {
    const lab = await newLab(b.baseURL);
    const { page, errors } = await b.open({ stub: false, session: lab });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/merchant/import');
    await expect.poll(() => sf.mainText()).toContain('批量导入服务');
    await expect.poll(() => page.locator('nav.sf-account-menu').innerText()).toContain('批量导入');
    const main = sf.main();
    await main.locator('textarea').fill(BAD);
    await main.getByRole('button', { name: '校验' }).click();
    await expect.poll(() => main.innerText()).toContain('发现 2 处错误');
    const text = await main.innerText();
    expect(text).toContain('第 3 行');
    expect(text).toContain('「全项」应写作 名称:价格');
    expect(text).toContain('培训、咨询服务请至少填写一种课酬或打包价');
    await expect.poll(() => main.getByRole('button', { name: '确认导入' }).isDisabled()).toBe(true);
    await screenshot(page, 'import-merchant-errors-1366');
    // nothing stored by the dry run
    const before = await api<{ total: number }>(b.baseURL, 'merchant_goods/get', { token: lab.token });
    expect(before.data!.total).toBe(0);

    // the sample file: clean, then imported after the confirmation
    await main.locator('input[type="file"]').setInputFiles(SAMPLE);
    await main.getByRole('button', { name: '校验' }).click();
    await expect.poll(() => main.innerText()).toContain('共 5 行服务，校验通过');
    expect(await main.innerText()).toContain('ISO 9001 质量管理体系认证');
    await screenshot(page, 'import-merchant-preview-1366');
    await main.getByRole('button', { name: '确认导入' }).click();
    const dialog = page.locator('dialog');
    await expect.poll(() => dialog.innerText()).toContain('导入 5 项服务');
    await dialog.getByRole('button', { name: '确认导入' }).click();
    await expect.poll(() => main.innerText()).toContain('导入 5 项服务，状态为待审核');
    const after = await api<{ total: number; list: { state: string }[] }>(b.baseURL, 'merchant_goods/get', {
      token: lab.token,
    });
    expect(after.data!.total).toBe(5);
    expect(after.data!.list.every((g) => g.state === 'pending')).toBe(true);
    await main.getByRole('link', { name: '前往服务管理查看' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/goods');
    await expect.poll(() => sf.mainText()).toContain('压力表检定校准');
    expect(errors).toEqual([]);
  }, 120_000);

  for (const [label, viewport] of VIEWPORTS) {
    it(`the new pages render (${label}px): /merchant/import, /admin/import, /admin/audit filters`, async () => {
      const lab = await b.open({ stub: false, viewport, session: b.sessions.merchant });
      const lsf = new Storefront(lab.page, b.baseURL);
      await lsf.goto('/merchant/import');
      await expect.poll(() => lsf.mainText()).toContain('批量导入服务');
      await lsf.main().locator('summary').click();
      await expect.poll(() => lsf.mainText()).toContain('项目打包价');
      await screenshot(lab.page, `import-merchant-${label}`);

      const { page, errors } = await b.open({ stub: false, viewport });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/admin/login');
      await asStaff(page);
      await sf.goto('/admin/import');
      await expect.poll(() => sf.mainText()).toContain('服务导入');
      const select = sf.main().locator('select');
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(2);
      await select.selectOption({ index: 1 });
      await sf.main().locator('input[type="file"]').setInputFiles(SAMPLE);
      await sf.main().getByRole('button', { name: '校验' }).click();
      await expect.poll(() => sf.mainText()).toContain('校验通过');
      await screenshot(page, `import-admin-${label}`);
      await sf.goto('/admin/audit');
      await expect
        .poll(() => sf.main().locator('select').nth(1).locator('option').count())
        .toBeGreaterThan(5);
      await sf.main().locator('select').nth(1).selectOption({ label: '登录' });
      await expect.poll(() => sf.mainText()).toContain('登录');
      await screenshot(page, `audit-filters-${label}`);
      expect([...lab.errors, ...errors]).toEqual([]);
    }, 120_000);
  }

  it('the poster accepts a quote: 接受报价并下单 leads to the settlement at the quoted price', async () => {
    const buyer = b.sessions.buyer;
    const [province] =
      (
        await api<{ list: { code: string }[] }>(b.baseURL, 'zone_province/get', {
          body: { page: 1, limit: 50 },
        })
      ).data?.list ?? [];
    const title = `电池 UN38.3 检测 ${Date.now() % 100000}`;
    const posted = await api<{ id: number }>(b.baseURL, 'seek_help/add', {
      method: 'POST',
      token: buyer.token,
      body: {
        title,
        servics_id: 1,
        province_code: province!.code,
        deadline: new Date(Date.now() + 20 * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10),
        content: '18650 锂电池组，空运出口，需要 UN38.3 测试报告。',
        contact_name: '王芳',
        contact_mobile: '13912345678',
      },
    });
    expect(posted.status, posted.message).toBe(true);
    const quoted = await api(b.baseURL, 'seek_help_quote/add', {
      method: 'POST',
      token: b.sessions.merchant.token,
      body: { seek_help_id: posted.data!.id, price: '4321.50', days: 6, note: '含运输鉴定书' },
    });
    expect(quoted.status, quoted.message).toBe(true);
    const { page, errors } = await b.open({ stub: false, session: buyer });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto(`/seekhelp/detail?id=${posted.data!.id}`);
    const accept = sf.main().getByRole('button', { name: '接受报价并下单' });
    await accept.click();
    await screenshot(page, 'seekhelp-accept-1366');
    await page.locator('dialog').getByRole('button', { name: '接受报价并下单' }).click();
    await page.waitForURL((u) => u.pathname === '/shopcarsettle');
    await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain(`${title}（需求定制）`);
    expect(await sf.mainText()).toContain('4321.50');
    await screenshot(page, 'seekhelp-accept-settle-1366');
    // back on the demand: 已接受, no second acceptance
    await sf.goto(`/seekhelp/detail?id=${posted.data!.id}`);
    await expect.poll(() => sf.mainText()).toContain('已接受');
    expect(await sf.main().getByRole('button', { name: '接受报价并下单' }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
