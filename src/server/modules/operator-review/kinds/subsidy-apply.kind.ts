import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ReviewItem, ReviewState } from '../../../../core/api/contract/models-operator';
import { REVIEW_STATE_LABELS } from '../../../../core/rules/reviews';
import { accounts, orders, subsidies, subsidyApplications } from '../../../db/schema';
import { likePattern, paged } from '../../../lib/list-query';
import { fenToYuan } from '../../../lib/money';
import { attachmentUrl } from '../../attachment/attachment.service';
import { documentsOf } from '../../subsidy/subsidy.service';
import { reviewApplication } from '../../subsidy-apply/subsidy-apply.service';
import { iso, type ReviewKindDef } from '../review-kind';

const LINK_S = 3600;
const a = subsidyApplications;
type Row = { app: typeof a.$inferSelect; account: string; title: string };

const toItem = ({ app, account, title }: Row): ReviewItem => ({
  kind: 'subsidy_apply',
  id: app.id,
  title: `${app.companyName} · ${title}`,
  applicant: account,
  status: app.status as ReviewState,
  status_name: REVIEW_STATE_LABELS[app.status as ReviewState] ?? app.status,
  reason: app.reason,
  applied_at: iso(app.appliedAt),
  reviewed_at: iso(app.reviewedAt),
});

const base = { app: a, account: accounts.mobile, title: subsidies.title };

/** Joins the application's applicant and programme: what the queue shows, counts and searches by. */
const withApplicant = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(accounts, eq(accounts.id, a.userId)).innerJoin(subsidies, eq(subsidies.id, a.subsidyId));

/** Buyers' subsidy applications (/home/subsidy); the id is the application's. */
export const subsidyApplyKind: ReviewKindDef = {
  label: '补贴申请',
  async list(db, f, paging) {
    const where: SQL[] = [];
    if (f.status) where.push(eq(a.status, f.status));
    if (f.keyword) {
      const p = likePattern(f.keyword);
      where.push(or(ilike(a.companyName, p), ilike(accounts.mobile, p), ilike(subsidies.title, p))!);
    }
    const cond = where.length ? and(...where) : undefined;
    const { list: rows, total } = await paged(
      withApplicant(db.select(base).from(a).$dynamic()).where(cond).orderBy(desc(a.appliedAt), desc(a.id)),
      withApplicant(db.select({ n: count() }).from(a).$dynamic()).where(cond),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id, secret) {
    const [row] = await withApplicant(
      db
        .select({ ...base, programme: subsidies, order: orders })
        .from(a)
        .$dynamic(),
    )
      .innerJoin(orders, eq(orders.id, a.orderId))
      .where(eq(a.id, id))
      .limit(1);
    if (!row) return undefined;
    const { app, programme, order } = row;
    const names = documentsOf(programme);
    return {
      ...toItem(row),
      accountId: app.userId,
      link: '/home/subsidy',
      fields: [
        { label: '补贴项目', value: programme.title },
        { label: '订单号', value: order.orderNo },
        { label: '订单金额', value: `¥${fenToYuan(order.payAmountFen)}` },
        { label: '申请单位', value: app.companyName },
        { label: '联系人', value: `${app.contact} ${app.mobile}` },
        { label: '备注', value: app.remark },
        ...app.attachmentIds.map((fid, i) => ({
          label: names[i] ?? `材料${i + 1}`,
          value: '查看文件',
          url: attachmentUrl(secret, fid, LINK_S),
        })),
      ],
    };
  },
  decide: (tx, id, d) => reviewApplication(tx, id, d.approve ? 'approve' : 'reject', d.reason),
};
