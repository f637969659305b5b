import { and, eq, inArray } from 'drizzle-orm';
import {
  GOODS_STATUS_CODE,
  goodsStateOf,
  MERCHANT_STATUS_CODE,
  merchantStateOf,
  nextGoodsState,
  nextMerchantState,
} from '../../../core/rules/goods-states';
import type { DbOrTx } from '../../db';
import { goods, merchantQualifications, merchants } from '../../db/schema';
import { reindexGoods, reindexShop } from '../search/index/maintain';

export interface Decision {
  approve: boolean;
  reason?: string;
}

const reasonOf = (d: Decision) => {
  const reason = (d.reason ?? '').trim();
  if (!d.approve && !reason) throw new Error('a rejection needs a reason');
  return d.approve ? '' : reason.slice(0, 200);
};

/**
 * The operator's decision on a lab's onboarding (the operator console calls this; tests too).
 * Approval needs at least one qualification on file: a reviewer has nothing to check otherwise.
 * Throws (an operator error, not a user's) when the state table does not allow the move.
 */
export async function reviewMerchant(db: DbOrTx, merchantId: number, d: Decision): Promise<void> {
  const [m] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  if (!m) throw new Error(`no merchant ${merchantId}`);
  const next = nextMerchantState(merchantStateOf(m.status), d.approve ? 'approve' : 'reject');
  if (!next) throw new Error(`merchant ${merchantId} is not awaiting review (${merchantStateOf(m.status)})`);
  const reason = reasonOf(d);
  if (d.approve) {
    const [q] = await db
      .select({ id: merchantQualifications.id })
      .from(merchantQualifications)
      .where(eq(merchantQualifications.merchantId, merchantId))
      .limit(1);
    if (!q) throw new Error(`merchant ${merchantId} has no qualification to approve`);
  }
  const updated = await db
    .update(merchants)
    .set({ status: MERCHANT_STATUS_CODE[next], rejectReason: reason, reviewedAt: new Date() })
    .where(and(eq(merchants.id, merchantId), eq(merchants.status, m.status)))
    .returning({ id: merchants.id });
  if (!updated.length) throw new Error(`merchant ${merchantId} changed meanwhile`);
  // opening (or not) changes what search may show: the shop and any listed service
  await reindexShop(db, merchantId);
}

/**
 * The operator's decision on a service submitted for listing. A service of a lab not yet
 * 已入驻 cannot be approved: nothing of such a lab is public.
 */
export async function reviewGoods(db: DbOrTx, goodsId: number, d: Decision): Promise<void> {
  const [g] = await db
    .select({ status: goods.status, merchantStatus: merchants.status })
    .from(goods)
    .innerJoin(merchants, eq(merchants.id, goods.merchantId))
    .where(eq(goods.id, goodsId))
    .limit(1);
  if (!g) throw new Error(`no goods ${goodsId}`);
  const next = nextGoodsState(goodsStateOf(g.status), d.approve ? 'approve' : 'reject');
  if (!next) throw new Error(`goods ${goodsId} is not awaiting review (${goodsStateOf(g.status)})`);
  if (d.approve && g.merchantStatus !== MERCHANT_STATUS_CODE.open)
    throw new Error(`goods ${goodsId}: its lab is not open yet`);
  const reason = reasonOf(d);
  const updated = await db
    .update(goods)
    .set({ status: GOODS_STATUS_CODE[next], rejectReason: reason, updatedAt: new Date() })
    .where(and(eq(goods.id, goodsId), eq(goods.status, g.status)))
    .returning({ id: goods.id });
  if (!updated.length) throw new Error(`goods ${goodsId} changed meanwhile`);
  await reindexGoods(db, [goodsId]);
}

/** Labs waiting for review (the review CLI's list). */
export const merchantsPending = (db: DbOrTx) =>
  db
    .select({ id: merchants.id, orgName: merchants.orgName, appliedAt: merchants.appliedAt })
    .from(merchants)
    .where(inArray(merchants.status, [MERCHANT_STATUS_CODE.pending]));
