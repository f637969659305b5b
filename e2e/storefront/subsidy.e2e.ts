import { describe, expect, inject, it } from 'vitest';
import type { GoodsDetail } from '../../src/core/api/contract/models';
import type { OrderDetail } from '../../src/core/api/contract/models-buying';
import { api, clearCart, DEMO_MOBILE } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText, expectVisible, useBrowser } from '../support/fixture';
import { IN_WORK, labWork } from '../support/lab';
import { approveInConsole } from '../support/operator';
import { signWithDemoLab } from './pages/contract-sign';
import { Storefront } from './pages/storefront';

/**
 * Drives one order through the demo's flow to 已完成: order the first service of programme 1,
 * pay it with pay/payTest, both parties sign its contract with SMS codes, confirm it.
 */
async function completedOrder(baseURL: string, token: string): Promise<OrderDetail> {
  await clearCart(baseURL, token);
  const programme = await api<{ list: Array<{ goodsList: Array<{ id: number }> }> }>(baseURL, 'subsidy/get', {
    body: { id: 1 },
  });
  for (const { id } of programme.data!.list[0]!.goodsList) {
    const g = (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } })).data?.info;
    const content = g?.serviceContent[0];
    if (!content) continue;
    const added = await api<{ id: number }>(baseURL, 'goods_cart/add', {
      method: 'POST',
      token,
      body: { goods_id: id, service_content_id: content.id },
    });
    const addresses = await api<{ list: Array<{ id: number }> }>(baseURL, 'user_address/get', { token });
    const created = await api<{ id: number }>(baseURL, 'order/create', {
      method: 'POST',
      token,
      body: { cart_ids: [added.data!.id], address_id: addresses.data!.list[0]!.id },
    });
    if (created.status !== true) throw new Error(`order/create: ${created.message}`);
    const orderId = created.data!.id;
    const paid = await api(baseURL, 'pay/payTest', { method: 'POST', token, body: { id: orderId } });
    if (paid.status !== true) throw new Error(`pay/payTest: ${paid.message}`);
    const info = async () =>
      (await api<{ info: OrderDetail }>(baseURL, 'order/info', { token, body: { id: orderId } })).data!.info;
    const contract = (await info()).contracts[0]!;
    await signWithDemoLab(baseURL, { token, mobile: DEMO_MOBILE.buyer }, contract.id);
    await expect.poll(async () => IN_WORK.includes((await info()).status), { timeout: 10_000 }).toBe(true);
    // the lab does its work (sample, test, report) before the buyer confirms
    await labWork(baseURL, token, orderId);
    const done = await api(baseURL, 'order/confirm', { method: 'POST', token, body: { id: orderId } });
    if (done.status !== true) throw new Error(`order/confirm: ${done.message}`);
    return info();
  }
  throw new Error('no service of programme 1 with a service content to order');
}

/** Issue 10 item 8: apply for a subsidy on a completed order and see it reviewed. */
describe('storefront 补贴申请', () => {
  const b = useBrowser();

  for (const [label, viewport] of VIEWPORTS) {
    it(`applies for a subsidy on a completed order and sees it reviewed (${label}px)`, async () => {
      const session = b.sessions.buyer;
      const { page, errors } = await b.open({ stub: false, viewport, session });
      const order = await completedOrder(b.baseURL, session.token);
      expect(order.status).toBe('completed');
      // documents: real PNG bytes, drawn by the browser
      const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 40, height: 30 } });

      const sf = new Storefront(page, b.baseURL);
      await sf.goto('/home/subsidy');
      await expect.poll(() => page.title()).toBe('补贴申请 - 检验检测认证服务商城');
      await sf.settled();
      await sf.main().getByRole('button', { name: '申请补贴' }).click();
      const dialog = page.locator('dialog.sf-dialog');
      await expect.poll(() => dialog.locator('select[name="order"] option').count()).toBeGreaterThan(1);
      await dialog.locator('select[name="subsidy"]').selectOption('1');
      await dialog.locator('select[name="order"]').selectOption(String(order.id));
      await dialog.locator('input[name="company_name"]').fill('苏州示例精密制造有限公司');
      await dialog.locator('input[name="contact"]').fill('王芳');
      await dialog.locator('input[name="mobile"]').fill('13912345678');
      // a file that is not what its name says is refused at its field
      await dialog.locator('input[name="doc0"]').setInputFiles({
        name: '发票.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture'),
      });
      await expectText(dialog.locator('#sa-doc0-error'), '仅支持 PNG、JPG、WebP 图片或 PDF 文件');
      await dialog
        .locator('input[name="doc0"]')
        .setInputFiles({ name: '发票.png', mimeType: 'image/png', buffer: png });
      await dialog
        .locator('input[name="doc1"]')
        .setInputFiles({ name: '检测报告.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => dialog.locator('.sf-sa-doc__file').count()).toBe(2);
      await screenshot(page, `storefront-subsidy-form-${label}`);
      await dialog.getByRole('button', { name: '提交申请' }).click();
      await expectText(sf.toast().locator('span'), '补贴申请已提交，请等待审核');

      const card = sf.main().locator('.sf-sa-card').filter({ hasText: order.order_no });
      await expectVisible(card);
      await expectText(card.locator('.sf-au-status'), '审核中');
      expect(await card.locator(`a[href="/home/order/detail?id=${order.id}"]`).count()).toBe(1);
      expect(await card.locator('a[href="/subsidy/detail?id=1"]').count()).toBe(1);

      // one application per order and programme
      const again = await api(b.baseURL, 'subsidy_user_apply/add', {
        method: 'POST',
        token: session.token,
        body: {
          subsidy_id: 1,
          order_id: order.id,
          company_name: '苏州示例',
          contact: '王芳',
          mobile: '13912345678',
          attachment_ids: [1, 2],
        },
      });
      expect(again.status).toBe(false);

      // a staff reviewer approves it in the operator console; the page asks again by itself
      await approveInConsole(b.baseURL, inject('staffToken'), 'subsidy_apply', session.userInfo.mobile);
      await expectText(card.locator('.sf-au-status'), '已通过', 20_000);
      await expect.poll(() => card.innerText()).toContain('审核已通过');
      await expect.poll(() => sf.toast().count(), { timeout: 8_000 }).toBe(0);
      await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
      await screenshot(page, `storefront-subsidy-${label}`);

      await card.locator(`a[href="/home/order/detail?id=${order.id}"]`).click();
      await page.waitForURL((url) => url.pathname === '/home/order/detail');
      await expect.poll(() => sf.mainText()).toContain(order.order_no);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
