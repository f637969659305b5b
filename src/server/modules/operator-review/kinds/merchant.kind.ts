import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { ReviewItem, ReviewState } from '../../../../core/api/contract/models-operator';
import { MERCHANT_STATUS_CODE, merchantStateOf } from '../../../../core/rules/goods-states';
import { merchantKindName } from '../../../../core/rules/merchant-kinds';
import { REVIEW_STATE_LABELS } from '../../../../core/rules/reviews';
import { accounts, merchantQualifications, merchants } from '../../../db/schema';
import { refuse } from '../../../lib/envelope';
import { likePattern, paged } from '../../../lib/list-query';
import { attachmentUrl } from '../../attachment/attachment.service';
import { reviewMerchant } from '../../merchant-center/merchant-review';
import { iso, type ReviewKindDef } from '../review-kind';

const LINK_S = 3600;
/** merchants.status → the console's review state (open is the approved onboarding). */
// a closed (cancelled) lab had been approved: the queue keeps it among the decided ones
const STATE_OF = { pending: 'pending', open: 'approved', rejected: 'rejected', closed: 'approved' } as const;
const CODE_OF: Record<ReviewState, number> = {
  pending: MERCHANT_STATUS_CODE.pending,
  approved: MERCHANT_STATUS_CODE.open,
  rejected: MERCHANT_STATUS_CODE.rejected,
};
export const MERCHANT_REVIEW_MSG = {
  noQualification: '该机构尚未上传资质证书，不能通过',
} as const;
type Row = { m: typeof merchants.$inferSelect; mobile: string };

const toItem = ({ m, mobile }: Row): ReviewItem => {
  const status: ReviewState = STATE_OF[merchantStateOf(m.status)];
  return {
    kind: 'merchant',
    id: m.id,
    title: m.orgName,
    applicant: mobile,
    status,
    status_name: REVIEW_STATE_LABELS[status],
    reason: m.rejectReason,
    applied_at: iso(m.appliedAt),
    reviewed_at: iso(m.reviewedAt),
  };
};

/**
 * Labs' onboarding (入驻, the merchant centre); the id is the lab's. Only labs that applied
 * through registration are in the queue: the seed's shops never did.
 */
export const merchantKind: ReviewKindDef = {
  label: '机构入驻申请',
  async list(db, f, paging) {
    const where: SQL[] = [isNotNull(merchants.appliedAt), isNotNull(merchants.ownerAccountId)];
    if (f.status) where.push(eq(merchants.status, CODE_OF[f.status]));
    if (f.keyword) {
      const p = likePattern(f.keyword);
      where.push(
        or(ilike(merchants.orgName, p), ilike(accounts.mobile, p), ilike(merchants.businessLicense, p))!,
      );
    }
    const { list: rows, total } = await paged(
      db
        .select({ m: merchants, mobile: accounts.mobile })
        .from(merchants)
        .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
        .where(and(...where))
        .orderBy(desc(merchants.appliedAt), desc(merchants.id)),
      db
        .select({ n: count() })
        .from(merchants)
        .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
        .where(and(...where)),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id, secret) {
    const [row] = await db
      .select({ m: merchants, mobile: accounts.mobile })
      .from(merchants)
      .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
      .where(and(eq(merchants.id, id), isNotNull(merchants.appliedAt)))
      .limit(1);
    if (!row) return undefined;
    const { m } = row;
    const quals = await db
      .select()
      .from(merchantQualifications)
      .where(eq(merchantQualifications.merchantId, id))
      .orderBy(asc(merchantQualifications.id));
    return {
      ...toItem(row),
      accountId: m.ownerAccountId!,
      link: '/merchant',
      fields: [
        { label: '机构名称', value: m.orgName },
        { label: '机构类型', value: merchantKindName(m.kind) ?? m.kind },
        { label: '统一社会信用代码', value: m.businessLicense },
        { label: '联系电话', value: m.contactPhone },
        { label: '所在地区', value: [m.province, m.city, m.address].filter(Boolean).join(' ') || '未填写' },
        { label: '成立日期', value: m.established || '未填写' },
        ...(quals.length
          ? quals.map((q) => ({
              label: `${q.kind} 证书`,
              value: `${q.certNo}，有效期至 ${q.expiresOn}，范围：${q.scope || '未填写'}（查看扫描件）`,
              url: attachmentUrl(secret, q.fileId, LINK_S),
            }))
          : [{ label: '资质证书', value: '尚未上传（上传前不能通过）' }]),
      ],
    };
  },
  async decide(tx, id, d) {
    // reviewMerchant's own check throws an operator's error; the console says it in Chinese first
    if (d.approve) {
      const [q] = await tx
        .select({ id: merchantQualifications.id })
        .from(merchantQualifications)
        .where(eq(merchantQualifications.merchantId, id))
        .limit(1);
      if (!q) refuse(MERCHANT_REVIEW_MSG.noQualification);
    }
    await reviewMerchant(tx, id, d);
  },
};
