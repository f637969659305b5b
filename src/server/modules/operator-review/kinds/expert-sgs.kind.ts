import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ReviewItem, ReviewState } from '../../../../core/api/contract/models-operator';
import { REVIEW_STATE_LABELS, REVIEW_STATES } from '../../../../core/rules/reviews';
import { maskIdCard } from '../../../../core/validators/id-card';
import { accounts, expertProfiles } from '../../../db/schema';
import { likePattern, paged } from '../../../lib/list-query';
import { attachmentUrl } from '../../attachment/attachment.service';
import { reviewExpert } from '../../expert/expert-sgs.service';
import { iso, type ReviewKindDef } from '../review-kind';

const LINK_S = 3600;
type Row = { p: typeof expertProfiles.$inferSelect; mobile: string };

const toItem = ({ p, mobile }: Row): ReviewItem => ({
  kind: 'expert_sgs',
  id: p.accountId,
  title: `${p.realName}（${p.organization || p.field}）`,
  applicant: mobile,
  status: p.certStatus as ReviewState,
  status_name: REVIEW_STATE_LABELS[p.certStatus as ReviewState] ?? p.certStatus,
  reason: p.reason,
  applied_at: iso(p.appliedAt),
  reviewed_at: iso(p.reviewedAt),
});

/** Experts' certification (/expert/auth); the id is the expert's account id. */
export const expertSgsKind: ReviewKindDef = {
  label: '专家认证',
  async list(db, f, paging) {
    // experts who never applied (none) are not in the queue
    const where: SQL[] = [
      f.status ? eq(expertProfiles.certStatus, f.status) : inArray(expertProfiles.certStatus, REVIEW_STATES),
    ];
    if (f.keyword) {
      const p = likePattern(f.keyword);
      where.push(
        or(
          ilike(expertProfiles.realName, p),
          ilike(accounts.mobile, p),
          ilike(expertProfiles.organization, p),
        )!,
      );
    }
    const { list: rows, total } = await paged(
      db
        .select({ p: expertProfiles, mobile: accounts.mobile })
        .from(expertProfiles)
        .innerJoin(accounts, eq(accounts.id, expertProfiles.accountId))
        .where(and(...where))
        .orderBy(desc(expertProfiles.appliedAt)),
      db
        .select({ n: count() })
        .from(expertProfiles)
        .innerJoin(accounts, eq(accounts.id, expertProfiles.accountId))
        .where(and(...where)),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id, secret) {
    const [row] = await db
      .select({ p: expertProfiles, mobile: accounts.mobile })
      .from(expertProfiles)
      .innerJoin(accounts, eq(accounts.id, expertProfiles.accountId))
      .where(and(eq(expertProfiles.accountId, id), inArray(expertProfiles.certStatus, REVIEW_STATES)))
      .limit(1);
    if (!row) return undefined;
    const { p } = row;
    return {
      ...toItem(row),
      accountId: p.accountId,
      link: '/expert/auth',
      fields: [
        { label: '真实姓名', value: p.realName },
        { label: '身份证号', value: maskIdCard(p.idNo) },
        { label: '职称', value: p.title },
        { label: '工作单位', value: p.organization },
        { label: '专业领域', value: p.field },
        ...p.certificateIds.map((fid, i) => ({
          label: `资质证书${i + 1}`,
          value: '查看文件',
          url: attachmentUrl(secret, fid, LINK_S),
        })),
      ],
    };
  },
  decide: (tx, id, d) => reviewExpert(tx, id, d.approve ? 'approve' : 'reject', d.reason),
};
