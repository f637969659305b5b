/**
 * Finding ledger entries by the numbers people hold: the paper says an order, contract, invoice
 * or report number, not an evidence number. And the public list of recent entries, which must
 * not hand strangers other companies' order, contract and invoice numbers.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ReportFacts } from '../../../core/api/contract/models-ledger';
import {
  type EvidenceEntry,
  type EvidenceMatch,
  isEvidenceNo,
  maskClientName,
  maskEvidenceSubject,
  normalEvidenceNumber,
  PRIVATE_EVIDENCE_KINDS,
} from '../../../core/rules/evidence';
import type { DbOrTx } from '../../db';
import {
  accounts,
  electronicContracts,
  evidenceEntries,
  merchants,
  orderInvoices,
  orderItems,
  orderReports,
  orders,
} from '../../db/schema';
import type { AuthUser } from '../../lib/auth';

export interface NumberMatch {
  matched: EvidenceMatch;
  /** Entry numbers, oldest first. */
  nos: number[];
}

/** Every number an order's documents carry: the order's own, its contracts', invoice's and report's. */
async function orderSubjects(db: DbOrTx, orderId: number, orderNo: string): Promise<string[]> {
  const [contracts, invoices, reports] = await Promise.all([
    db
      .select({ no: electronicContracts.contractNo })
      .from(electronicContracts)
      .where(eq(electronicContracts.orderId, orderId)),
    db.select({ no: orderInvoices.invoiceNo }).from(orderInvoices).where(eq(orderInvoices.orderId, orderId)),
    db.select({ no: orderReports.reportNo }).from(orderReports).where(eq(orderReports.orderId, orderId)),
  ]);
  return [orderNo, ...[...contracts, ...invoices, ...reports].map((r) => r.no).filter(Boolean)];
}

/**
 * The entries a typed number leads to: an evidence number (digits, up to 10) is itself; an order
 * number leads to all the order's entries; any other number (contract, invoice, report) to the
 * entries of that subject. null when the ledger knows nothing of it.
 */
export async function findByNumber(db: DbOrTx, typed: string): Promise<NumberMatch | null> {
  const q = normalEvidenceNumber(typed);
  if (!q) return null;
  if (isEvidenceNo(q)) {
    const no = Number(q);
    const [row] = await db
      .select({ no: evidenceEntries.no })
      .from(evidenceEntries)
      .where(eq(evidenceEntries.no, no))
      .limit(1);
    // a lab may number its reports in digits only: an unknown evidence number may still be one
    if (row) return { matched: 'no', nos: [row.no] };
  }
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(eq(sql`upper(${orders.orderNo})`, q))
    .limit(1);
  if (order) {
    const subjects = await orderSubjects(db, order.id, order.orderNo);
    const rows = await db
      .select({ no: evidenceEntries.no })
      .from(evidenceEntries)
      .where(inArray(evidenceEntries.subject, subjects))
      .orderBy(asc(evidenceEntries.no));
    return rows.length ? { matched: 'order', nos: rows.map((r) => r.no) } : null;
  }
  const rows = await db
    .select({ no: evidenceEntries.no, kind: evidenceEntries.kind })
    .from(evidenceEntries)
    .where(eq(sql`upper(${evidenceEntries.subject})`, q))
    .orderBy(asc(evidenceEntries.no));
  if (!rows.length) return null;
  return { matched: rows[0]!.kind as EvidenceMatch, nos: rows.map((r) => r.no) };
}

/**
 * The subjects among these that belong to the caller: orders, contracts and invoices they bought
 * or their shop sold. Everything else of a private kind is shown masked.
 */
async function ownSubjects(db: DbOrTx, user: AuthUser | null, subjects: string[]): Promise<Set<string>> {
  if (!user || !subjects.length) return new Set();
  const mine = or(
    eq(orders.userId, user.userId),
    eq(
      orders.merchantId,
      sql`(SELECT ${merchants.id} FROM ${merchants} WHERE ${merchants.ownerAccountId} = ${user.userId} LIMIT 1)`,
    ),
  );
  const [own, contracts, invoices] = await Promise.all([
    db
      .select({ no: orders.orderNo })
      .from(orders)
      .where(and(inArray(orders.orderNo, subjects), mine)),
    db
      .select({ no: electronicContracts.contractNo })
      .from(electronicContracts)
      .innerJoin(orders, eq(orders.id, electronicContracts.orderId))
      .where(and(inArray(electronicContracts.contractNo, subjects), mine)),
    db
      .select({ no: orderInvoices.invoiceNo })
      .from(orderInvoices)
      .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
      .where(and(inArray(orderInvoices.invoiceNo, subjects), mine)),
  ]);
  return new Set([...own, ...contracts, ...invoices].map((r) => r.no));
}

/** The public list's entries as this caller may see them: others' document numbers masked. */
export async function maskForCaller(
  db: DbOrTx,
  user: AuthUser | null,
  entries: EvidenceEntry[],
): Promise<EvidenceEntry[]> {
  const private_ = entries.filter((e) => PRIVATE_EVIDENCE_KINDS.includes(e.kind)).map((e) => e.subject);
  const own = await ownSubjects(db, user, private_);
  return entries.map((e) =>
    PRIVATE_EVIDENCE_KINDS.includes(e.kind) && !own.has(e.subject)
      ? { ...e, subject: maskEvidenceSubject(e.subject) }
      : e,
  );
}

/** What a report's paper must state, from what the lab entered when issuing it. */
export async function reportFacts(db: DbOrTx, reportNo: string): Promise<ReportFacts | null> {
  const [row] = await db
    .select({
      reportNo: orderReports.reportNo,
      lab: merchants.orgName,
      party: orders.party,
      nickname: accounts.nickname,
      item: sql<string>`(SELECT ${orderItems.name} FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} ORDER BY ${orderItems.id} LIMIT 1)`,
      sampleName: orderReports.sampleName,
      standard: orderReports.standard,
      conclusion: orderReports.conclusion,
      issuedAt: orderReports.issuedAt,
    })
    .from(orderReports)
    .innerJoin(orders, eq(orders.id, orderReports.orderId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(accounts, eq(accounts.id, orders.userId))
    .where(eq(orderReports.reportNo, reportNo))
    .limit(1);
  if (!row) return null;
  return {
    report_no: row.reportNo,
    lab: row.lab,
    // the order's 合同甲方 when the buyer named one, else the buyer as the mall knows them
    client: maskClientName(row.party?.name || row.nickname || ''),
    item: row.item ?? '',
    sample: row.sampleName,
    standard: row.standard,
    issued_at: row.issuedAt.toISOString(),
    conclusion: row.conclusion,
  };
}
