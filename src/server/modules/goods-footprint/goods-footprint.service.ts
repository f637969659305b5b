import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Footprint } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { goods, goodsFootprint } from '../../db/schema';
import { CAPS } from '../../lib/caps';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { GOODS_ON_SALE, loadGoods, toGoods } from '../goods/goods.service';

/**
 * One row per goods: a repeat visit moves it to the top. Past the cap the oldest rows go, so
 * recording never fails for a busy buyer (a footprint is a convenience, not a record to keep).
 */
export async function recordFootprint(db: DbOrTx, userId: number, goodsId: number): Promise<void> {
  const [g] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.status, GOODS_ON_SALE)))
    .limit(1);
  if (!g) refuse('商品不存在');
  await db
    .insert(goodsFootprint)
    .values({ userId, goodsId })
    .onConflictDoUpdate({
      target: [goodsFootprint.userId, goodsFootprint.goodsId],
      set: { viewedAt: sql`now()` },
    });
  const newest = db
    .select({ id: goodsFootprint.id })
    .from(goodsFootprint)
    .where(eq(goodsFootprint.userId, userId))
    .orderBy(desc(goodsFootprint.viewedAt), desc(goodsFootprint.id))
    .limit(CAPS.footprint);
  await db
    .delete(goodsFootprint)
    .where(and(eq(goodsFootprint.userId, userId), notInArray(goodsFootprint.id, newest)));
}

/** The buyer's own footprints, newest first, each with its goods (null once off sale). */
export async function listFootprints(db: DbOrTx, userId: number, paging: Paging) {
  const mine = eq(goodsFootprint.userId, userId);
  const { list: rows, total } = await paged(
    db
      .select()
      .from(goodsFootprint)
      .where(mine)
      .orderBy(desc(goodsFootprint.viewedAt), desc(goodsFootprint.id)),
    db.select({ n: count() }).from(goodsFootprint).where(mine),
    paging,
  );
  const found = await loadGoods(
    db,
    rows.map((r) => r.goodsId),
  );
  const list: Footprint[] = rows.map((r) => {
    const g = found.get(r.goodsId);
    return {
      id: r.id,
      goods_id: r.goodsId,
      viewed_at: r.viewedAt.toISOString(),
      goodsInfo: g ? toGoods(g.row, g.typeName) : null,
    };
  });
  return { list, total };
}

/** Clears all of the buyer's footprints, or only those of the given goods; answers how many went. */
export async function clearFootprints(
  db: DbOrTx,
  userId: number,
  goodsIds: number[] | null,
): Promise<number> {
  const deleted = await db
    .delete(goodsFootprint)
    .where(
      and(
        eq(goodsFootprint.userId, userId),
        goodsIds ? inArray(goodsFootprint.goodsId, goodsIds) : undefined,
      ),
    )
    .returning({ id: goodsFootprint.id });
  return deleted.length;
}
