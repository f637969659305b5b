import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ReviewItem, ReviewState } from '../../../../core/api/contract/models-operator';
import { REVIEW_STATE_LABELS } from '../../../../core/rules/reviews';
import { accounts, userCertifications } from '../../../db/schema';
import { likePattern, paged } from '../../../lib/list-query';
import { attachmentUrl } from '../../attachment/attachment.service';
import { reviewCertification } from '../../user-sgs/user-sgs.service';
import { iso, type ReviewKindDef } from '../review-kind';

const LINK_S = 3600;
type Row = { c: typeof userCertifications.$inferSelect; mobile: string };

const toItem = ({ c, mobile }: Row): ReviewItem => ({
  kind: 'user_sgs',
  id: c.userId,
  title: c.orgName,
  applicant: mobile,
  status: c.status as ReviewState,
  status_name: REVIEW_STATE_LABELS[c.status as ReviewState] ?? c.status,
  reason: c.reason,
  applied_at: iso(c.appliedAt),
  reviewed_at: iso(c.reviewedAt),
});

/** Buyers' enterprise certification (/home/auth); the id is the buyer's account id. */
export const userSgsKind: ReviewKindDef = {
  label: '企业认证',
  async list(db, f, paging) {
    const where: SQL[] = [];
    if (f.status) where.push(eq(userCertifications.status, f.status));
    if (f.keyword) {
      const p = likePattern(f.keyword);
      where.push(
        or(
          ilike(userCertifications.orgName, p),
          ilike(accounts.mobile, p),
          ilike(userCertifications.creditCode, p),
        )!,
      );
    }
    const cond = where.length ? and(...where) : undefined;
    const { list: rows, total } = await paged(
      db
        .select({ c: userCertifications, mobile: accounts.mobile })
        .from(userCertifications)
        .innerJoin(accounts, eq(accounts.id, userCertifications.userId))
        .where(cond)
        .orderBy(desc(userCertifications.appliedAt)),
      db
        .select({ n: count() })
        .from(userCertifications)
        .innerJoin(accounts, eq(accounts.id, userCertifications.userId))
        .where(cond),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id, secret) {
    const [row] = await db
      .select({ c: userCertifications, mobile: accounts.mobile })
      .from(userCertifications)
      .innerJoin(accounts, eq(accounts.id, userCertifications.userId))
      .where(eq(userCertifications.userId, id))
      .limit(1);
    if (!row) return undefined;
    const { c } = row;
    return {
      ...toItem(row),
      accountId: c.userId,
      link: '/home/auth',
      fields: [
        { label: '企业名称', value: c.orgName },
        { label: '统一社会信用代码', value: c.creditCode },
        { label: '法定代表人', value: c.legalPerson },
        { label: '联系人', value: c.contactName },
        { label: '联系电话', value: c.contactMobile },
        { label: '企业地址', value: c.address },
        { label: '营业执照', value: '查看文件', url: attachmentUrl(secret, c.licenceId, LINK_S) },
      ],
    };
  },
  decide: (tx, id, d) => reviewCertification(tx, id, d.approve ? 'approve' : 'reject', d.reason),
};
