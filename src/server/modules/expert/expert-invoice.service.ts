import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ExpertInvoice } from '../../../core/api/contract/models';
import type { ExpertInvoiceType } from '../../../core/rules/expert';
import type { DbOrTx } from '../../db';
import { expertInvoices, expertRecords } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { attachmentUrl, ownAttachment } from '../attachment/attachment.service';

export const INVOICE_MISSING = '发票不存在';
const INVOICE_TAKEN = '该发票号码已登记';

export interface InvoiceFields {
  type: ExpertInvoiceType;
  invoice_no: string;
  amountFen: number;
  issued_on: string;
  attachment_id: number;
  remark: string;
}

type Row = typeof expertInvoices.$inferSelect;

const toInvoice = (secret: string, r: Row, withdrawId: number | null): ExpertInvoice => ({
  id: r.id,
  type: r.type as ExpertInvoiceType,
  invoice_no: r.invoiceNo,
  amount: fenToYuan(r.amountFen),
  issued_on: r.issuedOn,
  attachment_id: r.attachmentId,
  attachment_url: attachmentUrl(secret, r.attachmentId),
  remark: r.remark,
  withdraw_id: withdrawId,
  created_at: r.createdAt.toISOString(),
});

const columns = { inv: expertInvoices, withdrawId: expertRecords.id };

/** The expert's invoices, newest first; `unused` keeps those no withdrawal uses yet. */
export async function listInvoices(
  db: DbOrTx,
  secret: string,
  expertId: number,
  unused: boolean,
  paging: Paging,
) {
  const cond = and(eq(expertInvoices.expertId, expertId), unused ? isNull(expertRecords.id) : undefined);
  const { list: rows, total } = await paged(
    db
      .select(columns)
      .from(expertInvoices)
      .leftJoin(expertRecords, eq(expertRecords.invoiceId, expertInvoices.id))
      .where(cond)
      .orderBy(desc(expertInvoices.id)),
    db
      .select({ n: count() })
      .from(expertInvoices)
      .leftJoin(expertRecords, eq(expertRecords.invoiceId, expertInvoices.id))
      .where(cond),
    paging,
  );
  return { list: rows.map((r) => toInvoice(secret, r.inv, r.withdrawId)), total };
}

/** One of the expert's invoices and the withdrawal using it; another's id reads as missing. */
async function ownInvoice(db: DbOrTx, expertId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(expertInvoices)
    .leftJoin(expertRecords, eq(expertRecords.invoiceId, expertInvoices.id))
    .where(and(eq(expertInvoices.id, id), eq(expertInvoices.expertId, expertId)));
  return row ?? refuse(INVOICE_MISSING);
}

async function noTwin(db: DbOrTx, expertId: number, invoiceNo: string, id = 0) {
  const [twin] = await db
    .select({ id: expertInvoices.id })
    .from(expertInvoices)
    .where(
      and(
        eq(expertInvoices.expertId, expertId),
        eq(expertInvoices.invoiceNo, invoiceNo),
        sql`${expertInvoices.id} <> ${id}`,
      ),
    );
  if (twin) refuse(INVOICE_TAKEN);
}

const values = (f: InvoiceFields) => ({
  type: f.type,
  invoiceNo: f.invoice_no,
  amountFen: f.amountFen,
  issuedOn: f.issued_on,
  attachmentId: f.attachment_id,
  remark: f.remark,
});

export async function addInvoice(db: DbOrTx, secret: string, expertId: number, f: InvoiceFields) {
  await ownAttachment(db, expertId, f.attachment_id);
  await noTwin(db, expertId, f.invoice_no);
  const [row] = await db
    .insert(expertInvoices)
    .values({ expertId, ...values(f) })
    .onConflictDoNothing()
    .returning();
  return toInvoice(secret, row ?? refuse(INVOICE_TAKEN), null);
}

/** Only while no withdrawal uses it: a used invoice is part of a payout's record. */
export async function editInvoice(
  db: DbOrTx,
  secret: string,
  expertId: number,
  id: number,
  f: InvoiceFields,
) {
  const current = await ownInvoice(db, expertId, id);
  if (current.withdrawId) refuse('该发票已用于提现，不能修改');
  await ownAttachment(db, expertId, f.attachment_id);
  await noTwin(db, expertId, f.invoice_no, id);
  const [row] = await db
    .update(expertInvoices)
    .set(values(f))
    .where(
      and(
        eq(expertInvoices.id, id),
        eq(expertInvoices.expertId, expertId),
        sql`NOT EXISTS (SELECT 1 FROM ${expertRecords} r WHERE r.invoice_id = ${id})`,
      ),
    )
    .returning();
  return toInvoice(secret, row ?? refuse('该发票已用于提现，不能修改'), null);
}

export async function deleteInvoice(db: DbOrTx, expertId: number, id: number): Promise<void> {
  const current = await ownInvoice(db, expertId, id);
  if (current.withdrawId) refuse('该发票已用于提现，不能删除');
  const gone = await db
    .delete(expertInvoices)
    .where(
      and(
        eq(expertInvoices.id, id),
        eq(expertInvoices.expertId, expertId),
        sql`NOT EXISTS (SELECT 1 FROM ${expertRecords} r WHERE r.invoice_id = ${id})`,
      ),
    )
    .returning({ id: expertInvoices.id });
  if (!gone.length) refuse('该发票已用于提现，不能删除');
}
