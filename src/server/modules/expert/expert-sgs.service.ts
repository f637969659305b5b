import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ExpertCertification, ReviewStatus } from '../../../core/api/contract/models';
import { type CertAction, nextCertStatus } from '../../../core/rules/certification';
import { maskIdCard } from '../../../core/validators/id-card';
import type { DbOrTx } from '../../db';
import { accounts, attachments, categories, expertProfiles } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { attachmentUrl, ownAttachment } from '../attachment/attachment.service';

export type ProfileRow = typeof expertProfiles.$inferSelect;

export interface ExpertCertFields {
  real_name: string;
  id_no: string;
  title: string;
  field_ids: number[];
  organization: string;
  certificate_ids: number[];
}

const statusOf = (row: ProfileRow | undefined): ReviewStatus =>
  (row?.certStatus as ReviewStatus | undefined) ?? 'none';

/**
 * The expert's profile; every expert account has one (registration writes it). Only a staff
 * reviewer moves its certification (operator_review, kind expert_sgs).
 */
export async function loadProfile(db: DbOrTx, expertId: number): Promise<ProfileRow> {
  const [row] = await db.select().from(expertProfiles).where(eq(expertProfiles.accountId, expertId));
  return row ?? refuse('专家资料不存在');
}

/** Top-level service categories, by id, for the fields of expertise. */
export async function fieldNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.id, [...ids]), isNull(categories.parentId)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function toCertification(
  db: DbOrTx,
  secret: string,
  row: ProfileRow,
): Promise<ExpertCertification> {
  const names = await fieldNames(db, row.fieldIds);
  const files = row.certificateIds.length
    ? await db
        .select({ id: attachments.id, name: attachments.originalName, mime: attachments.mime })
        .from(attachments)
        .where(and(inArray(attachments.id, row.certificateIds), eq(attachments.ownerId, row.accountId)))
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    status: statusOf(row),
    real_name: row.realName,
    id_no: row.idNo ? maskIdCard(row.idNo) : '',
    title: row.title,
    field_ids: row.fieldIds,
    field_names: row.fieldIds.map((id) => names.get(id) ?? '').filter(Boolean),
    organization: row.organization,
    certificates: row.certificateIds.flatMap((id) => {
      const f = byId.get(id);
      return f ? [{ id, name: f.name, mime: f.mime, url: attachmentUrl(secret, id) }] : [];
    }),
    reason: row.reason,
    applied_at: row.appliedAt?.toISOString() ?? '',
  };
}

const REFUSALS: Record<ReviewStatus, string> = {
  none: '请先提交专家认证资料',
  pending: '认证资料正在审核中，请耐心等待',
  approved: '专家已认证',
  rejected: '认证已驳回，请修改资料后重新提交',
};

/**
 * expert_sgs/update: a first or refused application is `apply`, a change to a certified one
 * `modify` (core's table); either goes (back) to review. The update is conditional on the
 * state read, so two submissions cannot both move it.
 */
export async function submitExpertCert(
  db: DbOrTx,
  row: ProfileRow,
  f: ExpertCertFields,
): Promise<ProfileRow> {
  const from = statusOf(row);
  const action: CertAction = from === 'approved' ? 'modify' : 'apply';
  const status = nextCertStatus(from, action) ?? refuse(REFUSALS[from]);
  const names = await fieldNames(db, f.field_ids);
  if (names.size !== new Set(f.field_ids).size) refuse('请从服务类别中选择专业领域');
  for (const id of f.certificate_ids) await ownAttachment(db, row.accountId, id);
  const [saved] = await db
    .update(expertProfiles)
    .set({
      realName: f.real_name,
      idNo: f.id_no,
      title: f.title,
      organization: f.organization,
      fieldIds: [...new Set(f.field_ids)],
      certificateIds: [...new Set(f.certificate_ids)],
      certStatus: status,
      reason: '',
      appliedAt: new Date(),
      reviewedAt: null,
    })
    .where(and(eq(expertProfiles.accountId, row.accountId), eq(expertProfiles.certStatus, from)))
    .returning();
  return saved ?? refuse(REFUSALS.pending);
}

/** The reviewer's decision (the operator console's expert_sgs kind): approve, or reject with a reason. */
export async function reviewExpert(
  db: DbOrTx,
  expertId: number,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<ProfileRow> {
  const row = await loadProfile(db, expertId);
  const status = nextCertStatus(statusOf(row), decision);
  if (!status) throw new Error(`no expert certification awaiting review for ${expertId} (${statusOf(row)})`);
  if (decision === 'reject' && reason.trim().length < 2) throw new Error('a rejection needs a reason');
  const [saved] = await db
    .update(expertProfiles)
    .set({
      certStatus: status,
      reason: decision === 'reject' ? reason.trim().slice(0, 200) : '',
      reviewedAt: new Date(),
    })
    .where(and(eq(expertProfiles.accountId, expertId), eq(expertProfiles.certStatus, row.certStatus)))
    .returning();
  if (!saved) throw new Error('the certification changed meanwhile; list it again');
  return saved;
}

/** Expert applications awaiting review, oldest first, with the mobile (for the operator). */
export async function expertsPending(db: DbOrTx) {
  return db
    .select({ profile: expertProfiles, mobile: accounts.mobile })
    .from(expertProfiles)
    .innerJoin(accounts, eq(accounts.id, expertProfiles.accountId))
    .where(eq(expertProfiles.certStatus, 'pending'))
    .orderBy(expertProfiles.appliedAt);
}
