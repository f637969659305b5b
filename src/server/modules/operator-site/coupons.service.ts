import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ContentStatus, CouponTemplate } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { coupons } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';
import { type Actor, appendAudit } from '../operator/audit.service';

type CouponRow = typeof coupons.$inferSelect;
const MISSING = '优惠券不存在';
const DAY_MS = 86_400_000;
const BEIJING = '+08:00';

/** A Beijing date at its midnight. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${BEIJING}`);
const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const toTemplate = (r: CouponRow): CouponTemplate => ({
  id: r.id,
  name: r.name,
  amount: fenToYuan(r.amountFen),
  min_amount: fenToYuan(r.minFen),
  total: r.total,
  received: r.received,
  starts_on: beijingDay(r.startsAt),
  // stored as the midnight after the last day
  ends_on: beijingDay(new Date(r.endsAt.getTime() - DAY_MS)),
  status: r.status as ContentStatus,
});

/** Platform coupons only: a lab's own coupons are the lab's. */
const platform = isNull(coupons.merchantId);

export async function listCouponTemplates(db: DbOrTx, status: ContentStatus | null, paging: Paging) {
  const where = and(platform, status ? eq(coupons.status, status) : undefined);
  const { list: rows, total } = await paged(
    db.select().from(coupons).where(where).orderBy(desc(coupons.id)),
    db.select({ n: count() }).from(coupons).where(where),
    paging,
  );
  return { list: rows.map(toTemplate), total };
}

export interface CouponInput {
  id: number | null;
  name: string;
  amountFen: number;
  minFen: number;
  total: number;
  startsOn: string;
  endsOn: string;
}

export async function saveCouponTemplate(tx: DbOrTx, actor: Actor, b: CouponInput): Promise<CouponTemplate> {
  if (b.minFen > 0 && b.minFen < b.amountFen) refuse('使用门槛不能低于优惠金额');
  if (b.endsOn < b.startsOn) refuse('结束日期不能早于开始日期');
  const values = {
    name: b.name,
    amountFen: b.amountFen,
    minFen: b.minFen,
    total: b.total,
    startsAt: dayStart(b.startsOn),
    endsAt: new Date(dayStart(b.endsOn).getTime() + DAY_MS),
  };
  let before: CouponRow | undefined;
  if (b.id) {
    [before] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, b.id), platform));
    if (!before) return refuse(MISSING);
    if (b.total < before.received) refuse(`发放数量不能少于已领取的 ${before.received} 张`);
  } else if (values.endsAt <= new Date()) refuse('结束日期已过');
  const [row] = b.id
    ? await tx.update(coupons).set(values).where(eq(coupons.id, b.id)).returning()
    : await tx
        .insert(coupons)
        .values({ ...values, status: 'draft' })
        .returning();
  await appendAudit(tx, actor, {
    action: 'operator_coupon/save',
    target: `coupon#${row!.id}`,
    before: before ? toTemplate(before) : undefined,
    after: toTemplate(row!),
  });
  return toTemplate(row!);
}

export async function moveCouponTemplate(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  to: 'published' | 'withdrawn',
): Promise<CouponTemplate> {
  const [before] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), platform));
  if (!before) return refuse(MISSING);
  if (to === 'published' && before.status === 'published') return refuse('该优惠券已发布');
  if (to === 'withdrawn' && before.status !== 'published') return refuse('只有已发布的优惠券可以撤回');
  const [row] = await tx
    .update(coupons)
    .set({ status: to })
    .where(and(eq(coupons.id, id), eq(coupons.status, before.status)))
    .returning();
  if (!row) return refuse('内容已被他人修改，请刷新后重试');
  await appendAudit(tx, actor, {
    action: to === 'published' ? 'operator_coupon/publish' : 'operator_coupon/withdraw',
    target: `coupon#${id}`,
    before: { status: before.status },
    after: { status: row.status },
  });
  return toTemplate(row);
}
