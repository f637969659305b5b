import { and, asc, count, desc, eq, gt, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  Article,
  ArticleCategory,
  ArticleCategoryNode,
  ArticleDetail,
} from '../../../core/api/contract/models-content';
import type { DbOrTx } from '../../db';
import { articleCategories, articles } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/sanitize';
import { isFreshView } from '../../lib/view-counter';

/** announcement = 平台公告, news = 内容资讯 (article/*), help = 帮助中心. */
export type ArticleKind = 'announcement' | 'news' | 'help';

type ArticleRow = typeof articles.$inferSelect;

export interface ArticleFilters {
  categoryId?: number | null;
  keyword?: string;
}

const toItem = (row: ArticleRow, categoryName: string | null): Article => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  category_id: row.categoryId,
  category_name: categoryName ?? '',
  views: row.views,
  published_at: row.publishedAt.toISOString(),
});

/** Scheduled articles (published_at in the future) stay hidden until their time. */
const visible = (kind: ArticleKind): SQL =>
  and(eq(articles.kind, kind), eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))!;

function filtersSql(kind: ArticleKind, f: ArticleFilters): SQL {
  const where: (SQL | undefined)[] = [visible(kind)];
  if (f.categoryId) {
    // a parent category lists its children's articles too
    const ids = sql`(select ${articleCategories.id} from ${articleCategories} where ${articleCategories.id} = ${f.categoryId} or ${articleCategories.parentId} = ${f.categoryId})`;
    where.push(inArray(articles.categoryId, ids));
  }
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    where.push(or(ilike(articles.title, pattern), ilike(articles.summary, pattern)));
  }
  return and(...where)!;
}

export async function listArticles(db: DbOrTx, kind: ArticleKind, f: ArticleFilters, paging: Paging) {
  const where = filtersSql(kind, f);
  const { list: rows, total } = await paged(
    db
      .select({ a: articles, categoryName: articleCategories.name })
      .from(articles)
      .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id)),
    db.select({ n: count() }).from(articles).where(where),
    paging,
  );
  return { list: rows.map((r) => toItem(r.a, r.categoryName)), total };
}

/** The article with its sanitized body and, when asked, its neighbours in list order. */
export async function getArticle(
  db: DbOrTx,
  kind: ArticleKind,
  id: number,
  withNeighbours: boolean,
): Promise<ArticleDetail | null> {
  const [row] = await db
    .select({ a: articles, categoryName: articleCategories.name })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(visible(kind), eq(articles.id, id)))
    .limit(1);
  if (!row) return null;
  const at = row.a.publishedAt;
  const link = { id: articles.id, title: articles.title };
  const [prev, next] = withNeighbours
    ? await Promise.all([
        db
          .select(link)
          .from(articles)
          .where(
            and(
              visible(kind),
              or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, id))),
            ),
          )
          .orderBy(asc(articles.publishedAt), asc(articles.id))
          .limit(1),
        db
          .select(link)
          .from(articles)
          .where(
            and(
              visible(kind),
              or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, id))),
            ),
          )
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(1),
      ])
    : [[], []];
  return {
    ...toItem(row.a, row.categoryName),
    content: sanitizeRichText(row.a.content),
    prev: prev[0] ?? null,
    next: next[0] ?? null,
  };
}

/**
 * Counts a view once per client address and article per window (lib/view-counter), and
 * answers the count; null when no such article is visible.
 */
export async function viewArticle(
  db: DbOrTx,
  kind: ArticleKind,
  id: number,
  ip: string,
): Promise<number | null> {
  const [row] = await db
    .select({ views: articles.views })
    .from(articles)
    .where(and(visible(kind), eq(articles.id, id)))
    .limit(1);
  if (!row) return null;
  if (!(await isFreshView(db, `article-${kind}`, id, ip))) return row.views;
  const [updated] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(eq(articles.id, id))
    .returning({ views: articles.views });
  return updated?.views ?? row.views + 1;
}

export async function listArticleCategories(db: DbOrTx, kind: 'news' | 'help'): Promise<ArticleCategory[]> {
  const rows = await db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.kind, kind))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  return rows.map((c) => ({ id: c.id, name: c.name, parent_id: c.parentId }));
}

/** Roots with their children (two levels are all the data holds; deeper nodes attach too). */
export async function articleCategoryTree(db: DbOrTx, kind: 'news' | 'help'): Promise<ArticleCategoryNode[]> {
  const flat = await listArticleCategories(db, kind);
  const nodes = new Map(flat.map((c): [number, ArticleCategoryNode] => [c.id, { ...c, children: [] }]));
  const roots: ArticleCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
