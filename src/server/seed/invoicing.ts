import type { Tx } from '../db';
import { invoiceProjects, invoiceTaxes } from '../db/schema';
import { INVOICE_TAXES } from '../modules/invoice/invoice-defaults';

/** Reference data (production too): the tax items invoices are issued under. */
export async function seedInvoiceTaxes(tx: Tx): Promise<void> {
  if ((await tx.select({ id: invoiceTaxes.id }).from(invoiceTaxes).limit(1)).length) return;
  await tx
    .insert(invoiceTaxes)
    .values(INVOICE_TAXES.map((t, sort) => ({ name: t.name, rate: t.rate.toFixed(2), sort })));
}

/** The demo buyer's own invoice contents, beside the built-in ones. */
const DEMO_PROJECTS = [
  { name: '水质检测费', tax: '现代服务-检验检测服务' },
  { name: '管理体系认证审核费', tax: '现代服务-认证服务' },
  { name: '计量校准服务费', tax: '现代服务-检验检测服务' },
] as const;

export async function seedDemoInvoiceProjects(tx: Tx, buyerId: number): Promise<void> {
  const taxes = await tx.select({ id: invoiceTaxes.id, name: invoiceTaxes.name }).from(invoiceTaxes);
  const taxId = (name: string) => taxes.find((t) => t.name === name)?.id ?? null;
  await tx
    .insert(invoiceProjects)
    .values(DEMO_PROJECTS.map((p) => ({ userId: buyerId, name: p.name, taxId: taxId(p.tax) })));
}
