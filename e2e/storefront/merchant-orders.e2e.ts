import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodsDetail } from '../../src/core/api/contract/models';
import type { OrderDetail } from '../../src/core/api/contract/models-buying';
import { api, clearCart, DEMO_MOBILE } from '../support/api';
import { DESKTOP, MOBILE } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { useBrowser } from '../support/fixture';
import { signWithDemoLab } from './pages/contract-sign';
import { Storefront } from './pages/storefront';

const SHOTS = '/tmp/merchant-shots';
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await (globalThis as unknown as PageGlobals).document.fonts.ready;
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const PDF = Buffer.from('%PDF-1.4\n% 检测报告 e2e\n1 0 obj << >> endobj\n%%EOF\n');

/**
 * A sample-based order of the demo lab (goods 1) on the deposit plan, its deposit paid with pay/payTest and signed on the
 * contract signed by both parties with SMS codes, its sample shipped by the buyer: what the lab's side starts from.
 */
async function shippedOrder(baseURL: string, token: string): Promise<number> {
  await clearCart(baseURL, token);
  const g = (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id: 1 } })).data!.info;
  const added = await api<{ id: number }>(baseURL, 'goods_cart/add', {
    method: 'POST',
    token,
    body: { goods_id: 1, service_content_id: g.serviceContent[0]!.id },
  });
  const addresses = await api<{ list: Array<{ id: number }> }>(baseURL, 'user_address/get', { token });
  const created = await api<{ id: number }>(baseURL, 'order/create', {
    method: 'POST',
    token,
    body: { cart_ids: [added.data!.id], address_id: addresses.data!.list[0]!.id, pay_plan: 'deposit' },
  });
  if (created.status !== true) throw new Error(`order/create: ${created.message}`);
  const id = created.data!.id;
  const paid = await api(baseURL, 'pay/payTest', { method: 'POST', token, body: { id } });
  if (paid.status !== true) throw new Error(`pay/payTest: ${paid.message}`);
  const info = async () =>
    (await api<{ info: OrderDetail }>(baseURL, 'order/info', { token, body: { id } })).data!.info;
  await signWithDemoLab(baseURL, { token, mobile: DEMO_MOBILE.buyer }, (await info()).contracts[0]!.id);
  await expect.poll(async () => (await info()).status, { timeout: 10_000 }).toBe('awaiting_sample');
  const shipped = await api(baseURL, 'order/shipSample', {
    method: 'POST',
    token,
    body: { id, courier_company: '顺丰速运', waybill_no: 'SF2026112700001' },
  });
  if (shipped.status !== true) throw new Error(`order/shipSample: ${shipped.message}`);
  return id;
}

/** Issue 16 items 5, 6: the lab's side of an order — receipt, test, report PDF, and a change answered. */
describe('storefront merchant orders', () => {
  const b = useBrowser();

  it('the lab confirms receipt, starts the test, issues the report PDF and approves an amount change', async () => {
    const buyer = b.sessions.buyer;
    const id = await shippedOrder(b.baseURL, buyer.token);

    const { page, errors } = await b.open({ stub: false, viewport: DESKTOP, session: b.sessions.merchant });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto(`/merchant/order/detail?id=${id}`);
    const work = sf.main().locator('.mw-work');
    const dialog = page.locator('dialog.sf-dialog');
    await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('SF2026112700001');
    await shot(page, 'merchant-order-detail-1366');

    // 确认收样, noting the sample's condition
    await work.getByRole('button', { name: '确认收样' }).click();
    await dialog.locator('textarea').fill('样品 2 瓶，密封完好，冷藏到达');
    await dialog.getByRole('button', { name: '确认收样' }).click();
    await expect.poll(() => work.innerText(), { timeout: 10_000 }).toContain('开始检测');
    expect(await sf.mainText()).toContain('样品 2 瓶，密封完好');

    // 开始检测
    await work.getByRole('button', { name: '开始检测' }).click();
    await dialog.getByRole('button', { name: '确认开始检测' }).click();
    await expect.poll(() => work.innerText(), { timeout: 10_000 }).toContain('出具报告');

    // 出具报告: number + PDF through attachment/uploadOne
    const reportNo = `ZY-E2E-${Date.now().toString(36).toUpperCase()}`;
    await work.getByRole('button', { name: '出具报告' }).click();
    await dialog.getByLabel('报告编号').fill(reportNo);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => dialog.innerText()).toContain('report.pdf');
    await dialog.getByRole('button', { name: '确认出具报告' }).click();
    await expect.poll(() => sf.main().locator('.mw-report').count(), { timeout: 10_000 }).toBe(1);
    expect(await sf.mainText()).toContain(reportNo);
    expect(await sf.mainText()).toContain('报告已出具');
    await shot(page, 'merchant-order-detail-reported-1366');

    // the buyer sees the report on its order
    const seen = await api<{ info: OrderDetail }>(b.baseURL, 'order/info', {
      token: buyer.token,
      body: { id },
    });
    expect(seen.data!.info.report?.report_no).toBe(reportNo);

    // the buyer asks for more scope; the lab approves it with a new amount
    const asked = await api(b.baseURL, 'order_change/add', {
      method: 'POST',
      token: buyer.token,
      body: { order_id: id, type: 1, reason: '增加 10 项重金属指标（e2e）' },
    });
    expect(asked.status).toBe(true);
    await sf.goto('/merchant/orderchange');
    const row = sf.main().locator('.mw-qa', { hasText: '增加 10 项重金属指标（e2e）' });
    await row.waitFor();
    await shot(page, 'merchant-orderchange-pending-1366');
    await row.getByRole('button', { name: '同意' }).click();
    await dialog.getByLabel('变更后的服务内容').fill('原项目加测 10 项重金属（e2e）');
    await dialog.getByLabel('新订单金额（元）').fill('5200');
    await dialog.getByRole('button', { name: '确认同意' }).click();
    await expect
      .poll(async () => ((await dialog.count()) ? dialog.innerText() : ''), { timeout: 10_000 })
      .toBe('');
    // approved, but nothing moves yet: the new total binds once both have signed the supplement
    const after = await api<{ info: OrderDetail }>(b.baseURL, 'order/info', {
      token: buyer.token,
      body: { id },
    });
    expect(after.data!.info.pay_amount).toBe(seen.data!.info.pay_amount);
    expect(after.data!.info.plan.map((st) => st.amount)).toEqual(seen.data!.info.plan.map((st) => st.amount));
    expect(after.data!.info.changes?.[0]?.new_scope).toBe('原项目加测 10 项重金属（e2e）');
    expect(
      after.data!.info.contracts?.some((c) => c.kind === 'supplement' && c.status === 'pending_sign'),
    ).toBe(true);
    await sf.main().getByRole('button', { name: '已同意' }).click();
    await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('增加 10 项重金属指标（e2e）');
    expect(errors).toEqual([]);

    // the same detail at 390
    const mobile = await b.open({ stub: false, viewport: MOBILE, session: b.sessions.merchant });
    const msf = new Storefront(mobile.page, b.baseURL);
    await msf.goto(`/merchant/order/detail?id=${id}`);
    await expect.poll(() => msf.mainText(), { timeout: 10_000 }).toContain(reportNo);
    await shot(mobile.page, 'merchant-order-detail-390');
    expect(mobile.errors).toEqual([]);
  }, 180_000);
});
