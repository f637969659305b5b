import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type {
  ReviewItem,
  ReviewOptionGroup,
  ReviewState,
} from '../../../../core/api/contract/models-operator';
import {
  GOODS_STATE_LABELS,
  GOODS_STATUS_CODE,
  goodsStateOf,
  MERCHANT_STATUS_CODE,
} from '../../../../core/rules/goods-states';
import { REVIEW_STATE_LABELS } from '../../../../core/rules/reviews';
import { SERVICE_TYPE_NAMES } from '../../../../core/rules/service-types';
import { OPTION_KIND } from '../../../../core/rules/starting-price';
import type { DbOrTx } from '../../../db';
import { accounts, goods, goodsOptions, merchants } from '../../../db/schema';
import { refuse } from '../../../lib/envelope';
import { likePattern, paged } from '../../../lib/list-query';
import { fenToYuan } from '../../../lib/money';
import { sanitizeRichText } from '../../../lib/sanitize';
import { coverUrl } from '../../goods/goods-cover';
import { reviewGoods } from '../../merchant-center/merchant-review';
import { iso, type ReviewKindDef } from '../review-kind';

export const GOODS_REVIEW_MSG = {
  labNotOpen: '该服务所属机构尚未入驻，请先审核机构入驻申请',
} as const;

/**
 * goods.status → the console's review state. A listed service (已上架) was approved; one the lab
 * took down later (已下架) still shows as approved, its own state in the name.
 */
const STATE_OF: Record<number, ReviewState> = {
  [GOODS_STATUS_CODE.pending]: 'pending',
  [GOODS_STATUS_CODE.on_sale]: 'approved',
  [GOODS_STATUS_CODE.off_shelf]: 'approved',
  [GOODS_STATUS_CODE.rejected]: 'rejected',
};
const CODES_OF: Record<ReviewState, number[]> = {
  pending: [GOODS_STATUS_CODE.pending],
  approved: [GOODS_STATUS_CODE.on_sale, GOODS_STATUS_CODE.off_shelf],
  rejected: [GOODS_STATUS_CODE.rejected],
};
type Row = { g: typeof goods.$inferSelect; orgName: string; mobile: string };

/** The option groups as the detail page names them, in its order; a group without options is left out. */
const GROUPS: readonly (readonly [number, string])[] = [
  [OPTION_KIND.serviceContent, '服务内容'],
  [OPTION_KIND.trainingForm, '培训形式'],
  [OPTION_KIND.approvalLogo, '认可标识'],
];
const optionGroups = (options: (typeof goodsOptions.$inferSelect)[]): ReviewOptionGroup[] =>
  GROUPS.map(([kind, name]) => ({
    name,
    options: options
      .filter((o) => o.kind === kind)
      .map((o) => ({ name: o.name, price: fenToYuan(o.priceFen).toFixed(2) })),
  })).filter((grp) => grp.options.length > 0);

const toItem = ({ g, orgName, mobile }: Row): ReviewItem => {
  const status = STATE_OF[g.status] ?? 'approved';
  const own = goodsStateOf(g.status);
  return {
    kind: 'goods',
    id: g.id,
    title: `${g.name}（${orgName}）`,
    applicant: mobile,
    status,
    status_name: own === 'off_shelf' ? GOODS_STATE_LABELS.off_shelf : REVIEW_STATE_LABELS[status],
    reason: g.rejectReason,
    applied_at: iso(g.submittedAt),
    reviewed_at: status === 'pending' ? '' : iso(g.updatedAt),
  };
};

/** The service's name, its lab's name or the lab owner's mobile contains the keyword (both queues of services). */
export function serviceKeyword(keyword: string) {
  const p = likePattern(keyword);
  return or(ilike(goods.name, p), ilike(merchants.orgName, p), ilike(accounts.mobile, p));
}

/** Joins the service's lab and the lab owner's account: what the queue shows, counts and searches by. */
const withLab = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(merchants, eq(merchants.id, goods.merchantId))
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId));
const base = (db: DbOrTx) =>
  withLab(
    db.select({ g: goods, orgName: merchants.orgName, mobile: accounts.mobile }).from(goods).$dynamic(),
  );

/**
 * Services a lab submitted for listing (the merchant centre); the id is the service's. Only
 * services ever submitted are in the queue (the seed's catalogue never was).
 */
export const goodsKind: ReviewKindDef = {
  label: '服务上架申请',
  async list(db, f, paging) {
    const where = and(
      isNotNull(goods.submittedAt),
      inArray(goods.status, f.status ? CODES_OF[f.status] : Object.values(CODES_OF).flat()),
      f.keyword ? serviceKeyword(f.keyword) : undefined,
    );
    const { list: rows, total } = await paged(
      base(db).where(where).orderBy(desc(goods.submittedAt), desc(goods.id)),
      withLab(db.select({ n: count() }).from(goods).$dynamic()).where(where),
      paging,
    );
    return { list: rows.map(toItem), total };
  },
  async info(db, id) {
    const [row] = await base(db)
      .where(and(eq(goods.id, id), isNotNull(goods.submittedAt)))
      .limit(1);
    if (!row) return undefined;
    const { g } = row;
    const options = await db
      .select()
      .from(goodsOptions)
      .where(eq(goodsOptions.goodsId, id))
      .orderBy(asc(goodsOptions.sort), asc(goodsOptions.id));
    return {
      ...toItem(row),
      accountId: (
        await db
          .select({ id: merchants.ownerAccountId })
          .from(merchants)
          .where(eq(merchants.id, g.merchantId))
      )[0]!.id!,
      link: '/merchant/goods',
      fields: [
        { label: '服务名称', value: g.name },
        { label: '所属机构', value: row.orgName },
        { label: '服务类型', value: SERVICE_TYPE_NAMES[g.servicsId] ?? String(g.servicsId) },
        { label: '执行标准', value: g.standards.join('；') || '未填写' },
        { label: '检测周期', value: g.turnaroundDays ? `${g.turnaroundDays} 个工作日` : '未填写' },
        { label: '样品要求', value: g.sampleRequirement || '未填写' },
        { label: '服务简介', value: g.summary || '未填写' },
        ...(g.status === GOODS_STATUS_CODE.on_sale
          ? [{ label: '商品页', value: '查看前台页面', url: `/goods/detail?id=${g.id}` }]
          : []),
      ],
      goods: {
        cover: coverUrl(g.id, g.cover),
        pictures: g.pictures,
        groups: optionGroups(options),
        content: sanitizeRichText(g.content),
      },
    };
  },
  async decide(tx, id, d) {
    if (d.approve) {
      const [m] = await tx
        .select({ status: merchants.status })
        .from(goods)
        .innerJoin(merchants, eq(merchants.id, goods.merchantId))
        .where(eq(goods.id, id));
      if (m && m.status !== MERCHANT_STATUS_CODE.open) refuse(GOODS_REVIEW_MSG.labNotOpen);
    }
    await reviewGoods(tx, id, d);
  },
};
