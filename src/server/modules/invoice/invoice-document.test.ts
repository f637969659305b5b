import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orders, outbox } from '../../db/schema';
import { findDocument } from '../../lib/messaging/documents';
import type { MessageSender, OutgoingMessage } from '../../lib/messaging/message-sender';
import { deliverDue } from '../../lib/messaging/outbox-sender';
import { readPdf } from '../../lib/pdf/pdf-text.test-helpers';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { issueInvoiceForOrder } from './invoice-issue';

let t: TestApp;
let buyerId: number;
let buyerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const [b] = await t.db.select().from(accounts).where(eq(accounts.mobile, DEMO.buyer.mobile));
  buyerId = b!.id;
  buyerToken = (await t.loginAs('buyer')).token;
});
afterAll(() => t.close());

const TITLE = { type: 1, title: '北京华检科技有限公司', tax_no: '91110108MA01H3KX26', project: '检测费' };

let seq = 0;
/** A fully paid order of the demo buyer, its invoice issued as the payment code issues it. */
async function invoicedOrder(email: string) {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo: `TESTDOC${Date.now()}${seq++}`,
      userId: buyerId,
      merchantId: 1,
      goodsAmountFen: 318_000,
      payAmountFen: 318_000,
      paidAmountFen: 318_000,
      invoice: { ...TITLE, email },
      payDeadline: new Date(Date.now() + 3600_000),
    })
    .returning({ id: orders.id });
  await issueInvoiceForOrder(t.db, row!.id);
  const info = await t.call('order/info', { id: row!.id }, buyerToken);
  return info.data.info.e_invoice as { id: number; invoice_no: string };
}

describe('an issued e-invoice as a document', () => {
  it('downloads for its buyer as a PDF with the invoice’s facts in embedded Chinese text', async () => {
    const inv = await invoicedOrder('');
    const link = await t.call<{ url: string }>('order_invoice/download', { id: inv.id }, buyerToken);
    expect(link.status).toBe(true);
    expect(link.data!.url).toMatch(new RegExp(`^/files/invoice/${inv.id}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const res = await t.request(link.data!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      encodeURIComponent(`电子发票-${inv.invoice_no}.pdf`),
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // read as a reader extracts text: through the embedded font's ToUnicode map
    const text = readPdf(bytes).text.replace(/\s+/g, '');
    for (const fact of [
      inv.invoice_no,
      TITLE.title,
      TITLE.tax_no,
      '价税合计',
      '叁仟壹佰捌拾元整',
      '¥3180.00',
      '¥180.00',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('is no one else’s: another buyer is refused, a changed or expired link is turned away', async () => {
    const inv = await invoicedOrder('');
    const other = (await t.loginAs('buyer2')).token;
    const theirs = await t.call('order_invoice/download', { id: inv.id }, other);
    expect(theirs).toMatchObject({ status: false, message: '发票不存在或尚未开具' });
    expect((await t.call('order_invoice/download', { id: inv.id })).status).toBe(-2);
    const { url } = (await t.call<{ url: string }>('order_invoice/download', { id: inv.id }, buyerToken))
      .data!;
    const forged = url.replace(`/files/invoice/${inv.id}?`, `/files/invoice/${inv.id + 1}?`);
    expect((await t.request(forged)).status).toBe(403);
    expect((await t.request(url.replace(/exp=\d+/, 'exp=1'))).status).toBe(403);
    expect((await t.call('order_invoice/download', { id: 'x' }, buyerToken)).status).toBe(false);
  });

  it('is mailed once to the title’s 收票邮箱 with the PDF attached, even after the codes’ lifetime', async () => {
    const inv = await invoicedOrder('finance@huajian.com.cn');
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.purpose, 'invoice'), eq(outbox.code, inv.invoice_no)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'mail', to: 'finance@huajian.com.cn', state: 'pending' });

    const sent: OutgoingMessage[] = [];
    const mail: MessageSender = { name: 'fake', send: async (m) => void sent.push(m) };
    const later = () => new Date(Date.now() + 3_600_000);
    await deliverDue(t.db, {
      senders: { mail },
      clock: later,
      maxAgeMs: 10 * 60_000,
      documents: (purpose, code) => findDocument(t.db, purpose, code),
    });
    const mine = sent.filter((m) => m.code === inv.invoice_no);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.attachment).toMatchObject({
      filename: `电子发票-${inv.invoice_no}.pdf`,
      contentType: 'application/pdf',
    });
    expect(new TextDecoder().decode(mine[0]!.attachment!.content.slice(0, 5))).toBe('%PDF-');
  });

  it('queues no mail for a title without a valid address', async () => {
    const inv = await invoicedOrder('not-an-address');
    const rows = await t.db.select().from(outbox).where(eq(outbox.code, inv.invoice_no));
    expect(rows).toHaveLength(0);
  });
});
