import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, DEMO_MOBILE } from '../support/api';
import { VIEWPORTS } from '../support/browser';
import { expectText, useBrowser } from '../support/fixture';
import { signWithDemoLab } from './pages/contract-sign';
import { shot } from './pages/expert';
import { Storefront } from './pages/storefront';

/** Issue 12: a signed contract from the buying flow verifies on /blockchain; a changed copy does not. */
describe('storefront evidence ledger', () => {
  const b = useBrowser();

  /** The demo buyer buys and pays through the API; both parties sign with their SMS codes. */
  async function signedContractRow(page: import('playwright-core').Page) {
    const { token } = b.sessions.buyer;
    const call = async <T>(
      path: string,
      body: Record<string, unknown> = {},
      method: 'GET' | 'POST' = 'POST',
    ) => {
      const answer = await api<T>(b.baseURL, path, { method, token, body });
      if (answer.status !== true) throw new Error(`${path}: ${answer.message}`);
      return answer.data as T;
    };
    const goods = await call<{ info: { serviceContent: Array<{ id: number }> } }>(
      'goods/info',
      { id: 1 },
      'GET',
    );
    const added = await call<{ id: number }>('goods_cart/add', {
      goods_id: 1,
      service_content_id: goods.info.serviceContent[0]!.id,
    });
    const addresses = await call<{ list: Array<{ id: number }> }>('user_address/get', {}, 'GET');
    const order = await call<{ id: number }>('order/create', {
      cart_ids: [added.id],
      address_id: addresses.list[0]!.id,
    });
    await call('pay/payTest', { id: order.id });
    const info = await call<{ info: { order_no: string; contracts: Array<{ id: number }> } }>(
      'order/info',
      { id: order.id },
      'GET',
    );
    await signWithDemoLab(b.baseURL, { token, mobile: DEMO_MOBILE.buyer }, info.info.contracts[0]!.id);
    await page.goto(new URL('/home/contract', b.baseURL).href);
    return info.info.order_no;
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`a downloaded signed contract verifies on /blockchain, a one-byte change is rejected (${label}px)`, async () => {
      const { page, errors } = await b.open({ stub: false, viewport, session: b.sessions.buyer });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/');
      const orderNo = await signedContractRow(page);
      await sf.settled();
      await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('已签署');
      const row = sf.main().locator('tr, article', { hasText: orderNo }).first();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: '下载' }).click(),
      ]);
      const original = await download.path();
      const bytes = readFileSync(original);
      const changed = Buffer.from(bytes);
      changed[300] = changed[300]! ^ 1;
      const tampered = `/tmp/evidence-tampered-${label}.html`;
      writeFileSync(tampered, changed);

      await sf.goto('/blockchain');
      await expect.poll(() => sf.mainText()).toContain('最新存证');
      const result = sf.main().locator('.sf-ev-result');
      await sf.main().getByTestId('evidence-file').setInputFiles(original);
      await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('verified');
      const text = await result.innerText();
      expect(text).toContain('验证通过');
      expect(text).toContain('电子合同');
      expect(text).toContain('✓ 文件哈希与存证记录一致');
      expect(text).toContain('✓ 与前一条记录链接');
      await shot(page, `blockchain-verified-${label}`);

      await sf.main().getByTestId('evidence-file').setInputFiles(tampered);
      await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('rejected');
      await expectText(result.locator('h2'), '验证未通过');
      await shot(page, `blockchain-rejected-${label}`);

      // by evidence number: the newest entry in the list is looked up and checked here
      await sf.main().locator('.sf-ev-recent .sf-ev-link').first().click();
      await expect.poll(() => result.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('verified');
      expect(await result.innerText()).toContain('未提供文件');
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('/report/verify answers an unknown report number plainly: 未找到, not a failed verification', async () => {
    const { page, errors } = await b.open({ stub: false });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/report/verify');
    await sf.main().getByRole('textbox').fill('TIC-R-NONE');
    await sf.main().getByRole('button', { name: '查询' }).click();
    await expectText(sf.main().locator('.sf-ev-result h2'), '未找到');
    expect(await sf.main().locator('.sf-ev-result').getAttribute('data-verdict')).toBe('unknown');
    expect(await sf.mainText()).not.toContain('验证未通过');
    expect(await sf.mainText()).toContain('未找到该编号的报告存证');
    await shot(page, 'report-verify-1366');
    expect(errors).toEqual([]);
  });
});
