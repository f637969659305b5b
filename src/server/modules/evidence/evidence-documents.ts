/**
 * The documents of the events that have no file of their own (an issued e-invoice, a settled
 * payment): a canonical JSON text — keys sorted, no spaces — whose SHA-256 goes into the ledger.
 * The same record always gives the same bytes, so anyone holding it can recompute the hash.
 */
import { sha256OfText } from '../../../core/rules/evidence';

type Plain = string | number | boolean | null;

export function canonicalJson(record: Record<string, Plain>): string {
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(record[k])}`).join(',')}}`;
}

export const recordSha256 = (record: Record<string, Plain>): Promise<string> =>
  sha256OfText(canonicalJson(record));

export interface InvoiceRecord {
  invoiceNo: string;
  orderNo: string;
  type: number;
  title: string;
  taxNo: string;
  project: string;
  amountFen: number;
  taxRate: string;
  taxFen: number;
  issuedAt: Date | null;
}

/** An issued e-invoice (数电票) as the ledger records it. */
export const invoiceRecord = (i: InvoiceRecord) => ({
  doc: 'invoice',
  invoice_no: i.invoiceNo,
  order_no: i.orderNo,
  type: i.type,
  title: i.title,
  tax_no: i.taxNo,
  project: i.project,
  amount_fen: i.amountFen,
  tax_rate: i.taxRate,
  tax_fen: i.taxFen,
  issued_at: i.issuedAt?.toISOString() ?? null,
});

/** One settled payment (a stage of an order) as the ledger records it. */
export const paymentRecord = (p: {
  orderNo: string;
  payNo: string;
  stage: string;
  amountFen: number;
  channel: string;
  tradeNo: string;
  paidAt: Date;
}) => ({
  doc: 'payment',
  order_no: p.orderNo,
  pay_no: p.payNo,
  stage: p.stage,
  amount_fen: p.amountFen,
  channel: p.channel,
  trade_no: p.tradeNo,
  paid_at: p.paidAt.toISOString(),
});
