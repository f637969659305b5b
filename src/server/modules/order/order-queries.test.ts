/**
 * The buyer's order views send few statements: the list two (the tabs' counts,
 * then the page with its items, plan, contracts and e-invoice), the detail one. A change that
 * reads related rows per order again shows up here as a higher count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-count';
import { electronicContracts, userCoupons } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { labWork } from '../merchant-order/merchant-order.test-kit';
import { type Buyer, buyerOf, cartItem, invoiceIssued, orderInService, TAP, WATER } from './order-fixtures';

let t: TestApp;
let b1: Buyer;
let withCoupon = 0;
let delivered = 0;
beforeAll(async () => {
  t = await createTestApp();
  b1 = await buyerOf(t, 'buyer');
  const [coupon] = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, b1.userId));
  const items = [await cartItem(t, b1, WATER), await cartItem(t, b1, TAP)];
  const created = await t.call(
    'order/create',
    { cart_ids: items, address_id: b1.addressId, invoice_id: b1.invoiceId, user_coupon_id: coupon!.id },
    b1.token,
  );
  withCoupon = created.data.id;
  delivered = await orderInService(t, b1, { pay_plan: 'deposit' });
  await labWork(t, b1.token, delivered);
  await t.db.insert(electronicContracts).values({
    contractNo: `HT${delivered}`,
    orderId: delivered,
    userId: b1.userId,
    merchantId: 1,
    title: '检验检测服务合同',
    status: 'signed',
  });
  await invoiceIssued(t, b1, delivered);
  await t.call('order_change/add', { order_id: delivered, type: 1, reason: '改期' }, b1.token);
});
afterAll(() => t.close());

/** The statements one GET sends, its session already cached by the same request just before. */
async function queriesOf(path: string) {
  const init = { headers: { 'login-token': b1.token } };
  await t.app.request(path, init);
  const res = await countQueries(() => t.app.request(path, init));
  return { queries: Number(res.headers.get('X-Query-Count')), answer: await body(res) };
}

describe('order views: statements per request', () => {
  it('lists a page of orders in 2 queries, whatever it holds and however it is searched', async () => {
    for (const query of [
      '',
      '?status=delivered',
      '?keyword=%E9%A5%AE%E7%94%A8%E6%B0%B4',
      '?has_contract=1',
    ]) {
      const { queries, answer } = await queriesOf(`/api/order/get${query}`);
      expect(answer).toMatchObject({ status: true, data: { list: expect.any(Array) } });
      expect({ query, queries }).toEqual({ query, queries: 2 });
    }
    const all = await queriesOf('/api/order/get');
    expect(all.answer.data.list.length).toBeGreaterThanOrEqual(2);
  });

  it('shows an order in 1 query: items, coupon, plan, contracts, report, timeline and changes', async () => {
    for (const id of [withCoupon, delivered]) {
      const { queries, answer } = await queriesOf(`/api/order/info?id=${id}`);
      expect(answer).toMatchObject({ status: true, data: { info: { id } } });
      expect({ id, queries }).toEqual({ id, queries: 1 });
    }
    const detail = (await queriesOf(`/api/order/info?id=${delivered}`)).answer;
    expect(detail.data.info).toMatchObject({
      report: { file_name: 'report.pdf' },
      changes: [{ reason: '改期' }],
      contracts: [{ status: 'signed' }],
      e_invoice: { amount: 4000 },
    });
    const coupon = (await queriesOf(`/api/order/info?id=${withCoupon}`)).answer;
    expect(coupon.data.info.coupon).toMatchObject({ name: expect.any(String) });
    expect(coupon.data.info.items).toHaveLength(2);
  });
});
