import { and, asc, eq } from 'drizzle-orm';
import { isEmail } from '../../../core/validators';
import type { DbOrTx } from '../../db';
import { invoiceProjects, invoiceTaxes, orderInvoices, orders } from '../../db/schema';
import { queueCode } from '../../lib/outbox';
import { appendEvidence } from '../evidence/evidence.service';
import { invoiceRecord, recordSha256 } from '../evidence/evidence-documents';
import { DEFAULT_PROJECTS, INVOICE_TAXES } from './invoice-defaults';

/** Rate used when the project names no tax: 现代服务 (testing, certification, training) is 6 %. */
export const DEFAULT_TAX_RATE = 6;

/** Prices include tax, so the tax part of an amount is amount × rate / (100 + rate), in fen. */
export function taxIncluded(amountFen: number, rate: number): number {
  return Math.round((amountFen * rate) / (100 + rate));
}

/**
 * A 20-digit 数电票 number: 2 digits of the year, 2 of the issuing tax bureau, 1 of the channel
 * and 15 of sequence. The sequence starts with the order id so numbers never collide across
 * orders; the random tail only makes them look issued rather than counted.
 */
export function invoiceNumber(orderId: number, now = new Date()): string {
  const year = String(now.getFullYear() % 100).padStart(2, '0');
  const seq = String(orderId).padStart(10, '0').slice(-10);
  const tail = String(Math.floor(Math.random() * 100000)).padStart(5, '0');
  return `${year}110${seq}${tail}`;
}

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** The rate of the project's tax: the buyer's project of that name, a built-in one, else 6 %. */
async function projectRate(tx: DbOrTx, userId: number, project: string): Promise<number> {
  const [row] = await tx
    .select({ rate: invoiceTaxes.rate })
    .from(invoiceProjects)
    .innerJoin(invoiceTaxes, eq(invoiceTaxes.id, invoiceProjects.taxId))
    .where(and(eq(invoiceProjects.userId, userId), eq(invoiceProjects.name, project)))
    .orderBy(asc(invoiceProjects.id))
    .limit(1);
  const builtin = DEFAULT_PROJECTS.find((p) => p.name === project);
  const fallback = builtin ? INVOICE_TAXES.find((t) => t.name === builtin.tax)?.rate : undefined;
  const rate = row ? Number(row.rate) : (fallback ?? DEFAULT_TAX_RATE);
  return Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_TAX_RATE;
}

/**
 * Called by the payment code, inside its transaction, when an order becomes fully paid. The
 * simulated tax system issues at once. Safe to call more than once: one invoice per order.
 */
export async function issueInvoiceForOrder(tx: DbOrTx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      orderNo: orders.orderNo,
      payAmountFen: orders.payAmountFen,
      invoice: orders.invoice,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const snap = order?.invoice;
  if (!order || !snap || typeof snap !== 'object') return;
  const project = text(snap.project, 60) || '技术服务费';
  const rate = await projectRate(tx, order.userId, project);
  const now = new Date();
  const [issued] = await tx
    .insert(orderInvoices)
    .values({
      orderId,
      userId: order.userId,
      invoiceNo: invoiceNumber(orderId, now),
      type: Number(snap.type) === 2 ? 2 : 1,
      title: text(snap.title, 100),
      taxNo: text(snap.tax_no, 30),
      project,
      amountFen: order.payAmountFen,
      taxRate: rate.toFixed(2),
      taxFen: taxIncluded(order.payAmountFen, rate),
      status: 'issued',
      issuedAt: now,
    })
    .onConflictDoNothing({ target: orderInvoices.orderId })
    .returning();
  // the evidence ledger: one entry per invoice, in the same transaction
  if (issued) {
    const sha256 = await recordSha256(invoiceRecord({ ...issued, orderNo: order.orderNo }));
    await appendEvidence(tx, { kind: 'invoice', subject: issued.invoiceNo, sha256 });
    // to the title's 收票邮箱 with the PDF, once: the outbox row commits with the invoice
    const email = text(snap.email, 100).trim();
    if (email && isEmail(email)) {
      await queueCode(tx, { channel: 'mail', to: email, code: issued.invoiceNo, purpose: 'invoice' });
    }
  }
}
