import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { GoodsDetail, OutboxEntry } from '../../../src/core/api/contract/models';
import type { OrderDetail } from '../../../src/core/api/contract/models-buying';
import { api, clearCart } from '../../support/api';
import { MOBILE, screenshot } from '../../support/browser';
import type { useBrowser } from '../../support/fixture';
import { Storefront } from '../pages/storefront';

type B = ReturnType<typeof useBrowser>;

/** An order paid in full by the demo buyer under a title with a 收票邮箱: its e-invoice is issued. */
async function invoicedOrder(b: B, email: string): Promise<{ order: OrderDetail; titleId: number }> {
  const { token } = b.sessions.buyer;
  const post = (path: string, body: Record<string, unknown>) =>
    api<{ id: number }>(b.baseURL, path, { method: 'POST', token, body });
  const title = await post('user_invoice/add', {
    type: 1,
    title: '北京首周检测科技有限公司',
    tax_no: '91110108MA01H3KX26',
    email,
  });
  if (title.status !== true) throw new Error(`user_invoice/add: ${title.message}`);
  await clearCart(b.baseURL, token);
  const g = (await api<{ info: GoodsDetail }>(b.baseURL, 'goods/info', { body: { id: 1 } })).data!.info;
  const added = await post('goods_cart/add', { goods_id: 1, service_content_id: g.serviceContent[0]!.id });
  const addresses = await api<{ list: Array<{ id: number }> }>(b.baseURL, 'user_address/get', { token });
  const created = await post('order/create', {
    cart_ids: [added.data!.id],
    address_id: addresses.data!.list[0]!.id,
    invoice_id: title.data!.id,
    pay_plan: 'full',
  });
  if (created.status !== true) throw new Error(`order/create: ${created.message}`);
  const paid = await post('pay/payTest', { id: created.data!.id });
  if (paid.status !== true) throw new Error(`pay/payTest: ${paid.message}`);
  const info = await api<{ info: OrderDetail }>(b.baseURL, 'order/info', {
    token,
    body: { id: created.data!.id },
  });
  return { order: info.data!.info, titleId: title.data!.id };
}

/**
 * 电子发票: an order paid in full under a title with a 收票邮箱 is issued an e-invoice; the buyer
 * saves its PDF from the list (1366) and from the order page (390), and the mail with the PDF is
 * queued for that address (the demo's outbox shows it; production sends it).
 */
export async function invoiceDownloadedAndMailed(b: B): Promise<void> {
  const email = `fapiao${Date.now() % 100000}@shouzhou.com.cn`;
  const { order, titleId } = await invoicedOrder(b, email);
  const inv = order.e_invoice;
  expect(inv?.status).toBe('issued');

  const list = await b.open({ stub: false, session: b.sessions.buyer });
  const sf = new Storefront(list.page, b.baseURL);
  await sf.goto('/home/electronicinvoice');
  const row = sf.main().locator('tbody tr', { hasText: order.order_no });
  const [download] = await Promise.all([
    list.page.waitForEvent('download'),
    row.getByRole('button', { name: `下载电子发票 ${inv!.invoice_no}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`电子发票-${inv!.invoice_no}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await screenshot(list.page, 'first-week-invoice-list-1366');
  expect(list.errors).toEqual([]);

  const phone = await b.open({ stub: false, session: b.sessions.buyer, viewport: MOBILE });
  const od = new Storefront(phone.page, b.baseURL);
  await od.goto(`/home/order/detail?id=${order.id}`);
  const again = od.main().getByRole('button', { name: `下载电子发票 ${inv!.invoice_no}` });
  await again.scrollIntoViewIfNeeded();
  const [second] = await Promise.all([phone.page.waitForEvent('download'), again.click()]);
  expect(second.suggestedFilename()).toBe(`电子发票-${inv!.invoice_no}.pdf`);
  await screenshot(phone.page, 'first-week-invoice-order-390');
  expect(phone.errors).toEqual([]);

  const mails = await api<{ list: OutboxEntry[] }>(b.baseURL, 'dev/outbox', { body: { to: email } });
  expect(mails.data!.list.map((m) => [m.channel, m.code])).toEqual([['mail', inv!.invoice_no]]);

  await api(b.baseURL, 'user_invoice/delete', {
    method: 'POST',
    token: b.sessions.buyer.token,
    body: { id: titleId },
  });
}
