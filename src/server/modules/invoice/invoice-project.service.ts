import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { InvoiceProject, InvoiceTax } from '../../../core/api/contract/models-buying';
import type { DbOrTx } from '../../db';
import { accounts, invoiceProjects, invoiceTaxes } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { DEFAULT_PROJECTS, PROJECT_CAP } from './invoice-defaults';

export const PROJECT_MISSING = '开票内容不存在';
export const PROJECT_FULL = `最多添加 ${PROJECT_CAP} 个开票内容，请先删除不用的`;

export async function listTaxes(db: DbOrTx): Promise<InvoiceTax[]> {
  const rows = await db.select().from(invoiceTaxes).orderBy(asc(invoiceTaxes.sort), asc(invoiceTaxes.id));
  return rows.map((r) => ({ id: r.id, name: r.name, rate: Number(r.rate) }));
}

/** The built-in projects with their tax ids looked up by tax name (ids differ per database). */
export async function builtinProjects(db: DbOrTx): Promise<InvoiceProject[]> {
  const taxes = await db.select({ id: invoiceTaxes.id, name: invoiceTaxes.name }).from(invoiceTaxes);
  return DEFAULT_PROJECTS.map((p) => ({
    id: p.id,
    name: p.name,
    tax_id: taxes.find((t) => t.name === p.tax)?.id ?? null,
  }));
}

/** The built-in projects, then the buyer's own in the order they were added. */
export async function listProjects(db: DbOrTx, userId: number): Promise<InvoiceProject[]> {
  const own = await db
    .select({ id: invoiceProjects.id, name: invoiceProjects.name, tax_id: invoiceProjects.taxId })
    .from(invoiceProjects)
    .where(eq(invoiceProjects.userId, userId))
    .orderBy(asc(invoiceProjects.id));
  return [...(await builtinProjects(db)), ...own];
}

export async function addProject(
  db: DbOrTx,
  userId: number,
  name: string,
  taxId: number | null,
): Promise<InvoiceProject> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${userId} FOR UPDATE`);
    if (DEFAULT_PROJECTS.some((p) => p.name === name)) refuse('该开票内容已存在');
    const [same] = await tx
      .select({ id: invoiceProjects.id })
      .from(invoiceProjects)
      .where(and(eq(invoiceProjects.userId, userId), eq(invoiceProjects.name, name)));
    if (same) refuse('该开票内容已存在');
    const [n] = await tx
      .select({ n: count() })
      .from(invoiceProjects)
      .where(eq(invoiceProjects.userId, userId));
    if ((n?.n ?? 0) >= PROJECT_CAP) refuse(PROJECT_FULL);
    if (taxId !== null) {
      const [tax] = await tx
        .select({ id: invoiceTaxes.id })
        .from(invoiceTaxes)
        .where(eq(invoiceTaxes.id, taxId));
      if (!tax) refuse('所选税目不存在');
    }
    const [row] = await tx.insert(invoiceProjects).values({ userId, name, taxId }).returning();
    return row ? { id: row.id, name: row.name, tax_id: row.taxId } : refuse(PROJECT_MISSING);
  });
}

export async function deleteProject(db: DbOrTx, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(invoiceProjects)
    .where(and(eq(invoiceProjects.userId, userId), eq(invoiceProjects.id, id)))
    .returning({ id: invoiceProjects.id });
  if (!gone.length) refuse(PROJECT_MISSING);
}
