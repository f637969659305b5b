import { and, count, desc, eq } from 'drizzle-orm';
import type { Qualification } from '../../../core/api/contract/models';
import type { QualificationKind } from '../../../core/rules/goods-states';
import type { DbOrTx } from '../../db';
import { attachments, merchantQualifications } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { attachmentUrl, ownAttachment } from '../attachment/attachment.service';
import { ownMerchant } from './merchant-owner';

/** A lab keeps at most this many certificates on file. */
export const MAX_QUALIFICATIONS = 20;
export const QUALIFICATION_MISSING = '资质证书不存在';

type Row = typeof merchantQualifications.$inferSelect;

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const toQualification = (r: Row, mime: string, secret: string): Qualification => ({
  id: r.id,
  kind: r.kind as QualificationKind,
  cert_no: r.certNo,
  scope: r.scope,
  expires_on: r.expiresOn,
  expired: r.expiresOn < today(),
  file_id: r.fileId,
  // the scan is private: a short-lived link for the lab (the reviewers get theirs from the console)
  file_url: attachmentUrl(secret, r.fileId),
  file_mime: mime,
});

export async function listQualifications(db: DbOrTx, me: AuthUser, secret: string, p: Paging) {
  const m = await ownMerchant(db, me);
  const { list: rows, total } = await paged(
    db
      .select({ q: merchantQualifications, mime: attachments.mime })
      .from(merchantQualifications)
      .innerJoin(attachments, eq(attachments.id, merchantQualifications.fileId))
      .where(eq(merchantQualifications.merchantId, m.id))
      .orderBy(desc(merchantQualifications.id)),
    db.select({ n: count() }).from(merchantQualifications).where(eq(merchantQualifications.merchantId, m.id)),
    p,
  );
  return { list: rows.map((r) => toQualification(r.q, r.mime, secret)), total };
}

export interface QualificationInput {
  kind: QualificationKind;
  certNo: string;
  scope: string;
  expiresOn: string;
  fileId: number;
}

export async function addQualification(
  db: DbOrTx,
  me: AuthUser,
  secret: string,
  q: QualificationInput,
): Promise<Qualification> {
  const m = await ownMerchant(db, me);
  if (q.expiresOn < today()) refuse('证书已过期，请上传有效期内的证书');
  const file = await ownAttachment(db, me.userId, q.fileId);
  const [n] = await db
    .select({ n: count() })
    .from(merchantQualifications)
    .where(eq(merchantQualifications.merchantId, m.id));
  if ((n?.n ?? 0) >= MAX_QUALIFICATIONS) refuse(`资质证书最多 ${MAX_QUALIFICATIONS} 项`);
  const [row] = await db
    .insert(merchantQualifications)
    .values({
      merchantId: m.id,
      kind: q.kind,
      certNo: q.certNo,
      scope: q.scope,
      expiresOn: q.expiresOn,
      fileId: file.id,
    })
    .returning();
  return toQualification(row!, file.mime, secret);
}

export async function deleteQualification(db: DbOrTx, me: AuthUser, id: number): Promise<void> {
  const m = await ownMerchant(db, me);
  const gone = await db
    .delete(merchantQualifications)
    .where(and(eq(merchantQualifications.id, id), eq(merchantQualifications.merchantId, m.id)))
    .returning({ id: merchantQualifications.id });
  if (!gone.length) refuse(QUALIFICATION_MISSING);
}
