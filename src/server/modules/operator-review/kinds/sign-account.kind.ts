import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ReviewItem, ReviewState } from '../../../../core/api/contract/models-operator';
import { REVIEW_STATE_LABELS } from '../../../../core/rules/reviews';
import { accounts, electronicContractAccounts } from '../../../db/schema';
import { likePattern, paged } from '../../../lib/list-query';
import { reviewSignAccount } from '../../contract/sign-account.service';
import { iso, type ReviewKindDef } from '../review-kind';

const e = electronicContractAccounts;
type Row = { a: typeof e.$inferSelect; mobile: string; type: number };

/** The account's 审核中 is the queue's 待审核; 已开通 and 未通过 are 已通过 and 已驳回. */
const STATE_OF: Record<string, ReviewState> = {
  reviewing: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};
const STATUS_OF: Record<ReviewState, string> = {
  pending: 'reviewing',
  approved: 'approved',
  rejected: 'rejected',
};
const TYPE_NAMES: Record<number, string> = { 1: '买家', 2: '机构' };

const toItem = ({ a, mobile, type }: Row): ReviewItem => {
  const status = STATE_OF[a.status] ?? 'pending';
  return {
    kind: 'sign_account',
    id: a.userId,
    title: `${a.orgName}（${TYPE_NAMES[type] ?? '用户'}）`,
    applicant: mobile,
    status,
    status_name: REVIEW_STATE_LABELS[status],
    reason: a.reason,
    applied_at: iso(a.appliedAt),
    reviewed_at: iso(a.reviewedAt ?? a.approvedAt),
  };
};

const cols = { a: e, mobile: accounts.mobile, type: accounts.type };

/**
 * Real-name e-signature accounts (electronic_contract_account/apply) of buyers and labs: a
 * reviewer checks the company against its 统一社会信用代码 and legal person. The id is the
 * applicant's account id.
 */
export const signAccountKind: ReviewKindDef = {
  label: '电子签章开户',
  async list(db, f, paging) {
    const where: SQL[] = [];
    if (f.status) where.push(eq(e.status, STATUS_OF[f.status]));
    if (f.keyword) {
      const p = likePattern(f.keyword);
      where.push(or(ilike(e.orgName, p), ilike(accounts.mobile, p), ilike(e.creditCode, p))!);
    }
    const cond = where.length ? and(...where) : undefined;
    const { list: rows, total } = await paged(
      db
        .select(cols)
        .from(e)
        .innerJoin(accounts, eq(accounts.id, e.userId))
        .where(cond)
        .orderBy(desc(e.appliedAt), desc(sql`${e.userId}`)),
      db.select({ n: count() }).from(e).innerJoin(accounts, eq(accounts.id, e.userId)).where(cond),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id) {
    const [row] = await db
      .select(cols)
      .from(e)
      .innerJoin(accounts, eq(accounts.id, e.userId))
      .where(eq(e.userId, id))
      .limit(1);
    if (!row) return undefined;
    const { a } = row;
    return {
      ...toItem(row),
      accountId: a.userId,
      // the applicant reads the outcome where they applied
      link: row.type === 2 ? '/merchant/esign' : '/home/contract/agreement',
      fields: [
        { label: '企业名称', value: a.orgName },
        { label: '统一社会信用代码', value: a.creditCode },
        { label: '法定代表人', value: a.legalPerson },
        { label: '联系手机', value: a.contactMobile },
        { label: '申请账号', value: `${row.mobile}（${TYPE_NAMES[row.type] ?? '用户'}）` },
      ],
    };
  },
  decide: (tx, id, d) => reviewSignAccount(tx, id, d),
};
