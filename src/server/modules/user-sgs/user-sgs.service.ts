import { and, eq } from 'drizzle-orm';
import type { CustomerCertification, ReviewStatus } from '../../../core/api/contract/models';
import { type CertAction, nextCertStatus } from '../../../core/rules/certification';
import type { DbOrTx } from '../../db';
import { accounts, attachments, userCertifications } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { attachmentUrl, ownAttachment } from '../attachment/attachment.service';

type Row = typeof userCertifications.$inferSelect;
export interface CertificationFields {
  org_name: string;
  credit_code: string;
  legal_person: string;
  contact_name: string;
  contact_mobile: string;
  address: string;
  licence_id: number;
}

const statusOf = (row: Row | undefined): ReviewStatus => (row?.status as ReviewStatus | undefined) ?? 'none';

/**
 * The certification as stored. Only a staff reviewer moves it (the operator console,
 * operator_review with kind user_sgs): the demo's simulated reviewer is retired.
 */
export async function loadCertification(db: DbOrTx, userId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(userCertifications)
    .where(eq(userCertifications.userId, userId))
    .limit(1);
  return row;
}

export async function toCertification(
  db: DbOrTx,
  secret: string,
  row: Row | undefined,
): Promise<CustomerCertification> {
  const [file] = row
    ? await db.select({ mime: attachments.mime }).from(attachments).where(eq(attachments.id, row.licenceId))
    : [];
  return {
    status: statusOf(row),
    org_name: row?.orgName ?? '',
    credit_code: row?.creditCode ?? '',
    legal_person: row?.legalPerson ?? '',
    contact_name: row?.contactName ?? '',
    contact_mobile: row?.contactMobile ?? '',
    address: row?.address ?? '',
    licence_id: row?.licenceId ?? null,
    licence_url: row ? attachmentUrl(secret, row.licenceId) : '',
    licence_mime: file?.mime ?? '',
    reason: row?.reason ?? '',
    applied_at: row?.appliedAt.toISOString() ?? '',
  };
}

const REFUSALS: Record<ReviewStatus, string> = {
  none: '请先提交企业认证资料',
  pending: '认证资料正在审核中，请耐心等待',
  approved: '企业已认证，如需变更请修改认证资料',
  rejected: '认证已驳回，请修改资料后重新提交',
};

/** The state `action` leads to from the row's, or the refusal of the state the buyer is in. */
export function moveOrRefuse(row: Row | undefined, action: CertAction): ReviewStatus {
  return nextCertStatus(statusOf(row), action) ?? refuse(REFUSALS[statusOf(row)]);
}

const columns = (f: CertificationFields) => ({
  orgName: f.org_name,
  creditCode: f.credit_code,
  legalPerson: f.legal_person,
  contactName: f.contact_name,
  contactMobile: f.contact_mobile,
  address: f.address,
  licenceId: f.licence_id,
});

/**
 * user_sgs/update (apply) and user_sgs/modifyData (modify): the data goes (back) to review.
 * The update is conditional on the state read, so two submissions cannot both move it.
 */
export async function submitCertification(
  db: DbOrTx,
  userId: number,
  row: Row | undefined,
  action: 'apply' | 'modify',
  fields: CertificationFields,
): Promise<Row> {
  const status = moveOrRefuse(row, action);
  await ownAttachment(db, userId, fields.licence_id);
  const values = { ...columns(fields), status, reason: '', appliedAt: new Date(), reviewedAt: null };
  const [saved] = row
    ? await db
        .update(userCertifications)
        .set(values)
        .where(and(eq(userCertifications.userId, userId), eq(userCertifications.status, row.status)))
        .returning()
    : await db
        .insert(userCertifications)
        .values({ userId, ...values })
        .onConflictDoNothing()
        .returning();
  return saved ?? refuse(REFUSALS.pending);
}

/** The reviewer's decision (the operator console's user_sgs kind): approve, or reject with a reason. */
export async function reviewCertification(
  db: DbOrTx,
  userId: number,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<Row> {
  const row = await loadCertification(db, userId);
  const status = nextCertStatus(statusOf(row), decision);
  if (!row || !status)
    throw new Error(`no certification awaiting review for user ${userId} (${statusOf(row)})`);
  if (decision === 'reject' && reason.trim().length < 2) throw new Error('a rejection needs a reason');
  const [saved] = await db
    .update(userCertifications)
    .set({ status, reason: decision === 'reject' ? reason.trim().slice(0, 200) : '', reviewedAt: new Date() })
    .where(and(eq(userCertifications.userId, userId), eq(userCertifications.status, row.status)))
    .returning();
  if (!saved) throw new Error('the certification changed meanwhile; list it again');
  return saved;
}

/** Applications by state, oldest first, with the buyer's mobile (for the operator). */
export async function certificationsIn(db: DbOrTx, status: ReviewStatus) {
  return db
    .select({ cert: userCertifications, mobile: accounts.mobile })
    .from(userCertifications)
    .innerJoin(accounts, eq(accounts.id, userCertifications.userId))
    .where(eq(userCertifications.status, status))
    .orderBy(userCertifications.appliedAt);
}
