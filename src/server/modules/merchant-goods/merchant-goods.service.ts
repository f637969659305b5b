import { and, count, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { GoodsRevisionInfo, OwnGoods, OwnGoodsDetail } from '../../../core/api/contract/models';
import {
  GOODS_STATE_LABELS,
  GOODS_STATUS_CODE,
  type GoodsAction,
  type GoodsState,
  goodsStateOf,
  nextGoodsState,
} from '../../../core/rules/goods-states';
import { SERVICE_TYPE_NAMES } from '../../../core/rules/service-types';
import type { DbOrTx } from '../../db';
import type { GoodsSnapshot } from '../../db/schema';
import { attachments, categories, goods, goodsOptions, orderItems } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { sanitizeRichText } from '../../lib/sanitize';
import { optionsByKind, toOption } from '../goods/goods.service';
import { minPriceFen, OPTION_KIND } from '../goods/pricing';
import { publicFileUrl, publishImage } from '../merchant-center/merchant-center.service';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { assertSampleAddress, resolveSampleAddress } from '../merchant-center/sample-address';
import { reindexGoods } from '../search/index/maintain';
import {
  changedKeys,
  isCosmetic,
  liveSnapshot,
  pendingRevision,
  proposeRevision,
  REVISION_MSG,
  revisionInfos,
  voidPendingRevision,
  withdrawRevision,
} from './goods-revision';
import { type GoodsFields, pricingProblem } from './merchant-goods-fields';

export const GOODS_MISSING = '服务不存在';
/** States in which a service is listed or on its way there: it needs somewhere for samples to go. */
const LISTING: readonly number[] = [GOODS_STATUS_CODE.pending, GOODS_STATUS_CODE.on_sale];
type GoodsRow = typeof goods.$inferSelect;

export function toOwnGoods(g: GoodsRow, revision: GoodsRevisionInfo | null = null): OwnGoods {
  const state = goodsStateOf(g.status);
  return {
    id: g.id,
    name: g.name,
    cover: g.cover,
    servics_id: g.servicsId,
    servics_name: SERVICE_TYPE_NAMES[g.servicsId] ?? '',
    state,
    state_label: GOODS_STATE_LABELS[state],
    reject_reason: g.rejectReason,
    min_price: fenToYuan(g.minPriceFen).toFixed(2),
    sales: g.sales,
    updated_at: g.updatedAt.toISOString(),
    revision,
  };
}

export async function listOwnGoods(
  db: DbOrTx,
  me: AuthUser,
  f: { state: GoodsState | null; keyword: string },
  p: Paging,
) {
  const m = await ownMerchant(db, me);
  const where: (SQL | undefined)[] = [eq(goods.merchantId, m.id)];
  if (f.state) where.push(eq(goods.status, GOODS_STATUS_CODE[f.state]));
  if (f.keyword)
    where.push(
      or(ilike(goods.name, likePattern(f.keyword)), ilike(goods.searchText, likePattern(f.keyword))),
    );
  const { list: rows, total } = await paged(
    db
      .select()
      .from(goods)
      .where(and(...where))
      .orderBy(desc(goods.updatedAt), desc(goods.id)),
    db
      .select({ n: count() })
      .from(goods)
      .where(and(...where)),
    p,
  );
  const revisions = await revisionInfos(
    db,
    rows.map((g) => g.id),
  );
  return { list: rows.map((g) => toOwnGoods(g, revisions.get(g.id) ?? null)), total };
}

/** The lab's own service, any state; another lab's is indistinguishable from a missing one. */
export async function ownGoods(db: DbOrTx, me: AuthUser, id: number): Promise<GoodsRow> {
  const m = await ownMerchant(db, me);
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.merchantId, m.id)))
    .limit(1);
  return row ?? refuse(GOODS_MISSING);
}

async function toDetail(db: DbOrTx, g: GoodsRow): Promise<OwnGoodsDetail> {
  const revision = (await revisionInfos(db, [g.id])).get(g.id) ?? null;
  if (revision?.state === 'pending') {
    // the lab goes on editing what it proposed; buyers still see the live row
    const pending = await pendingRevision(db, g.id);
    if (pending) return proposalDetail(g, revision, pending.proposal);
  }
  const options = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, g.id));
  const byKind = optionsByKind(options);
  return {
    ...toOwnGoods(g, revision),
    category_id: g.categoryId,
    pictures: g.pictures,
    summary: g.summary,
    content: sanitizeRichText(g.content),
    standards: g.standards,
    turnaround_days: g.turnaroundDays,
    sample_requirement: g.sampleRequirement,
    serviceContent: byKind.serviceContent.map(toOption),
    trainingForm: byKind.trainingForm.map(toOption),
    approvalLogo: byKind.approvalLogo.map(toOption),
    sales_promotion: g.salesPromotion ?? null,
    sample_address: g.sampleAddress ?? null,
  };
}

/** A pending proposal as the edit page reads it: new options carry id 0 (still new when sent back). */
function proposalDetail(g: GoodsRow, revision: GoodsRevisionInfo, p: GoodsSnapshot): OwnGoodsDetail {
  const opts = (list: GoodsSnapshot['options']['serviceContent']) =>
    list.map((o) => ({ id: o.id ?? 0, name: o.name, price: fenToYuan(o.priceFen) }));
  return {
    ...toOwnGoods(g, revision),
    name: p.name,
    cover: p.cover,
    servics_id: p.servicsId,
    servics_name: SERVICE_TYPE_NAMES[p.servicsId] ?? '',
    min_price: fenToYuan(p.minPriceFen).toFixed(2),
    category_id: p.categoryId,
    pictures: p.pictures,
    summary: p.summary,
    content: sanitizeRichText(p.content),
    standards: p.standards,
    turnaround_days: p.turnaroundDays,
    sample_requirement: p.sampleRequirement,
    serviceContent: opts(p.options.serviceContent),
    trainingForm: opts(p.options.trainingForm),
    approvalLogo: opts(p.options.approvalLogo),
    sales_promotion: p.salesPromotion ?? null,
    sample_address: g.sampleAddress ?? null,
  };
}

export const ownGoodsDetail = async (db: DbOrTx, me: AuthUser, id: number) =>
  toDetail(db, await ownGoods(db, me, id));

/**
 * An image the lab keeps (by URL): one of its own public uploads, or a picture one of its own
 * services already shows (a copy keeps the original's). Anything else is refused: a lab cannot
 * point its listing at another lab's file.
 */
async function keptImage(db: DbOrTx, me: AuthUser, merchantId: number, url: string): Promise<string> {
  const m = /^\/files\/public\/(\d{1,10})$/.exec(url);
  if (m) {
    const [row] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          eq(attachments.id, Number(m[1])),
          eq(attachments.ownerId, me.userId),
          eq(attachments.isPublic, true),
        ),
      );
    if (row) return publicFileUrl(row.id);
  }
  const own = await db
    .select({ cover: goods.cover, pictures: goods.pictures })
    .from(goods)
    .where(eq(goods.merchantId, merchantId));
  if (own.some((g) => g.cover === url || g.pictures.includes(url))) return url;
  return refuse('无效的服务图片，请重新上传');
}

async function resolveImages(db: DbOrTx, me: AuthUser, merchantId: number, f: GoodsFields) {
  const pictures: string[] = [];
  for (const url of f.pictures) pictures.push(await keptImage(db, me, merchantId, url));
  for (const id of f.picture_ids) pictures.push(await publishImage(db, me, id, '服务图片'));
  const unique = [...new Set(pictures)];
  if (unique.length > 8) refuse('服务图片最多 8 张');
  let cover = '';
  if (f.cover_id) cover = await publishImage(db, me, f.cover_id, '封面图');
  else if (f.cover) cover = await keptImage(db, me, merchantId, f.cover);
  return { cover: cover || unique[0] || '', pictures: unique };
}

/** The category must exist and belong to the service's type: '' when it does (one rule for edit and import). */
export function categoryProblemIn(
  found: { servicsId: number } | undefined,
  f: Pick<GoodsFields, 'category_id' | 'servics_id'>,
): string {
  if (!f.category_id) return '';
  if (!found) return '无效的服务分类';
  return found.servicsId !== f.servics_id ? '服务分类与服务类型不符' : '';
}

export async function categoryProblem(
  db: DbOrTx,
  f: Pick<GoodsFields, 'category_id' | 'servics_id'>,
): Promise<string> {
  if (!f.category_id) return '';
  const [c] = await db
    .select({ servicsId: categories.servicsId })
    .from(categories)
    .where(eq(categories.id, f.category_id));
  return categoryProblemIn(c, f);
}

async function checkCategory(db: DbOrTx, f: GoodsFields): Promise<void> {
  const problem = await categoryProblem(db, f);
  if (problem) refuse(problem);
}

const searchTextOf = (f: GoodsFields) =>
  [f.name, ...f.standards, f.summary, ...f.serviceContent.map((o) => o.name)].join(' ').toLowerCase();

/** Options of one kind: those with an id of this goods are updated in place (carts keep them). */
export async function saveOptions(
  db: DbOrTx,
  goodsId: number,
  kind: number,
  list: readonly { id: number | null; name: string; priceFen: number }[],
) {
  const existing = await db
    .select({ id: goodsOptions.id })
    .from(goodsOptions)
    .where(and(eq(goodsOptions.goodsId, goodsId), eq(goodsOptions.kind, kind)));
  const ids = new Set(existing.map((o) => o.id));
  const kept: number[] = [];
  for (const [sort, o] of list.entries()) {
    if (o.id && ids.has(o.id)) {
      await db
        .update(goodsOptions)
        .set({ name: o.name, priceFen: o.priceFen, sort })
        .where(eq(goodsOptions.id, o.id));
      kept.push(o.id);
    } else {
      const [row] = await db
        .insert(goodsOptions)
        .values({ goodsId, kind, name: o.name, priceFen: o.priceFen, sort })
        .returning({ id: goodsOptions.id });
      kept.push(row!.id);
    }
  }
  await db
    .delete(goodsOptions)
    .where(
      and(
        eq(goodsOptions.goodsId, goodsId),
        eq(goodsOptions.kind, kind),
        kept.length ? notInArray(goodsOptions.id, kept) : undefined,
      ),
    );
}

/** The goods row's columns from checked fields: the one place prices (min price) and search text are derived. */
export function goodsRowValues(f: GoodsFields, images: { cover: string; pictures: string[] }) {
  const options = [
    ...f.serviceContent.map((o) => ({
      kind: OPTION_KIND.serviceContent,
      name: o.name,
      priceFen: o.priceFen,
    })),
    ...f.trainingForm.map((o) => ({ kind: OPTION_KIND.trainingForm, name: o.name, priceFen: o.priceFen })),
  ];
  return {
    name: f.name,
    servicsId: f.servics_id,
    categoryId: f.category_id,
    cover: images.cover,
    pictures: images.pictures,
    summary: f.summary,
    content: sanitizeRichText(f.content),
    standards: f.standards,
    turnaroundDays: f.turnaround_days,
    sampleRequirement: f.sample_requirement,
    salesPromotion: f.sales_promotion,
    minPriceFen: minPriceFen(f.servics_id, f.sales_promotion, options),
    searchText: searchTextOf(f),
    updatedAt: new Date(),
  };
}

/** A new service's three option groups as rows (no ids to keep yet). */
export const optionRows = (goodsId: number, f: GoodsFields) =>
  [
    ...f.serviceContent.map((o, sort) => ({ kind: OPTION_KIND.serviceContent, o, sort })),
    ...f.trainingForm.map((o, sort) => ({ kind: OPTION_KIND.trainingForm, o, sort })),
    ...f.approvalLogo.map((o, sort) => ({ kind: OPTION_KIND.approvalLogo, o, sort })),
  ].map(({ kind, o, sort }) => ({ goodsId, kind, name: o.name, priceFen: o.priceFen, sort }));

/** A proposal in the snapshot shape, from checked fields (the same derivation a direct save uses). */
function proposalOf(f: GoodsFields, images: { cover: string; pictures: string[] }): GoodsSnapshot {
  const { updatedAt: _, ...v } = goodsRowValues(f, images);
  const opts = (list: GoodsFields['serviceContent']) =>
    list.map((o) => ({ id: o.id, name: o.name, priceFen: o.priceFen }));
  return {
    ...v,
    salesPromotion: v.salesPromotion ?? null,
    options: {
      serviceContent: opts(f.serviceContent),
      trainingForm: opts(f.trainingForm),
      approvalLogo: opts(f.approvalLogo),
    },
  };
}

/**
 * An edit of a listed service (goods-revision.ts has the rule): pictures go live at once; any
 * substantive change waits whole as the service's pending revision, the live row untouched.
 * An edit back to the live version (pictures aside) withdraws the pending revision.
 */
async function editListed(
  tx: DbOrTx,
  before: GoodsRow,
  f: GoodsFields,
  images: { cover: string; pictures: string[] },
): Promise<'live' | 'revision'> {
  const live = await liveSnapshot(tx, before);
  const proposal = proposalOf(f, images);
  const changes = changedKeys(live, proposal);
  if (changes.some(isCosmetic)) {
    await tx
      .update(goods)
      .set({ cover: images.cover, pictures: images.pictures, updatedAt: new Date() })
      .where(eq(goods.id, before.id));
  }
  if (!changes.some((k) => !isCosmetic(k))) {
    await voidPendingRevision(tx, before.id);
    return 'live';
  }
  await proposeRevision(tx, before, { ...live, cover: images.cover, pictures: images.pictures }, proposal);
  return 'revision';
}

/**
 * merchant_goods/add and edit: the same fields; prices go through the one pricing rule (min
 * price for lists). A listed service's substantive edit waits for review (editListed); any other
 * state is not public, so its edit applies at once.
 */
export async function saveGoods(
  db: DbOrTx,
  me: AuthUser,
  f: GoodsFields,
  id: number | null,
  submit = false,
): Promise<OwnGoodsDetail> {
  const problem = pricingProblem(f);
  if (problem) refuse(problem);
  await checkCategory(db, f);
  const m = await ownMerchant(db, me);
  const before = id ? await ownGoods(db, me, id) : null;
  if (before && !nextGoodsState(goodsStateOf(before.status), 'edit'))
    refuse(`${GOODS_STATE_LABELS[goodsStateOf(before.status)]}的服务不能修改`);
  // where samples go is the lab's working detail, not the listing: it applies at once, unreviewed
  const sampleAddress = f.sample_address ? await resolveSampleAddress(db, f.sample_address) : null;
  const listed = submit || (before !== null && LISTING.includes(before.status));
  if (listed) assertSampleAddress(m, { servicsId: f.servics_id, sampleAddress });
  return db.transaction(async (tx) => {
    const images = await resolveImages(tx, me, m.id, f);
    if (before && before.status === GOODS_STATUS_CODE.on_sale) {
      const outcome = await editListed(tx, before, f, images);
      await tx.update(goods).set({ sampleAddress }).where(eq(goods.id, before.id));
      const [now] = await tx.select().from(goods).where(eq(goods.id, before.id));
      if (outcome === 'live') await reindexGoods(tx, [before.id]);
      return toDetail(tx, now!);
    }
    const values = { ...goodsRowValues(f, images), sampleAddress };
    // edited under review, a service is resubmitted as it now reads (the queue reads the row);
    // its state is checked again as it is written: an approval meanwhile must not go unreviewed
    const resubmit = before?.status === GOODS_STATUS_CODE.pending ? { submittedAt: new Date() } : {};
    const [row] = before
      ? await tx
          .update(goods)
          .set({ ...values, ...resubmit })
          .where(and(eq(goods.id, before.id), eq(goods.status, before.status)))
          .returning()
      : await tx
          .insert(goods)
          .values({
            ...values,
            merchantId: m.id,
            status: submit ? GOODS_STATUS_CODE.pending : GOODS_STATUS_CODE.draft,
            submittedAt: submit ? new Date() : null,
          })
          .returning();
    if (!row) return refuse(STATE_CHANGED);
    await saveOptions(tx, row.id, OPTION_KIND.serviceContent, f.serviceContent);
    await saveOptions(tx, row!.id, OPTION_KIND.trainingForm, f.trainingForm);
    await saveOptions(tx, row!.id, OPTION_KIND.approvalLogo, f.approvalLogo);
    await reindexGoods(tx, [row!.id]);
    return toDetail(tx, row!);
  });
}

const ACTION_DONE: Record<'submit' | 'shelf' | 'offShelf', string> = {
  submit: '已提交审核',
  shelf: '已重新提交上架审核',
  offShelf: '服务已下架',
};
export const actionMessage = (a: keyof typeof ACTION_DONE) => ACTION_DONE[a];

/** submit, shelf (back through review) and offShelf: moves by the state table only. */
export async function moveGoods(
  db: DbOrTx,
  me: AuthUser,
  id: number,
  action: Extract<GoodsAction, 'submit' | 'shelf' | 'offShelf'>,
): Promise<OwnGoods> {
  const g = await ownGoods(db, me, id);
  const from = goodsStateOf(g.status);
  const next = nextGoodsState(from, action);
  if (!next)
    return refuse(`${GOODS_STATE_LABELS[from]}的服务不能${action === 'offShelf' ? '下架' : '提交审核'}`);
  const toReview = next === 'pending';
  if (toReview) assertSampleAddress(await ownMerchant(db, me), g);
  const [row] = await db
    .update(goods)
    .set({
      status: GOODS_STATUS_CODE[next],
      updatedAt: new Date(),
      ...(toReview ? { submittedAt: new Date(), rejectReason: '' } : {}),
    })
    .where(and(eq(goods.id, g.id), eq(goods.status, g.status)))
    .returning();
  if (!row) return refuse('服务状态已变化，请刷新后重试');
  // off the shelf, a pending edit of the listed version is void: the lab edits freely now
  if (action === 'offShelf') await voidPendingRevision(db, g.id);
  await reindexGoods(db, [g.id]);
  return toOwnGoods(row);
}

const STATE_CHANGED = '服务状态已变化，请刷新后重试';

/**
 * merchant_goods/withdraw (撤回审核): a service waiting for review goes back to a draft and out
 * of the review queue (no submission any more), to be edited and submitted again.
 */
export async function withdrawGoods(db: DbOrTx, me: AuthUser, id: number): Promise<OwnGoods> {
  const g = await ownGoods(db, me, id);
  const from = goodsStateOf(g.status);
  const next = nextGoodsState(from, 'withdraw');
  if (!next) return refuse(`${GOODS_STATE_LABELS[from]}的服务不能撤回审核`);
  const [row] = await db
    .update(goods)
    .set({ status: GOODS_STATUS_CODE[next], submittedAt: null, updatedAt: new Date() })
    .where(and(eq(goods.id, g.id), eq(goods.status, g.status)))
    .returning();
  if (!row) return refuse(STATE_CHANGED);
  await reindexGoods(db, [g.id]);
  return toOwnGoods(row);
}

/** Only a draft is deleted (a service that was listed may be in orders: take it off instead). */
export async function deleteGoods(db: DbOrTx, me: AuthUser, id: number): Promise<void> {
  const g = await ownGoods(db, me, id);
  if (!nextGoodsState(goodsStateOf(g.status), 'delete')) refuse('只能删除草稿，已提交过的服务请下架');
  // a draft withdrawn from review may have been listed before: its orders and ratings keep it
  const [sold] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.goodsId, g.id))
    .limit(1);
  if (sold) refuse('该服务已有订单，不能删除');
  const gone = await db
    .delete(goods)
    .where(and(eq(goods.id, g.id), inArray(goods.status, [GOODS_STATUS_CODE.draft])))
    .returning({ id: goods.id });
  if (!gone.length) refuse('服务状态已变化，请刷新后重试');
  await reindexGoods(db, [g.id]);
}

/** merchant_goods/withdrawRevision: the lab drops its pending edit; the live version stays. */
export async function withdrawOwnRevision(db: DbOrTx, me: AuthUser, id: number): Promise<OwnGoods> {
  const g = await ownGoods(db, me, id);
  await withdrawRevision(db, g.id);
  return toOwnGoods(g, (await revisionInfos(db, [g.id])).get(g.id) ?? null);
}

export { REVISION_MSG };
