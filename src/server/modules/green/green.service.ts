import { and, asc, count, eq } from 'drizzle-orm';
import type { GreenDiscount, GreenDiscountCategory } from '../../../core/api/contract/models-content';
import type { DbOrTx } from '../../db';
import { greenDiscountCategories, greenDiscounts } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { loadGoods, toGoods } from '../goods/goods.service';

const DIGITS = '〇一二三四五六七八九';

/** 0.9 → 九折, 0.88 → 八八折, 0.95 → 九五折: how a Chinese shop writes a discount. */
export function discountText(discount: number): string {
  const n = Math.round(discount * 100);
  if (n <= 0 || n >= 100) return '';
  const tens = DIGITS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? `${tens}折` : `${tens}${DIGITS[n % 10]}折`;
}

export async function listGreenCategories(db: DbOrTx): Promise<GreenDiscountCategory[]> {
  const counts = await db
    .select({ id: greenDiscounts.categoryId, n: count() })
    .from(greenDiscounts)
    .where(eq(greenDiscounts.status, 'published'))
    .groupBy(greenDiscounts.categoryId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  const rows = await db.select().from(greenDiscountCategories).orderBy(asc(greenDiscountCategories.id));
  return rows.map((c) => ({ id: c.id, name: c.name, count: byId.get(c.id) ?? 0 }));
}

export async function listGreenDiscounts(db: DbOrTx, categoryId: number | null, paging: Paging) {
  const where = and(
    eq(greenDiscounts.status, 'published'),
    categoryId ? eq(greenDiscounts.categoryId, categoryId) : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select({ d: greenDiscounts, categoryName: greenDiscountCategories.name })
      .from(greenDiscounts)
      .leftJoin(greenDiscountCategories, eq(greenDiscountCategories.id, greenDiscounts.categoryId))
      .where(where)
      .orderBy(asc(greenDiscounts.categoryId), asc(greenDiscounts.id)),
    db.select({ n: count() }).from(greenDiscounts).where(where),
    paging,
  );
  const goods = await loadGoods(db, [...new Set(rows.map((r) => r.d.goodsId))]);
  const list: GreenDiscount[] = rows.map(({ d, categoryName }) => {
    const g = goods.get(d.goodsId);
    const discount = Number(d.discount);
    return {
      id: d.id,
      category_id: d.categoryId,
      category_name: categoryName ?? '',
      goods_id: d.goodsId,
      title: d.title,
      discount,
      discount_text: discountText(discount),
      carbon_saving_kg: Number(d.carbonSavingKg),
      description: d.description,
      goodsInfo: g ? toGoods(g.row, g.typeName) : null,
    };
  });
  return { list, total };
}
