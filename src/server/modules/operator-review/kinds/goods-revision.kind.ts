import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ReviewItem, ReviewState } from '../../../../core/api/contract/models-operator';
import { GOODS_STATUS_CODE } from '../../../../core/rules/goods-states';
import { REVIEW_STATE_LABELS } from '../../../../core/rules/reviews';
import type { DbOrTx } from '../../../db';
import { accounts, goods, goodsRevisions, merchants } from '../../../db/schema';
import { paged } from '../../../lib/list-query';
import { liveSnapshot, REVISION_STATUS } from '../../merchant-goods/goods-revision';
import { decideRevision } from '../../merchant-goods/goods-revision-decide';
import { iso, type ReviewKindDef } from '../review-kind';
import { serviceKeyword } from './goods.kind';
import { revisionChanges } from './goods-revision-diff';

const STATE_OF: Record<number, ReviewState> = {
  [REVISION_STATUS.pending]: 'pending',
  [REVISION_STATUS.approved]: 'approved',
  [REVISION_STATUS.rejected]: 'rejected',
  [REVISION_STATUS.withdrawn]: 'rejected',
};
/** A withdrawn revision is history, not a decision: it is in no queue. */
const CODES_OF: Record<ReviewState, number[]> = {
  pending: [REVISION_STATUS.pending],
  approved: [REVISION_STATUS.approved],
  rejected: [REVISION_STATUS.rejected],
};

type Row = {
  r: typeof goodsRevisions.$inferSelect;
  g: typeof goods.$inferSelect;
  orgName: string;
  mobile: string;
  owner: number | null;
};

const toItem = ({ r, g, orgName, mobile }: Row): ReviewItem => {
  const status = STATE_OF[r.status] ?? 'rejected';
  return {
    kind: 'goods_revision',
    id: r.id,
    title: `${g.name}（${orgName}）`,
    applicant: mobile,
    status,
    status_name: r.status === REVISION_STATUS.withdrawn ? '已撤回' : REVIEW_STATE_LABELS[status],
    reason: r.rejectReason,
    applied_at: iso(r.submittedAt),
    reviewed_at: iso(r.decidedAt),
  };
};

/** Joins the revision's service, lab and the lab owner's account: what the queue shows, counts and searches by. */
const withGoods = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(goods, eq(goods.id, goodsRevisions.goodsId))
    .innerJoin(merchants, eq(merchants.id, goodsRevisions.merchantId))
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId));
const fields = {
  r: goodsRevisions,
  g: goods,
  orgName: merchants.orgName,
  mobile: accounts.mobile,
  owner: merchants.ownerAccountId,
};
const base = (db: DbOrTx) => withGoods(db.select(fields).from(goodsRevisions).$dynamic());

/**
 * Substantive edits of listed services (服务修改): the id is the revision's. The detail shows each
 * changed field old → new; while pending, "old" is the live version buyers see now.
 */
export const goodsRevisionKind: ReviewKindDef = {
  label: '服务修改申请',
  rejectNote: '线上继续展示审核通过的原版本；您可修改后重新提交。',
  async list(db, f, paging) {
    const where = and(
      inArray(goodsRevisions.status, f.status ? CODES_OF[f.status] : Object.values(CODES_OF).flat()),
      f.keyword ? serviceKeyword(f.keyword) : undefined,
    );
    const { list: rows, total } = await paged(
      base(db).where(where).orderBy(desc(goodsRevisions.submittedAt), desc(goodsRevisions.id)),
      withGoods(db.select({ n: count() }).from(goodsRevisions).$dynamic()).where(where),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id) {
    const [row] = await base(db).where(eq(goodsRevisions.id, id)).limit(1);
    if (!row) return undefined;
    const { r, g } = row;
    const pending = r.status === REVISION_STATUS.pending;
    const before = pending ? await liveSnapshot(db, g) : r.before;
    const changes = await revisionChanges(db, before, r.proposal);
    return {
      ...toItem(row),
      accountId: row.owner!,
      link: '/merchant/goods',
      fields: [
        { label: '所属机构', value: row.orgName },
        { label: '修改项', value: `${changes.length} 项` },
        ...(g.status === GOODS_STATUS_CODE.on_sale
          ? [{ label: '商品页', value: '查看前台页面（当前版本）', url: `/goods/detail?id=${g.id}` }]
          : []),
      ],
      changes,
    };
  },
  decide: (tx, id, d) => decideRevision(tx, id, d),
};
