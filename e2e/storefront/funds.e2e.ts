import { describe, expect, it } from 'vitest';
import type { FundStatics, GoodsDetail } from '../../src/core/api/contract/models';
import type { OrderList } from '../../src/core/api/contract/models-buying';
import { api, clearCart } from '../support/api';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { PageGlobals } from '../support/dom';
import { expectText, expectVisible, useBrowser } from '../support/fixture';
import { Storefront } from './pages/storefront';

const yuan = (v: number) => `¥${v.toFixed(2)}`;

/** Orders the first orderable service and pays it with pay/payTest; answers its order no. */
async function paidOrder(baseURL: string, token: string): Promise<string> {
  await clearCart(baseURL, token);
  const goods = await api<{ list: Array<{ id: number; servics_id: number }> }>(baseURL, 'goods/get', {
    body: { page: 1, limit: 20 },
  });
  for (const { id, servics_id } of goods.data?.list ?? []) {
    if (servics_id > 3) continue;
    const g = (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } })).data?.info;
    const content = g?.serviceContent[0];
    if (!content) continue;
    const added = await api<{ id: number }>(baseURL, 'goods_cart/add', {
      method: 'POST',
      token,
      body: { goods_id: id, service_content_id: content.id },
    });
    const addresses = await api<{ list: Array<{ id: number }> }>(baseURL, 'user_address/get', { token });
    const created = await api<{ id: number; order_no: string }>(baseURL, 'order/create', {
      method: 'POST',
      token,
      body: { cart_ids: [added.data!.id], address_id: addresses.data!.list[0]!.id },
    });
    if (created.status !== true) throw new Error(`order/create: ${created.message}`);
    const paid = await api(baseURL, 'pay/payTest', { method: 'POST', token, body: { id: created.data!.id } });
    if (paid.status !== true) throw new Error(`pay/payTest: ${paid.message}`);
    const info = await api<{ info: { order_no: string } }>(baseURL, 'order/info', {
      token,
      body: { id: created.data!.id },
    });
    return info.data!.info.order_no;
  }
  throw new Error('no service with a service content to order');
}

/** Issue 10 items 1 and 7: 客户中心 and 我的资金 with the demo buyer's real figures. */
describe('storefront usercenter and funds', () => {
  const b = useBrowser();
  const buyer = () => b.sessions.buyer;

  it('a buyer pays an order and sees it in 我的资金 and 客户中心, figures as the API answers', async () => {
    const { token } = buyer();
    const orderNo = await paidOrder(b.baseURL, token);
    const stats = (await api<FundStatics>(b.baseURL, 'user_amount_record/statics', { token })).data!;
    expect(stats.count).toBeGreaterThan(0);
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);

    await sf.goto('/home/myfund');
    await expect.poll(() => page.title()).toBe('我的资金 - 检验检测认证服务商城');
    const totals = page.locator('.sf-fund__totals dd');
    await expectText(totals.nth(0), yuan(stats.expense));
    await expectText(totals.nth(3), String(stats.count));
    await expectVisible(page.locator('.sf-fund__table tr').filter({ hasText: orderNo }));
    expect(await page.locator('.sf-fund-chart rect').count()).toBe(12);
    // a filter in the address: no refunds in the demo yet
    await page.locator('.sf-fund__filter select').selectOption('refund');
    await expect.poll(() => page.url()).toContain('type=refund');
    await expectVisible(page.getByText('没有符合条件的资金记录'));

    const orders = (await api<OrderList>(b.baseURL, 'order/get', { token, body: { page: 1, limit: 1 } }))
      .data!;
    await sf.goto('/home/usercenter');
    await expect.poll(() => page.title()).toBe('客户中心 - 检验检测认证服务商城');
    await sf.settled();
    const figure = (label: string) => page.locator('.sf-uc-figure').filter({ hasText: label });
    await expectText(figure('待签约').locator('strong'), String(orders.counts.pending_sign));
    await expectText(figure('待付款').locator('strong'), String(orders.counts.pending_payment));
    await expectVisible(page.locator('.sf-uc-orders li').first());
    await expectText(page.locator('.sf-uc-mobile'), '138****0001');
    await expectVisible(page.locator('.sf-uc-cert'));
    await figure('待签约').locator('a').click();
    await expect.poll(() => page.url()).toContain('/home/order?status=pending_sign');
    expect(errors).toEqual([]);
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`screenshots of 客户中心 and 我的资金 at ${label}px`, async () => {
      const { page, errors } = await b.open({ stub: false, session: buyer(), viewport });
      const sf = new Storefront(page, b.baseURL);
      for (const name of ['usercenter', 'myfund']) {
        await sf.goto(`/home/${name}`);
        await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
        await sf.settled();
        await screenshot(page, `storefront-${name}-${label}`);
      }
      expect(errors).toEqual([]);
    });
  }
});
