import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  Category,
  CategoryTreeNode,
  ServiceTypeCount,
} from '../../../core/api/contract/models-catalogue';
import type { DbOrTx } from '../../db';
import { categories, goods, serviceTypes } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { GOODS_ON_SALE } from '../goods/goods.service';

type CategoryRow = typeof categories.$inferSelect;

/** The five service types with how many services each has on sale. */
export async function listServiceTypes(db: DbOrTx): Promise<ServiceTypeCount[]> {
  const counts = await db
    .select({ id: goods.servicsId, n: count() })
    .from(goods)
    .where(eq(goods.status, GOODS_ON_SALE))
    .groupBy(goods.servicsId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  const rows = await db.select().from(serviceTypes).orderBy(asc(serviceTypes.sort), asc(serviceTypes.id));
  return rows.map((t) => ({ id: t.id, name: t.name, goods_count: byId.get(t.id) ?? 0 }));
}

/** Goods on sale per category, each parent also counting its children's goods. */
async function goodsCounts(db: DbOrTx, rows: CategoryRow[]): Promise<Map<number, number>> {
  const direct = await db
    .select({ id: goods.categoryId, n: count() })
    .from(goods)
    .where(eq(goods.status, GOODS_ON_SALE))
    .groupBy(goods.categoryId);
  const own = new Map(direct.map((d) => [d.id ?? 0, d.n]));
  const total = new Map<number, number>();
  for (const c of rows) {
    const n = own.get(c.id) ?? 0;
    total.set(c.id, (total.get(c.id) ?? 0) + n);
    if (c.parentId !== null) total.set(c.parentId, (total.get(c.parentId) ?? 0) + n);
  }
  return total;
}

const toItem = (c: CategoryRow, counts: Map<number, number>): Category => ({
  id: c.id,
  name: c.name,
  parent_id: c.parentId,
  servics_id: c.servicsId,
  goods_count: counts.get(c.id) ?? 0,
});

export interface CategoryFilters {
  /** null: the top level. */
  parentId: number | null;
  servicsId: number | null;
}

export async function listCategories(
  db: DbOrTx,
  f: CategoryFilters,
  paging: Paging,
): Promise<{ list: Category[]; total: number }> {
  const where: SQL | undefined = and(
    f.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, f.parentId),
    f.servicsId ? eq(categories.servicsId, f.servicsId) : undefined,
    eq(categories.hidden, false),
  );
  const { list: rows, total } = await paged(
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.servicsId), asc(categories.sort), asc(categories.id)),
    db.select({ n: count() }).from(categories).where(where),
    paging,
  );
  // counts need the children of the listed rows as well
  const all = rows.length ? await db.select().from(categories) : [];
  const counts = await goodsCounts(db, all);
  return { list: rows.map((c) => toItem(c, counts)), total };
}

/** The whole tree for the home page's categories bar: roots by service type, each with children. */
export async function categoryTreeFront(db: DbOrTx): Promise<CategoryTreeNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.servicsId), asc(categories.sort), asc(categories.id));
  const counts = await goodsCounts(db, rows);
  const nodes = new Map(
    rows.map((c) => [c.id, { ...toItem(c, counts), children: [] as CategoryTreeNode[] }]),
  );
  const roots: CategoryTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export const categoryExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ one: sql`1` }).from(categories).where(eq(categories.id, id)).limit(1)).length > 0;
