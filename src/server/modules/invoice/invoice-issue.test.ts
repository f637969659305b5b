import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, invoiceProjects, invoiceTaxes, orderInvoices, orders } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { invoiceNumber, issueInvoiceForOrder, taxIncluded } from './invoice-issue';

let t: TestApp;
let buyerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [b] = await t.db.select().from(accounts).where(eq(accounts.mobile, DEMO.buyer.mobile));
  buyerId = b!.id;
});
afterAll(() => t.close());

let seq = 0;
async function order(payAmountFen: number, invoice: Record<string, unknown> | null): Promise<number> {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo: `TESTINV${Date.now()}${seq++}`,
      userId: buyerId,
      merchantId: 1,
      goodsAmountFen: payAmountFen,
      payAmountFen,
      paidAmountFen: payAmountFen,
      invoice,
      payDeadline: new Date(Date.now() + 3600_000),
    })
    .returning({ id: orders.id });
  return row!.id;
}
const invoiceOf = async (orderId: number) =>
  t.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));

const TITLE = { type: 1, title: '北京华检科技有限公司', tax_no: '91110108MA01H3KX26', email: '' };

describe('issueInvoiceForOrder', () => {
  it('splits the tax out of the tax-inclusive amount, to the fen', () => {
    expect(taxIncluded(100_000, 6)).toBe(5660); // 1000 × 6 / 106 = 56.603…
    expect(taxIncluded(10_600, 6)).toBe(600);
    expect(taxIncluded(10_300, 3)).toBe(300);
    expect(taxIncluded(1, 6)).toBe(0);
  });

  it('makes 20-digit numbers that differ per order', () => {
    const a = invoiceNumber(1, new Date('2025-03-01'));
    expect(a).toMatch(/^25\d{18}$/);
    expect(invoiceNumber(2)).not.toBe(a);
  });

  it('issues at once from the order’s snapshot at the default 6 %', async () => {
    const id = await order(480_000, { ...TITLE, project: '检测费' });
    await issueInvoiceForOrder(t.db, id);
    const [inv] = await invoiceOf(id);
    expect(inv).toMatchObject({
      userId: buyerId,
      type: 1,
      title: TITLE.title,
      taxNo: TITLE.tax_no,
      project: '检测费',
      amountFen: 480_000,
      taxRate: '6.00',
      taxFen: 27_170,
      status: 'issued',
    });
    expect(inv!.invoiceNo).toMatch(/^\d{20}$/);
    expect(inv!.issuedAt).toBeInstanceOf(Date);
  });

  it('uses the rate of the buyer’s own project’s tax item', async () => {
    const [small] = await t.db.select().from(invoiceTaxes).where(eq(invoiceTaxes.name, '小规模纳税人'));
    await t.db.insert(invoiceProjects).values({ userId: buyerId, name: '小额检测费', taxId: small!.id });
    const id = await order(10_300, { ...TITLE, type: 2, project: '小额检测费' });
    await issueInvoiceForOrder(t.db, id);
    expect((await invoiceOf(id))[0]).toMatchObject({ type: 2, taxRate: '3.00', taxFen: 300 });
  });

  it('issues once however often it is called, and nothing for an order without an invoice', async () => {
    const id = await order(1_000, { ...TITLE, project: '培训费' });
    await Promise.all([issueInvoiceForOrder(t.db, id), issueInvoiceForOrder(t.db, id)]);
    await t.db.transaction((tx) => issueInvoiceForOrder(tx, id));
    expect(await invoiceOf(id)).toHaveLength(1);
    const none = await order(1_000, null);
    await issueInvoiceForOrder(t.db, none);
    expect(await invoiceOf(none)).toEqual([]);
    await issueInvoiceForOrder(t.db, 999_999);
  });
});
