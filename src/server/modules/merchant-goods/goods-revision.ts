/**
 * Editing a listed (已上架) service. THE rule: the fields in COSMETIC_GOODS_FIELDS go live at
 * once; a change to any other field — name, type, category, price and every option (服务内容,
 * 培训形式, 认可标识 with their prices), 课酬/打包价, standards, turnaround, sample requirement,
 * summary, content — becomes a pending revision (待审核的修改). Until a reviewer approves it, the
 * goods and goods_options rows keep the approved version, so goods/info, search, carts and
 * order/create (which all read those rows) keep showing and charging it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { GoodsRevisionInfo } from '../../../core/api/contract/models-merchant';
import type { DbOrTx } from '../../db';
import { type GoodsSnapshot, type goods, goodsOptions, goodsRevisions } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { optionsByKind } from '../goods/goods.service';

/**
 * Pictures only: a photo changes often and states no price or qualification a buyer relies on in
 * words; a misleading one is taken down (下架) like any listing. Everything else is substantive.
 */
export const COSMETIC_GOODS_FIELDS = ['cover', 'pictures'] as const;

export const REVISION_STATUS = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;

export const REVISION_MSG = {
  submitted: '修改已提交审核，审核通过前买家看到的仍是原版本',
  saved: '服务已保存',
  none: '该服务没有待审核的修改',
  withdrawn: '已撤回待审核的修改',
  notListed: '该服务已不在架上，此修改已失效',
  handled: '该申请已处理，请刷新列表',
} as const;

export type SnapshotKey = Exclude<keyof GoodsSnapshot, 'options' | 'minPriceFen' | 'searchText'> | OptionKey;
type OptionKey = 'serviceContent' | 'trainingForm' | 'approvalLogo';
const OPTION_KEYS: readonly OptionKey[] = ['serviceContent', 'trainingForm', 'approvalLogo'];
const PLAIN_KEYS = [
  'name',
  'servicsId',
  'categoryId',
  'cover',
  'pictures',
  'summary',
  'content',
  'standards',
  'turnaroundDays',
  'sampleRequirement',
  'salesPromotion',
] as const satisfies readonly SnapshotKey[];

type GoodsRow = typeof goods.$inferSelect;
type OptionRow = typeof goodsOptions.$inferSelect;

/** The live version of a service as a snapshot (the same shape a proposal has). */
export function snapshotOfRow(g: GoodsRow, options: OptionRow[]): GoodsSnapshot {
  const byKind = optionsByKind(options);
  const opts = (list: OptionRow[]) => list.map((o) => ({ id: o.id, name: o.name, priceFen: o.priceFen }));
  return {
    name: g.name,
    servicsId: g.servicsId,
    categoryId: g.categoryId,
    cover: g.cover,
    pictures: g.pictures,
    summary: g.summary,
    content: g.content,
    standards: g.standards,
    turnaroundDays: g.turnaroundDays,
    sampleRequirement: g.sampleRequirement,
    salesPromotion: g.salesPromotion ?? null,
    minPriceFen: g.minPriceFen,
    searchText: g.searchText,
    options: {
      serviceContent: opts(byKind.serviceContent),
      trainingForm: opts(byKind.trainingForm),
      approvalLogo: opts(byKind.approvalLogo),
    },
  };
}

export async function liveSnapshot(db: DbOrTx, g: GoodsRow): Promise<GoodsSnapshot> {
  const options = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, g.id));
  return snapshotOfRow(g, options);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const optionFacts = (list: GoodsSnapshot['options'][OptionKey]) => list.map((o) => [o.name, o.priceFen]);

/** The fields that differ between two versions (options by name and price, in order). */
export function changedKeys(before: GoodsSnapshot, after: GoodsSnapshot): SnapshotKey[] {
  const out: SnapshotKey[] = PLAIN_KEYS.filter((k) => !same(before[k], after[k]));
  for (const k of OPTION_KEYS)
    if (!same(optionFacts(before.options[k]), optionFacts(after.options[k]))) out.push(k);
  return out;
}

export const isCosmetic = (k: SnapshotKey): boolean =>
  (COSMETIC_GOODS_FIELDS as readonly string[]).includes(k);

/** The service's pending revision, if any. */
export async function pendingRevision(db: DbOrTx, goodsId: number) {
  const [r] = await db
    .select()
    .from(goodsRevisions)
    .where(and(eq(goodsRevisions.goodsId, goodsId), eq(goodsRevisions.status, REVISION_STATUS.pending)))
    .limit(1);
  return r;
}

/** A proposal replaces the pending one (one per service) or starts a new one. */
export async function proposeRevision(
  tx: DbOrTx,
  g: { id: number; merchantId: number },
  before: GoodsSnapshot,
  proposal: GoodsSnapshot,
): Promise<void> {
  const now = new Date();
  const replaced = await tx
    .update(goodsRevisions)
    .set({ before, proposal, submittedAt: now })
    .where(and(eq(goodsRevisions.goodsId, g.id), eq(goodsRevisions.status, REVISION_STATUS.pending)))
    .returning({ id: goodsRevisions.id });
  if (!replaced.length)
    await tx.insert(goodsRevisions).values({ goodsId: g.id, merchantId: g.merchantId, before, proposal });
}

/** The lab withdraws, or the service left the shelf: the pending revision is void. */
export async function voidPendingRevision(db: DbOrTx, goodsId: number): Promise<boolean> {
  const done = await db
    .update(goodsRevisions)
    .set({ status: REVISION_STATUS.withdrawn, decidedAt: new Date() })
    .where(and(eq(goodsRevisions.goodsId, goodsId), eq(goodsRevisions.status, REVISION_STATUS.pending)))
    .returning({ id: goodsRevisions.id });
  return done.length > 0;
}

/** The goods row's columns a snapshot sets (the derived min price and search text included). */
export const rowValuesOf = (s: GoodsSnapshot) => ({
  name: s.name,
  servicsId: s.servicsId,
  categoryId: s.categoryId,
  cover: s.cover,
  pictures: s.pictures,
  summary: s.summary,
  content: s.content,
  standards: s.standards,
  turnaroundDays: s.turnaroundDays,
  sampleRequirement: s.sampleRequirement,
  salesPromotion: s.salesPromotion,
  minPriceFen: s.minPriceFen,
  searchText: s.searchText,
  updatedAt: new Date(),
});

/** What 服务管理 shows of a service's latest revision: pending, or rejected with the reason. */
export async function revisionInfos(db: DbOrTx, goodsIds: number[]): Promise<Map<number, GoodsRevisionInfo>> {
  const out = new Map<number, GoodsRevisionInfo>();
  if (!goodsIds.length) return out;
  const rows = await db
    .select()
    .from(goodsRevisions)
    .where(inArray(goodsRevisions.goodsId, goodsIds))
    .orderBy(desc(goodsRevisions.submittedAt), desc(goodsRevisions.id));
  const seen = new Set<number>();
  for (const r of rows) {
    // only the newest revision counts: an older rejection is history once a newer one exists
    if (seen.has(r.goodsId)) continue;
    seen.add(r.goodsId);
    if (r.status !== REVISION_STATUS.pending && r.status !== REVISION_STATUS.rejected) continue;
    const pending = r.status === REVISION_STATUS.pending;
    out.set(r.goodsId, {
      id: r.id,
      state: pending ? 'pending' : 'rejected',
      state_label: pending ? '待审核的修改' : '修改未通过',
      reject_reason: r.rejectReason,
      submitted_at: r.submittedAt.toISOString(),
    });
  }
  return out;
}

/** The lab's 撤回修改: only its own pending revision. */
export async function withdrawRevision(db: DbOrTx, goodsId: number): Promise<void> {
  if (!(await voidPendingRevision(db, goodsId))) refuse(REVISION_MSG.none);
}

export async function revisionById(db: DbOrTx, id: number) {
  const [r] = await db.select().from(goodsRevisions).where(eq(goodsRevisions.id, id)).limit(1);
  return r;
}
