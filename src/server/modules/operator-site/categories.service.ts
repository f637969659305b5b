import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ArticleCategoryItem, GoodsCategoryItem } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { articleCategories, articles, categories, goods, serviceTypes } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { type Actor, appendAudit } from '../operator/audit.service';
import { reindexGoodsWhere } from '../search/index/maintain';

type ArticleKindWithCategories = 'news' | 'help';

/** Both trees have two levels: a parent and its children (the public pages draw no deeper). */
async function checkParent<T extends { id: number; parentId: number | null }>(
  found: T | undefined,
  selfId: number | null,
): Promise<void> {
  if (!found) refuse('上级分类不存在');
  if (found!.parentId !== null) refuse('只能在一级分类下添加子分类');
  if (selfId !== null && found!.id === selfId) refuse('上级分类不能是自己');
}

export async function listArticleCategoryItems(
  db: DbOrTx,
  kind: ArticleKindWithCategories,
): Promise<ArticleCategoryItem[]> {
  const rows = await db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.kind, kind))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  const counts = await db
    .select({ id: articles.categoryId, n: count() })
    .from(articles)
    .where(eq(articles.kind, kind))
    .groupBy(articles.categoryId);
  const byId = new Map(counts.map((c) => [c.id ?? 0, c.n]));
  const items = rows.map(
    (r): ArticleCategoryItem => ({
      id: r.id,
      kind,
      parent_id: r.parentId,
      name: r.name,
      sort: r.sort,
      article_count: byId.get(r.id) ?? 0,
    }),
  );
  // parents first, each followed by its children
  const roots = items.filter((c) => c.parent_id === null);
  return roots.flatMap((p) => [p, ...items.filter((c) => c.parent_id === p.id)]);
}

export async function saveArticleCategory(
  tx: DbOrTx,
  actor: Actor,
  b: {
    id: number | null;
    kind: ArticleKindWithCategories;
    parent_id: number | null;
    name: string;
    sort: number;
  },
): Promise<ArticleCategoryItem> {
  if (b.parent_id !== null) {
    const [p] = await tx
      .select()
      .from(articleCategories)
      .where(and(eq(articleCategories.id, b.parent_id), eq(articleCategories.kind, b.kind)));
    await checkParent(p, b.id);
  }
  const [dup] = await tx
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(
      and(
        eq(articleCategories.kind, b.kind),
        eq(articleCategories.name, b.name),
        b.parent_id === null
          ? isNull(articleCategories.parentId)
          : eq(articleCategories.parentId, b.parent_id),
      ),
    );
  if (dup && dup.id !== b.id) refuse('同级已有同名分类');
  const values = { kind: b.kind, parentId: b.parent_id, name: b.name, sort: b.sort };
  let before: typeof articleCategories.$inferSelect | undefined;
  if (b.id) {
    [before] = await tx
      .select()
      .from(articleCategories)
      .where(and(eq(articleCategories.id, b.id), eq(articleCategories.kind, b.kind)));
    if (!before) refuse('分类不存在');
    if (b.parent_id !== null) {
      const [child] = await tx
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(eq(articleCategories.parentId, b.id))
        .limit(1);
      if (child) refuse('该分类下有子分类，不能移到其他分类下');
    }
  }
  const [row] = b.id
    ? await tx.update(articleCategories).set(values).where(eq(articleCategories.id, b.id)).returning()
    : await tx.insert(articleCategories).values(values).returning();
  await appendAudit(tx, actor, {
    action: 'operator_article_category/save',
    target: `${b.kind}_category#${row!.id}`,
    before: before ? { name: before.name, parent_id: before.parentId, sort: before.sort } : undefined,
    after: { name: row!.name, parent_id: row!.parentId, sort: row!.sort },
  });
  const [n] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, row!.id));
  return {
    id: row!.id,
    kind: b.kind,
    parent_id: row!.parentId,
    name: row!.name,
    sort: row!.sort,
    article_count: n?.n ?? 0,
  };
}

export async function deleteArticleCategory(tx: DbOrTx, actor: Actor, id: number): Promise<string> {
  const [row] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id));
  if (!row) return refuse('分类不存在');
  const [child] = await tx
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.parentId, id))
    .limit(1);
  if (child) refuse(`分类「${row.name}」下还有子分类，请先删除或移走子分类`);
  const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
  if ((used?.n ?? 0) > 0) refuse(`分类「${row.name}」下还有 ${used!.n} 篇文章，请先把文章移到其他分类`);
  await tx.delete(articleCategories).where(eq(articleCategories.id, id));
  await appendAudit(tx, actor, {
    action: 'operator_article_category/delete',
    target: `${row.kind}_category#${id}`,
    before: { name: row.name, parent_id: row.parentId },
  });
  return row.kind;
}

export async function listGoodsCategoryItems(db: DbOrTx): Promise<GoodsCategoryItem[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.servicsId), asc(categories.sort), asc(categories.id));
  const counts = await db.select({ id: goods.categoryId, n: count() }).from(goods).groupBy(goods.categoryId);
  const byId = new Map(counts.map((c) => [c.id ?? 0, c.n]));
  const items = rows.map(
    (r): GoodsCategoryItem => ({
      id: r.id,
      parent_id: r.parentId,
      name: r.name,
      servics_id: r.servicsId,
      sort: r.sort,
      hidden: r.hidden,
      goods_count: byId.get(r.id) ?? 0,
    }),
  );
  const roots = items.filter((c) => c.parent_id === null);
  return roots.flatMap((p) => [p, ...items.filter((c) => c.parent_id === p.id)]);
}

export async function saveGoodsCategory(
  tx: DbOrTx,
  actor: Actor,
  b: {
    id: number | null;
    parent_id: number | null;
    servics_id: number | null;
    name: string;
    sort: number;
    hidden: boolean;
  },
): Promise<GoodsCategoryItem> {
  let servicsId = b.servics_id;
  if (b.parent_id !== null) {
    const [p] = await tx.select().from(categories).where(eq(categories.id, b.parent_id));
    await checkParent(p, b.id);
    servicsId = p!.servicsId;
  } else {
    if (servicsId === null) refuse('请选择服务类型');
    const [t] = await tx.select().from(serviceTypes).where(eq(serviceTypes.id, servicsId!));
    if (!t) refuse('服务类型不存在');
  }
  let before: typeof categories.$inferSelect | undefined;
  if (b.id) {
    [before] = await tx.select().from(categories).where(eq(categories.id, b.id));
    if (!before) refuse('分类不存在');
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, b.id))
      .limit(1);
    if (child && b.parent_id !== null) refuse('该分类下有子分类，不能移到其他分类下');
    if (child && servicsId !== before!.servicsId) refuse('该分类下有子分类，不能改变服务类型');
  }
  const [dup] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.name, b.name),
        eq(categories.servicsId, servicsId!),
        b.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, b.parent_id),
      ),
    );
  if (dup && dup.id !== b.id) refuse('同级已有同名分类');
  const values = {
    parentId: b.parent_id,
    servicsId: servicsId!,
    name: b.name,
    sort: b.sort,
    hidden: b.hidden,
  };
  const [row] = b.id
    ? await tx.update(categories).set(values).where(eq(categories.id, b.id)).returning()
    : await tx.insert(categories).values(values).returning();
  const view = (r: typeof categories.$inferSelect) => ({
    name: r.name,
    parent_id: r.parentId,
    servics_id: r.servicsId,
    sort: r.sort,
    hidden: r.hidden,
  });
  await appendAudit(tx, actor, {
    action: 'operator_goods_category/save',
    target: `goods_category#${row!.id}`,
    before: before ? view(before) : undefined,
    after: view(row!),
  });
  // a service's search entry carries its category's name and its parent's
  if (before && (before.name !== row!.name || before.parentId !== row!.parentId)) {
    const named = tx
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.id, row!.id), eq(categories.parentId, row!.id)));
    await reindexGoodsWhere(tx, inArray(goods.categoryId, named));
  }
  const [n] = await tx.select({ n: count() }).from(goods).where(eq(goods.categoryId, row!.id));
  return {
    id: row!.id,
    parent_id: row!.parentId,
    name: row!.name,
    servics_id: row!.servicsId,
    sort: row!.sort,
    hidden: row!.hidden,
    goods_count: n?.n ?? 0,
  };
}

export async function deleteGoodsCategory(tx: DbOrTx, actor: Actor, id: number): Promise<void> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id));
  if (!row) return refuse('分类不存在');
  const [child] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  if (child) refuse(`分类「${row.name}」下还有子分类，请先删除子分类`);
  const [used] = await tx.select({ n: count() }).from(goods).where(eq(goods.categoryId, id));
  if ((used?.n ?? 0) > 0) refuse(`分类「${row.name}」下还有 ${used!.n} 个服务，不能删除；可以改为隐藏`);
  await tx.delete(categories).where(eq(categories.id, id));
  await appendAudit(tx, actor, {
    action: 'operator_goods_category/delete',
    target: `goods_category#${id}`,
    before: { name: row.name, parent_id: row.parentId, servics_id: row.servicsId },
  });
}
