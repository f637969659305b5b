import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  ContentStatus,
  GreenDiscountItem,
  SubsidyItem,
  SubsidyPlatformItem,
} from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { goods, greenDiscountCategories, greenDiscounts, subsidies, subsidyPlatforms } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { sanitizeRichText } from '../../lib/sanitize';
import { type Actor, appendAudit } from '../operator/audit.service';

/** Subsidy programmes and platforms, green discounts: the three share draft → published → withdrawn. */
export type PromoKind = 'subsidy' | 'subsidy_platform' | 'green';
const TABLES = { subsidy: subsidies, subsidy_platform: subsidyPlatforms, green: greenDiscounts } as const;
const MISSING: Record<PromoKind, string> = {
  subsidy: '补贴政策不存在',
  subsidy_platform: '补贴平台不存在',
  green: '绿色优惠不存在',
};
const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

type SubsidyRow = typeof subsidies.$inferSelect;
type PlatformRow = typeof subsidyPlatforms.$inferSelect;
type GreenRow = typeof greenDiscounts.$inferSelect;

export const toSubsidy = (r: SubsidyRow): SubsidyItem => ({
  id: r.id,
  title: r.title,
  issuer: r.issuer,
  region: r.region,
  summary: r.summary,
  content: r.content,
  rate: Number(r.rate),
  cap: fenToYuan(r.capFen),
  starts_on: beijingDay(r.startsAt),
  ends_on: beijingDay(new Date(r.endsAt.getTime() - 1)),
  goods_ids: r.goodsIds,
  documents: r.documents,
  status: r.status as ContentStatus,
});
export const toPlatform = (r: PlatformRow): SubsidyPlatformItem => ({
  id: r.id,
  name: r.name,
  region: r.region,
  intro: r.intro,
  logo: r.logo,
  status: r.status as ContentStatus,
});
export const toGreen = (r: GreenRow): GreenDiscountItem => ({
  id: r.id,
  category_id: r.categoryId,
  goods_id: r.goodsId,
  title: r.title,
  discount: Number(r.discount),
  carbon_saving_kg: Number(r.carbonSavingKg),
  description: r.description,
  status: r.status as ContentStatus,
});

/** One list query for the three tables (each has id and status). */
export async function listPromos(db: DbOrTx, kind: PromoKind, status: ContentStatus | null, paging: Paging) {
  // the three tables share the columns used here; drizzle resolves each to its own table
  const t = TABLES[kind] as unknown as typeof subsidies;
  const where = status ? eq(t.status, status) : undefined;
  const { list: rows, total } = await paged(
    db.select().from(t).where(where).orderBy(desc(t.id)),
    db.select({ n: count() }).from(t).where(where),
    paging,
  );
  const map = { subsidy: toSubsidy, subsidy_platform: toPlatform, green: toGreen }[kind] as (
    r: unknown,
  ) => unknown;
  return { list: rows.map(map), total };
}

export async function movePromo(
  tx: DbOrTx,
  actor: Actor,
  kind: PromoKind,
  id: number,
  to: 'published' | 'withdrawn',
) {
  const t = TABLES[kind] as unknown as typeof subsidies;
  const [before] = await tx.select({ status: t.status }).from(t).where(eq(t.id, id));
  if (!before) return refuse(MISSING[kind]);
  if (to === 'published' && before.status === 'published') return refuse('已经是发布状态');
  if (to === 'withdrawn' && before.status !== 'published') return refuse('只有已发布的内容可以撤回');
  const [row] = await tx
    .update(t)
    .set({ status: to })
    .where(and(eq(t.id, id), eq(t.status, before.status)))
    .returning();
  if (!row) return refuse('内容已被他人修改，请刷新后重试');
  await appendAudit(tx, actor, {
    action: `operator_${kind}/${to === 'published' ? 'publish' : 'withdraw'}`,
    target: `${kind}#${id}`,
    before: { status: before.status },
    after: { status: to },
  });
  return { subsidy: toSubsidy, subsidy_platform: toPlatform, green: toGreen }[kind](row as never);
}

export interface SubsidyInput {
  id: number | null;
  title: string;
  issuer: string;
  region: string;
  summary: string;
  content: string;
  rate: number;
  capFen: number;
  startsOn: string;
  endsOn: string;
  goodsIds: number[];
  documents: string[];
}

export async function saveSubsidy(tx: DbOrTx, actor: Actor, b: SubsidyInput): Promise<SubsidyItem> {
  if (b.endsOn < b.startsOn) refuse('结束日期不能早于开始日期');
  if (b.goodsIds.length) {
    const found = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, b.goodsIds));
    const missing = b.goodsIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) refuse(`服务 ${missing.join('、')} 不存在`);
  }
  const values = {
    title: b.title,
    issuer: b.issuer,
    region: b.region,
    summary: b.summary,
    content: sanitizeRichText(b.content),
    rate: b.rate.toFixed(2),
    capFen: b.capFen,
    startsAt: dayStart(b.startsOn),
    endsAt: new Date(dayStart(b.endsOn).getTime() + DAY_MS - 1000),
    goodsIds: b.goodsIds,
    documents: b.documents,
  };
  return saveRow(tx, actor, 'subsidy', b.id, values, toSubsidy);
}

export async function savePlatform(
  tx: DbOrTx,
  actor: Actor,
  b: { id: number | null; name: string; region: string; intro: string; logo: string },
): Promise<SubsidyPlatformItem> {
  const { id, ...values } = b;
  return saveRow(tx, actor, 'subsidy_platform', id, values, toPlatform);
}

export async function saveGreen(
  tx: DbOrTx,
  actor: Actor,
  b: {
    id: number | null;
    category_id: number;
    goods_id: number;
    title: string;
    discount: number;
    carbon_saving_kg: number;
    description: string;
  },
): Promise<GreenDiscountItem> {
  const [cat] = await tx
    .select({ id: greenDiscountCategories.id })
    .from(greenDiscountCategories)
    .where(eq(greenDiscountCategories.id, b.category_id));
  if (!cat) refuse('优惠分类不存在');
  const [g] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, b.goods_id));
  if (!g) refuse(`服务 ${b.goods_id} 不存在`);
  const values = {
    categoryId: b.category_id,
    goodsId: b.goods_id,
    title: b.title,
    discount: b.discount.toFixed(3),
    carbonSavingKg: b.carbon_saving_kg.toFixed(2),
    description: b.description,
  };
  return saveRow(tx, actor, 'green', b.id, values, toGreen);
}

/** Insert a draft or update a row of the kind's table, audited. */
async function saveRow<T extends { title?: string; name?: string }>(
  tx: DbOrTx,
  actor: Actor,
  kind: PromoKind,
  id: number | null,
  values: Record<string, unknown>,
  map: (r: never) => T,
): Promise<T> {
  const t = TABLES[kind] as unknown as typeof subsidies;
  let before: unknown;
  if (id) {
    [before] = await tx.select().from(t).where(eq(t.id, id));
    if (!before) return refuse(MISSING[kind]);
  }
  const [row] = id
    ? await tx
        .update(t)
        .set(values as never)
        .where(eq(t.id, id))
        .returning()
    : await tx
        .insert(t)
        .values({ ...values, status: 'draft' } as never)
        .returning();
  const after = map(row as never);
  await appendAudit(tx, actor, {
    action: `operator_${kind}/save`,
    target: `${kind}#${(row as { id: number }).id}`,
    before: before
      ? { title: (before as { title?: string; name?: string }).title ?? (before as { name?: string }).name }
      : undefined,
    after: { title: after.title ?? after.name },
  });
  return after;
}
