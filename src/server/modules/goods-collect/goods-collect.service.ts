import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CollectedGoods } from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { goods, goodsCollect } from '../../db/schema';
import { assertUnderCap, CAPS } from '../../lib/caps';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { loadGoods, toGoods } from '../goods/goods.service';

export async function listCollected(db: DbOrTx, userId: number, paging: Paging) {
  const { list: rows, total } = await paged(
    db.select().from(goodsCollect).where(eq(goodsCollect.userId, userId)).orderBy(desc(goodsCollect.id)),
    db.select({ n: count() }).from(goodsCollect).where(eq(goodsCollect.userId, userId)),
    paging,
  );
  const found = await loadGoods(
    db,
    rows.map((r) => r.goodsId),
  );
  const list: CollectedGoods[] = rows.map((r) => {
    const g = found.get(r.goodsId);
    // a goods taken off sale stays in the list (the id is what the client keeps) without details
    return { id: r.id, goods_id: r.goodsId, goodsInfo: g ? toGoods(g.row, g.typeName) : null };
  });
  return { list, total };
}

export async function collect(db: DbOrTx, userId: number, goodsId: number): Promise<void> {
  const [g] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.status, 1)))
    .limit(1);
  if (!g) refuse('商品不存在');
  const [existing] = await db
    .select({ id: goodsCollect.id })
    .from(goodsCollect)
    .where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)))
    .limit(1);
  if (existing) return;
  await assertUnderCap(
    db,
    goodsCollect,
    goodsCollect.userId,
    userId,
    CAPS.collect,
    `最多收藏 ${CAPS.collect} 个服务，请先取消部分收藏`,
  );
  await db.insert(goodsCollect).values({ userId, goodsId }).onConflictDoNothing();
}

export async function unCollect(db: DbOrTx, userId: number, goodsIds: number[]): Promise<void> {
  await db
    .delete(goodsCollect)
    .where(and(eq(goodsCollect.userId, userId), inArray(goodsCollect.goodsId, goodsIds)));
}
