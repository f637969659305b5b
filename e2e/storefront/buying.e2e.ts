import { describe, expect, it } from 'vitest';
import type { GoodsDetail } from '../../src/core/api/contract/models';
import type { OrderDetail } from '../../src/core/api/contract/models-buying';
import { readPdf } from '../../src/server/lib/pdf/pdf-text.test-helpers';
import { api, clearCart, DEMO_MOBILE } from '../support/api';
import { useBrowser } from '../support/fixture';
import { IN_WORK } from '../support/lab';
import { signInDialog } from './pages/contract-sign';
import { GoodsDetailPage } from './pages/goods-detail';
import { Storefront } from './pages/storefront';

/** The seeded platform coupon the demo buyer holds: 满1000减100. */
const COUPON_OFF = 100;

/**
 * A service of type 1–3 whose every service content costs ≥ 1000 (so the coupon applies) and
 * differ in price; of the lab `labId` when given (its demo account signs the contract).
 */
async function couponableGoods(baseURL: string, labId?: number): Promise<GoodsDetail> {
  const list = await api<{ list: Array<{ id: number; servics_id: number; merchant_id: number }> }>(
    baseURL,
    'goods/get',
    { body: { page: 1, limit: 100 } },
  );
  for (const { id, servics_id, merchant_id } of list.data?.list ?? []) {
    if (servics_id > 3 || (labId !== undefined && merchant_id !== labId)) continue;
    const g = (await api<{ info: GoodsDetail }>(baseURL, 'goods/info', { body: { id } })).data?.info;
    const prices = (g?.serviceContent ?? []).map((o) => o.price);
    if (g && prices.length > 1 && Math.min(...prices) >= 1000 && new Set(prices).size > 1) return g;
  }
  throw new Error('no service with two service contents of ≥ 1000 yuan');
}

const orderInfo = async (baseURL: string, token: string, id: number) =>
  (await api<{ info: OrderDetail }>(baseURL, 'order/info', { body: { id }, token })).data?.info;

describe('buying: cart → settlement → cashier → order → contract', () => {
  const b = useBrowser();
  const buyer = () => b.sessions.buyer;

  it('a buyer picks options, settles with address, invoice title and coupon, pays at the hosted cashier, finds the order paid, signs and downloads its contract', async () => {
    const { token } = buyer();
    await clearCart(b.baseURL, token);
    // a service of the demo lab: its account (13800000002) signs the contract on its own page
    const centreInfo = await api<{ info: { merchant_id: number } }>(b.baseURL, 'merchant_center/info', {
      token: b.sessions.merchant.token,
    });
    const goods = await couponableGoods(b.baseURL, centreInfo.data!.info.merchant_id);
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);

    // the service, another option, 加入购物车
    await sf.goto(`/home/goodsdetail?id=${goods.id}`);
    const detail = new GoodsDetailPage(sf);
    const pair = await detail.changeablePair(GoodsDetailPage.optionPrices(goods));
    if (pair) await detail.choose(pair[1]);
    const shownPrice = await detail.price();
    await detail.addToCartButton().click();
    await expect.poll(() => sf.cartCount()).toBe(1);

    // 购物车: select it, 去结算
    await sf.goto('/shopcar');
    await page.getByLabel(`选择 ${goods.name}`).check();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL((url) => url.pathname === '/shopcarsettle');
    await sf.settled();

    // 确认订单: default address, the default invoice title, the coupon; a forged price rides along
    await expect(page.getByRole('radio', { name: /默认/ }).first().isChecked()).resolves.toBe(true);
    // 三流一致: the 甲方 is picked among the buyer's companies; the invoice title follows it
    await page
      .getByRole('region', { name: '签约主体（合同甲方）' })
      .getByRole('radio', { name: /北京华检科技有限公司/ })
      .check();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: '发票信息' })
          .getByRole('radio', { name: /北京华检科技有限公司/ })
          .isChecked(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: /满1000减100/ }).isChecked()).toBe(true);
    await page.route('**/api/order/create', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      const forged = {
        ...body,
        price: 0.01,
        pay_amount: 0.01,
        goods_amount: 0.01,
        total: 0.01,
        discount: 9999,
      };
      await route.continue({ postData: JSON.stringify(forged) });
    });
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL((url) => url.pathname === '/cashierdesk');
    const orderId = Number(sf.url.searchParams.get('id'));
    const ordered = await orderInfo(b.baseURL, token, orderId);
    // the catalogue price of the chosen options less the coupon, whatever the client sent
    expect(ordered?.goods_amount).toBe(shownPrice);
    expect(ordered?.discount).toBe(COUPON_OFF);
    expect(ordered?.pay_amount).toBe(Math.round((shownPrice - COUPON_OFF) * 100) / 100);
    expect(ordered?.invoice?.title).toBe('北京华检科技有限公司');
    expect(ordered?.party?.name).toBe('北京华检科技有限公司');
    expect(ordered?.status).toBe('pending_payment');

    // 收银台 → the simulated hosted cashier → 确认支付 → the success page once the notification lands
    await page.getByRole('button', { name: /在线支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/sim/cashier');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/result/success');
    await expect
      .poll(() => page.getByText('支付成功', { exact: true }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect((await orderInfo(b.baseURL, token, orderId))?.status).toBe('pending_sign');

    // 我的订单: the order under 待签约, then its detail
    await sf.goto('/home/order?status=pending_sign');
    const card = page.locator(`article[aria-label="订单号 ${ordered?.order_no}"]`);
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toContain('待签约');
    await card.getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL((url) => url.pathname === '/home/order/detail');
    await sf.settled();
    expect(await sf.mainText()).toContain(ordered!.order_no);

    // 签署合同 opens 我的合同 with the signing dialog: the PDF, an SMS code (read from the demo's
    // outbox, as a phone would show it), 确认签署; the lab has not signed yet
    await sf.main().getByRole('button', { name: '签署合同' }).first().click();
    await page.waitForURL((url) => url.pathname === '/home/contract');
    await signInDialog(page, b.baseURL, DEMO_MOBILE.buyer);
    // signed: back on the order, which now waits for the lab
    await page.waitForURL((u) => u.pathname === '/home/order/detail', { timeout: 15_000 });
    await page.reload();
    await expect.poll(() => sf.mainText(), { timeout: 15_000 }).toContain('待机构签署');
    expect((await orderInfo(b.baseURL, token, orderId))?.status).toBe('pending_sign');
    const contractNo = (await orderInfo(b.baseURL, token, orderId))?.contracts?.[0]?.contract_no ?? '';

    // the demo lab signs on its own page, 合同管理 of the merchant centre
    const lab = await b.open({ stub: false, session: b.sessions.merchant });
    const centre = new Storefront(lab.page, b.baseURL);
    await centre.goto('/merchant/contract?state=mine');
    const labRow = centre.main().locator('li.mw-order', { hasText: contractNo });
    await labRow.getByRole('button', { name: /^签署/ }).click();
    await signInDialog(lab.page, b.baseURL, DEMO_MOBILE.merchant);
    // signed: it leaves 待我方签署
    await expect.poll(() => labRow.count(), { timeout: 10_000 }).toBe(0);
    expect(lab.errors).toEqual([]);

    await sf.goto('/home/contract');
    await expect.poll(() => sf.mainText(), { timeout: 10_000 }).toContain('已签署');
    // signing starts the work: 待寄样 for a sample-based test, 服务中 for other services
    expect(IN_WORK).toContain((await orderInfo(b.baseURL, token, orderId))?.status);
    const row = sf.main().locator('tr', { hasText: ordered!.order_no }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '下载' }).click(),
    ]);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = readPdf(bytes);
    // both seals are on it (drawn in red, each naming its company and kind), its 甲方 is the
    // company picked at settlement, and its last page records both signatures
    const text = pdf.text;
    expect(text).toContain('电子签署记录');
    expect(text).toContain('所签文件 SHA-256');
    expect(text.split('电子签署记录')[0]!.match(/合同专用章|公章/g)?.length).toBe(2);
    expect(pdf.objects.map((o) => o.stream).join('\n')).toMatch(/0\.83\d* 0\.14\d* 0\.1\d* scn/);
    for (const needle of ['北京华检科技有限公司', goods.name, ordered!.order_no])
      expect(text).toContain(needle);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // a code asked for within a minute of the buyer's last one is refused (429) and asked again,
    // as a person would: other journeys sign as the same demo buyer
    expect(errors.filter((e) => !(e.includes('429') && e.includes('/sendSignCode')))).toEqual([]);
    // the whole purchase, signing and the PDF download: ~60 s on a loaded 2-core machine
  }, 120_000);

  it('a buyer cancels an unpaid order after confirming, and it shows as 已取消', async () => {
    const { token } = buyer();
    await clearCart(b.baseURL, token);
    const goods = await couponableGoods(b.baseURL);
    const added = await api<{ id: number }>(b.baseURL, 'goods_cart/add', {
      method: 'POST',
      token,
      body: { goods_id: goods.id, service_content_id: goods.serviceContent[0]!.id },
    });
    const addresses = await api<{ list: Array<{ id: number }> }>(b.baseURL, 'user_address/get', { token });
    const created = await api<{ id: number; order_no: string }>(b.baseURL, 'order/create', {
      method: 'POST',
      token,
      body: { cart_ids: [added.data!.id], address_id: addresses.data!.list[0]!.id },
    });
    expect(created.status).toBe(true);
    const { page, errors } = await b.open({ stub: false, session: buyer() });
    const sf = new Storefront(page, b.baseURL);
    await sf.goto('/home/order?status=pending_payment');
    const card = page.locator(`article[aria-label="订单号 ${created.data!.order_no}"]`);
    await card.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: '取消订单' })
      .or(dialog.getByRole('button', { name: '确定' }))
      .last()
      .click();
    await expect
      .poll(async () => (await orderInfo(b.baseURL, token, created.data!.id))?.status)
      .toBe('cancelled');
    await expect.poll(() => card.count()).toBe(0); // the 待付款 tab reloads without it
    // in-app, as the 已取消 tab would: a reload of the list may still be in flight
    await sf.navigate('/home/order?status=cancelled');
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toContain('已取消');
    expect(errors).toEqual([]);
  });
});
