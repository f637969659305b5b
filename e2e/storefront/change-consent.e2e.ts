import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodsDetail } from '../../src/core/api/contract/models';
import type { OrderDetail } from '../../src/core/api/contract/models-buying';
import { api, clearCart, DEMO_MOBILE } from '../support/api';
import { MOBILE, screenshot } from '../support/browser';
import { useBrowser } from '../support/fixture';
import { signInDialog, signWithDemoLab } from './pages/contract-sign';
import { Storefront } from './pages/storefront';

/** A Beijing calendar date `days` from today, as the date input takes it. */
const beijingDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A signed deposit order of the demo lab (goods 1), its deposit paid with pay/payTest. */
async function signedOrder(baseURL: string, token: string): Promise<OrderDetail> {
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
  return info();
}

const yuan = (n: number) => `¥${n.toFixed(2)}`;
/**
 * Each party signed the main contract a moment ago: the one-code-a-minute limit answers 429 to an
 * early 获取验证码, and the dialog asks again later, as a person would.
 */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !(e.includes('429') && e.includes('/sendSignCode')));
/** The 实付/应付 figure the order page shows. */
const payable = (page: Page) => page.locator('.sf-od-amounts__main dd').innerText();

describe('an approved change takes effect only when the buyer signs', () => {
  const b = useBrowser();

  // long: each party's next signing code comes a minute after its last one, as on a phone
  it('the lab approves 延长服务周期 at a new amount; the order keeps its total until the buyer reads and signs the supplement', async () => {
    const { token } = b.sessions.buyer;
    const order = await signedOrder(b.baseURL, token);
    const oldTotal = order.pay_amount;
    const newTotal = oldTotal + 1000;
    const asked = await api<{ id: number }>(b.baseURL, 'order_change/add', {
      method: 'POST',
      token,
      body: { order_id: order.id, type: 2, reason: '样品寄送延迟，申请延长服务周期两周' },
    });
    expect(asked.status).toBe(true);

    // the lab approves on 订单变更 with the agreed date and a new total
    const lab = await b.open({ stub: false, session: b.sessions.merchant });
    const centre = new Storefront(lab.page, b.baseURL);
    await centre.goto('/merchant/orderchange');
    const row = centre.main().locator('li.mw-qa', { hasText: order.order_no });
    await row.getByRole('button', { name: '同意' }).click();
    const dialog = lab.page.locator('dialog');
    await dialog.getByLabel('约定完成日期').fill(beijingDate(21));
    await dialog.getByLabel('新订单金额（元）').fill(String(newTotal));
    await dialog.getByRole('button', { name: '确认同意' }).click();
    // it leaves 待处理; under 已同意 it says what it waits for
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    await centre.main().getByRole('button', { name: '已同意', exact: true }).click();
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('待双方签署补充协议后生效');
    await screenshot(lab.page, 'change-consent-lab-approved-1366');
    // and signs the supplement on its own page, with its own code
    await row.getByRole('link', { name: '去签署补充协议' }).click();
    await lab.page.waitForURL((url) => url.pathname === '/merchant/contract');
    await signInDialog(lab.page, b.baseURL, DEMO_MOBILE.merchant);
    expect(unexpected(lab.errors)).toEqual([]);

    // the buyer's order still shows the old total: nothing moved without the buyer
    for (const [width, viewport] of [
      ['1366', undefined],
      ['390', MOBILE],
    ] as const) {
      const { page, errors } = await b.open({ stub: false, session: b.sessions.buyer, viewport });
      const sf = new Storefront(page, b.baseURL);
      await sf.goto(`/home/order/detail?id=${order.id}`);
      await expect.poll(() => sf.mainText(), { timeout: 15_000 }).toContain('待双方签署补充协议后生效');
      expect(await payable(page)).toBe(yuan(oldTotal));
      await page.locator('#od-changes').scrollIntoViewIfNeeded();
      await screenshot(page, `change-consent-pending-${width}`);
      expect(errors).toEqual([]);
    }
    const before = await api<{ info: OrderDetail }>(b.baseURL, 'order/info', {
      token,
      body: { id: order.id },
    });
    expect(before.data!.info.pay_amount).toBe(oldTotal);

    // the buyer reads the supplement and signs it with an SMS code: now it is the order's
    const { page, errors } = await b.open({ stub: false, session: b.sessions.buyer });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto(`/home/order/detail?id=${order.id}`);
    await sf.main().getByRole('button', { name: '阅读并签署补充协议' }).click();
    await page.waitForURL((url) => url.pathname === '/home/contract');
    await signInDialog(page, b.baseURL, DEMO_MOBILE.buyer);
    for (const [width, viewport] of [
      ['1366', undefined],
      ['390', MOBILE],
    ] as const) {
      const view = await b.open({ stub: false, session: b.sessions.buyer, viewport });
      const detail = new Storefront(view.page, b.baseURL);
      await detail.goto(`/home/order/detail?id=${order.id}`);
      await expect.poll(() => detail.mainText(), { timeout: 15_000 }).toContain('已生效');
      expect(await payable(view.page)).toBe(yuan(newTotal));
      expect(await detail.mainText()).toContain(beijingDate(21));
      await screenshot(view.page, `change-consent-signed-${width}`);
      expect(view.errors).toEqual([]);
    }
    expect(unexpected(errors)).toEqual([]);
  }, 300_000);
});
