import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AttendedMerchant } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { merchantAttention, merchants } from '../../db/schema';
import { assertUnderCap, CAPS } from '../../lib/caps';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { merchantExists, toMerchantSummary } from '../merchant/merchant.service';

export async function listAttended(db: DbOrTx, userId: number, paging: Paging) {
  const { list: rows, total } = await paged(
    db
      .select()
      .from(merchantAttention)
      .where(eq(merchantAttention.userId, userId))
      .orderBy(desc(merchantAttention.id)),
    db.select({ n: count() }).from(merchantAttention).where(eq(merchantAttention.userId, userId)),
    paging,
  );
  const ids = rows.map((r) => r.merchantId);
  const shops = ids.length ? await db.select().from(merchants).where(inArray(merchants.id, ids)) : [];
  const byId = new Map(shops.map((m) => [m.id, toMerchantSummary(m)]));
  const list: AttendedMerchant[] = rows.map((r) => ({
    id: r.id,
    merchant_id: r.merchantId,
    merchantInfo: byId.get(r.merchantId) ?? null,
  }));
  return { list, total };
}

export async function attend(db: DbOrTx, userId: number, merchantId: number): Promise<void> {
  if (!(await merchantExists(db, merchantId))) refuse('店铺不存在');
  const [existing] = await db
    .select({ id: merchantAttention.id })
    .from(merchantAttention)
    .where(and(eq(merchantAttention.userId, userId), eq(merchantAttention.merchantId, merchantId)))
    .limit(1);
  if (existing) return;
  await assertUnderCap(
    db,
    merchantAttention,
    merchantAttention.userId,
    userId,
    CAPS.attention,
    `最多关注 ${CAPS.attention} 家店铺，请先取消部分关注`,
  );
  await db.insert(merchantAttention).values({ userId, merchantId }).onConflictDoNothing();
}

export async function unAttend(db: DbOrTx, userId: number, merchantId: number): Promise<void> {
  await db
    .delete(merchantAttention)
    .where(and(eq(merchantAttention.userId, userId), eq(merchantAttention.merchantId, merchantId)));
}
