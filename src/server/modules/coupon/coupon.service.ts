import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Coupon, CouponMineStatus } from '../../../core/api/contract/models-buying';
import { formatTime } from '../../../core/formatters/time';
import type { DbOrTx } from '../../db';
import { coupons, merchants, userCoupons } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { fenToYuan } from '../../lib/money';

export const COUPON_MISSING = '优惠券不存在';
export const COUPON_UNUSABLE = '优惠券不可用或已被使用';
export const PLATFORM_SCOPE = '平台通用';

export type CouponRow = typeof coupons.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;
export type MineStatus = CouponMineStatus;

/** The coupon as the client sees it; `mine` is the caller's received copy, if any. */
export function toCoupon(
  c: CouponRow,
  scope: string | null,
  mine: UserCouponRow | null,
  now = new Date(),
): Coupon {
  return {
    id: c.id,
    name: c.name,
    merchant_id: c.merchantId,
    scope: c.merchantId === null ? PLATFORM_SCOPE : (scope ?? ''),
    amount: fenToYuan(c.amountFen),
    min_amount: fenToYuan(c.minFen),
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    received: mine !== null,
    remaining: Math.max(0, c.total - c.received),
    user_coupon_id: mine?.id ?? null,
    status: mine ? (mine.status === 'used' ? 'used' : c.endsAt <= now ? 'expired' : 'unused') : null,
  };
}

const columns = { c: coupons, scope: merchants.orgName, mine: userCoupons };

/** Received coupons with their template and the lab that issued them (none for a platform coupon). */
const received = (db: DbOrTx) =>
  db
    .select(columns)
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(merchants, eq(merchants.id, coupons.merchantId));

/** Coupons still open to receive (not ended), the caller's copy beside each. */
export async function listOpenCoupons(db: DbOrTx, userId: number, paging: Paging, merchantId: number | null) {
  const now = new Date();
  const where = and(
    gt(coupons.endsAt, now),
    eq(coupons.status, 'published'),
    merchantId === null ? undefined : or(isNull(coupons.merchantId), eq(coupons.merchantId, merchantId)),
  );
  const { list: rows, total } = await paged(
    db
      .select(columns)
      .from(coupons)
      .leftJoin(merchants, eq(merchants.id, coupons.merchantId))
      .leftJoin(userCoupons, and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, userId)))
      .where(where)
      .orderBy(asc(coupons.endsAt), asc(coupons.id)),
    db.select({ n: count() }).from(coupons).where(where),
    paging,
  );
  return { list: rows.map((r) => toCoupon(r.c, r.scope, r.mine, now)), total };
}

const MINE_STATUS: Record<MineStatus, (now: Date) => SQL | undefined> = {
  unused: (now) => and(eq(userCoupons.status, 'unused'), gt(coupons.endsAt, now)),
  used: () => eq(userCoupons.status, 'used'),
  expired: (now) => and(eq(userCoupons.status, 'unused'), lte(coupons.endsAt, now)),
};

/** The caller's received coupons (mine=1), optionally of one status; newest received first. */
export async function listMyCoupons(db: DbOrTx, userId: number, paging: Paging, status: MineStatus | null) {
  const now = new Date();
  const where = and(eq(userCoupons.userId, userId), status ? MINE_STATUS[status](now) : undefined);
  const { list: rows, total } = await paged(
    received(db).where(where).orderBy(desc(userCoupons.id)),
    db
      .select({ n: count() })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(where),
    paging,
  );
  return { list: rows.map((r) => toCoupon(r.c, r.scope, r.mine, now)), total };
}

/**
 * Receives a coupon once per buyer. The unique (coupon, user) index stops a second copy and the
 * conditional increment stops the (total+1)-th, both atomically under concurrency; either
 * refusal rolls the other step back.
 */
export async function receiveCoupon(db: DbOrTx, userId: number, couponId: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
    if (c?.status !== 'published') return refuse(COUPON_MISSING);
    const now = new Date();
    if (c.endsAt <= now) return refuse('优惠券已过期');
    const [mine] = await tx
      .insert(userCoupons)
      .values({ couponId, userId })
      .onConflictDoNothing()
      .returning();
    if (!mine) return refuse('您已领取过该优惠券');
    const [taken] = await tx
      .update(coupons)
      .set({ received: sql`${coupons.received} + 1` })
      .where(and(eq(coupons.id, couponId), sql`${coupons.received} < ${coupons.total}`))
      .returning();
    if (!taken) return refuse('优惠券已领完');
    const [m] = c.merchantId
      ? await tx.select({ name: merchants.orgName }).from(merchants).where(eq(merchants.id, c.merchantId))
      : [];
    return toCoupon(taken, m?.name ?? null, mine, now);
  });
}

/** Why a coupon does not apply to an order of lab `merchantId` worth `goodsFen` now; null when it does. */
export function couponProblem(c: CouponRow, merchantId: number, goodsFen: number, now = new Date()) {
  if (c.startsAt > now) return '优惠券尚未到使用时间';
  if (c.endsAt <= now) return '优惠券已过期';
  if (c.merchantId !== null && c.merchantId !== merchantId) return '该优惠券不适用于所选服务机构';
  if (goodsFen < c.minFen) return `订单金额未满${fenToYuan(c.minFen)}元，不能使用该优惠券`;
  return null;
}

/** The caller's unused coupons usable on `goodsFen` of lab `merchantId`, best first. */
export async function usableCoupons(db: DbOrTx, userId: number, merchantId: number, goodsFen: number) {
  const now = new Date();
  const rows = await received(db)
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 'unused'),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
        lte(coupons.minFen, goodsFen),
        or(isNull(coupons.merchantId), eq(coupons.merchantId, merchantId)),
      ),
    )
    .orderBy(desc(coupons.amountFen), asc(coupons.endsAt));
  return rows.map((r) => toCoupon(r.c, r.scope, r.mine, now));
}

/**
 * The caller's other unused, unexpired coupons for this settlement, each with why it does not
 * apply (listed with the reason, not hidden): 还差 ¥… 可用, 仅限…的服务, … 起可用.
 */
export async function unusableCoupons(db: DbOrTx, userId: number, merchantId: number, goodsFen: number) {
  const now = new Date();
  const rows = await received(db)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 'unused'), gt(coupons.endsAt, now)))
    .orderBy(desc(coupons.amountFen), asc(coupons.endsAt));
  return rows.flatMap((r) => {
    const coupon = toCoupon(r.c, r.scope, r.mine, now);
    const reason =
      r.c.merchantId !== null && r.c.merchantId !== merchantId
        ? `仅限${coupon.scope}的服务`
        : r.c.startsAt > now
          ? `${formatTime(r.c.startsAt).slice(0, 10)} 起可用`
          : r.c.minFen > goodsFen
            ? `还差 ¥${fenToYuan(r.c.minFen - goodsFen).toFixed(2)} 可用`
            : '';
    return reason ? [{ ...coupon, reason }] : [];
  });
}

/**
 * Redeems the caller's coupon for an order: single use through a conditional update from
 * 'unused', so of fifty orders racing for it exactly one gets it (the others are refused and
 * roll back). Answers the coupon's definition; the caller checks it applies.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  userId: number,
  userCouponId: number,
  orderId: number,
): Promise<CouponRow> {
  const [used] = await tx
    .update(userCoupons)
    .set({ status: 'used', orderId, usedAt: new Date() })
    .where(
      and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), eq(userCoupons.status, 'unused')),
    )
    .returning({ couponId: userCoupons.couponId });
  if (!used) return refuse(COUPON_UNUSABLE);
  const [c] = await tx.select().from(coupons).where(eq(coupons.id, used.couponId));
  return c ?? refuse(COUPON_UNUSABLE);
}

/** Gives back the coupons of cancelled orders: unused again, bound to no order. */
export async function releaseCoupons(tx: DbOrTx, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx
    .update(userCoupons)
    .set({ status: 'unused', orderId: null, usedAt: null })
    .where(and(inArray(userCoupons.orderId, orderIds), eq(userCoupons.status, 'used')));
}
