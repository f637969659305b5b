import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db';
import { insertJsonRows } from '../db/bulk-insert';
import { categories, goods, goodsOptions, merchants } from '../db/schema';
import { finishBulkIndex, indexNewGoods, searchLookups } from '../modules/search/index/maintain';
import { KIND_FOR, makeGoods, rng } from './generate-templates';
import { goodsRows } from './goods-rows';

/** Goods per statement: a few MB of JSON each, so memory stays flat however many are added. */
const CHUNK = 5_000;

/**
 * Grows the catalogue by `count` generated services spread over the existing shops and categories,
 * in one transaction: goods, options and their index rows go in one statement per CHUNK each,
 * with ids reserved up front so the index rows are built from the rows in hand.
 */
export async function generateGoods(db: Db, count: number, seed = 20260517): Promise<number> {
  const r = rng(seed + count);
  const shops = await db.select({ id: merchants.id, kind: merchants.kind }).from(merchants);
  const cats = await db
    .select({ id: categories.id, servicsId: categories.servicsId })
    .from(categories)
    .where(and(isNotNull(categories.parentId)));
  if (!shops.length || !cats.length)
    throw new Error('The catalogue has no merchants or categories: seed it first.');
  if (count > 0) {
    const look = await searchLookups(db);
    const shopsOf = (type: number) => {
      const fit = shops.filter((s) => s.kind === KIND_FOR[type as keyof typeof KIND_FOR]);
      return fit.length ? fit : shops;
    };
    const catsOf = (type: number) => {
      const fit = cats.filter((c) => c.servicsId === type);
      return fit.length ? fit : cats;
    };
    const load = async (tx: DbOrTx) => {
      for (let done = 0; done < count; done += CHUNK) {
        const size = Math.min(CHUNK, count - done);
        // the same draws in the same order as ever: the same N gives the same catalogue
        const made = Array.from({ length: size }, () => {
          const type = r.pick([1, 1, 1, 2, 2, 3, 3, 4, 5] as const);
          const g = makeGoods(r, type);
          return goodsRows({
            ...g,
            merchant_id: r.pick(shopsOf(type)).id,
            category_id: r.pick(catsOf(type)).id,
          });
        });
        const ids = await reserveGoodsIds(tx, size);
        const rows = made.map((m, i) => ({ ...m.row, id: ids[i]! }));
        await insertJsonRows(tx, goods, rows);
        await insertJsonRows(
          tx,
          goodsOptions,
          made.flatMap((m, i) => m.options.map(({ id: _id, ...o }) => ({ ...o, goodsId: ids[i]! }))),
        );
        await indexNewGoods(
          tx,
          look,
          rows.map((g) => ({ ...g, categoryId: g.categoryId ?? null, status: 1 })),
        );
      }
    };
    await db.transaction(load);
    await finishBulkIndex(db);
  }
  return db.$count(goods, eq(goods.status, 1));
}

/** `n` fresh goods ids from the identity sequence, in order (what the inserts would have drawn). */
async function reserveGoodsIds(tx: DbOrTx, n: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('goods', 'id'))::int` })
    .from(sql`generate_series(1, ${n})`);
  return rows.map((row) => row.id);
}
