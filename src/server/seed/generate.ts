import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db';
import { categories, goods, goodsOptions, merchants } from '../db/schema';
import { reindexGoodsFrom } from '../modules/search/index/maintain';
import { KIND_FOR, makeGoods, rng } from './generate-templates';
import { goodsRows } from './goods-rows';

/** Grows the catalogue by `count` generated services spread over the existing shops and categories. */
export async function generateGoods(db: Db, count: number, seed = 20260517): Promise<number> {
  const r = rng(seed + count);
  const shops = await db.select({ id: merchants.id, kind: merchants.kind }).from(merchants);
  const cats = await db
    .select({ id: categories.id, servicsId: categories.servicsId })
    .from(categories)
    .where(and(isNotNull(categories.parentId)));
  if (!shops.length || !cats.length)
    throw new Error('The catalogue has no merchants or categories: seed it first.');
  const BATCH = 200;
  let firstId: number | undefined;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    await db.transaction(async (tx) => {
      const made = Array.from({ length: size }, () => {
        const type = r.pick([1, 1, 1, 2, 2, 3, 3, 4, 5] as const);
        const g = makeGoods(r, type);
        const shop = shops.filter((s) => s.kind === KIND_FOR[type]);
        const cat = cats.filter((c) => c.servicsId === type);
        return goodsRows({
          ...g,
          merchant_id: r.pick(shop.length ? shop : shops).id,
          category_id: r.pick(cat.length ? cat : cats).id,
        });
      });
      const ids = await tx
        .insert(goods)
        .values(made.map((m) => m.row))
        .returning({ id: goods.id });
      const options = made.flatMap((m, i) =>
        m.options.map(({ id: _id, ...o }) => ({ ...o, goodsId: ids[i]!.id })),
      );
      if (options.length) await tx.insert(goodsOptions).values(options);
      firstId ??= ids[0]?.id;
    });
  }
  if (firstId !== undefined) await reindexGoodsFrom(db, firstId);
  return db.$count(goods, eq(goods.status, 1));
}
