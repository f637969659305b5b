import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type {
  ContentItem,
  ContentKind,
  ContentStatus,
  HotWordItem,
} from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { articleCategories, articles, hotWords } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { likePattern, paged } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/sanitize';
import { type Actor, appendAudit } from '../operator/audit.service';

type ArticleRow = typeof articles.$inferSelect;
const MISSING = '内容不存在';

const toItem = (r: ArticleRow): ContentItem => ({
  id: r.id,
  kind: r.kind as ContentKind,
  title: r.title,
  summary: r.summary,
  content: r.content,
  category_id: r.categoryId,
  status: r.status as ContentStatus,
  views: r.views,
  updated_at: r.updatedAt.toISOString(),
  published_at: r.status === 'published' ? r.publishedAt.toISOString() : '',
});
const view = (r: ArticleRow) => ({
  title: r.title,
  status: r.status,
  summary: r.summary,
  category_id: r.categoryId,
});

export async function listContent(
  db: DbOrTx,
  f: { kind: ContentKind; status: ContentStatus | null; keyword: string },
  paging: Paging,
) {
  const where: SQL[] = [eq(articles.kind, f.kind)];
  if (f.status) where.push(eq(articles.status, f.status));
  if (f.keyword) where.push(ilike(articles.title, likePattern(f.keyword)));
  const { list: rows, total } = await paged(
    db
      .select()
      .from(articles)
      .where(and(...where))
      .orderBy(desc(articles.updatedAt), desc(articles.id)),
    db
      .select({ n: count() })
      .from(articles)
      .where(and(...where)),
    paging,
  );
  return { list: rows.map(toItem), total };
}

export async function contentInfo(db: DbOrTx, id: number): Promise<ContentItem> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ? toItem(row) : refuse(MISSING);
}

/** A new draft, or an edit of an existing article (a published one stays published). */
export async function saveContent(
  tx: DbOrTx,
  actor: Actor,
  b: {
    id: number | null;
    kind: ContentKind;
    title: string;
    summary: string;
    content: string;
    category_id: number | null;
  },
): Promise<ContentItem> {
  if (b.category_id !== null) {
    if (b.kind === 'announcement') return refuse('公告不设分类');
    const [cat] = await tx
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(and(eq(articleCategories.id, b.category_id), eq(articleCategories.kind, b.kind)));
    if (!cat) return refuse('所选分类不存在');
  }
  const values = {
    title: b.title,
    summary: b.summary,
    content: sanitizeRichText(b.content),
    categoryId: b.category_id,
    updatedAt: new Date(),
  };
  if (!b.id) {
    const [row] = await tx
      .insert(articles)
      .values({ ...values, kind: b.kind, status: 'draft' })
      .returning();
    await appendAudit(tx, actor, {
      action: 'operator_content/save',
      target: `${b.kind}#${row!.id}`,
      after: view(row!),
    });
    return toItem(row!);
  }
  const [before] = await tx
    .select()
    .from(articles)
    .where(and(eq(articles.id, b.id), eq(articles.kind, b.kind)));
  if (!before) return refuse(MISSING);
  const [row] = await tx.update(articles).set(values).where(eq(articles.id, b.id)).returning();
  await appendAudit(tx, actor, {
    action: 'operator_content/save',
    target: `${b.kind}#${b.id}`,
    before: view(before),
    after: view(row!),
  });
  return toItem(row!);
}

/** draft/withdrawn → published (published now), published → withdrawn: gone from the site at once. */
export async function moveContent(tx: DbOrTx, actor: Actor, id: number, to: 'published' | 'withdrawn') {
  const [before] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!before) return refuse(MISSING);
  if (to === 'published' && before.status === 'published') return refuse('该内容已发布');
  if (to === 'withdrawn' && before.status !== 'published') return refuse('只有已发布的内容可以撤回');
  const now = new Date();
  const [row] = await tx
    .update(articles)
    .set(
      to === 'published' ? { status: to, publishedAt: now, updatedAt: now } : { status: to, updatedAt: now },
    )
    .where(and(eq(articles.id, id), eq(articles.status, before.status)))
    .returning();
  if (!row) return refuse('内容已被他人修改，请刷新后重试');
  await appendAudit(tx, actor, {
    action: to === 'published' ? 'operator_content/publish' : 'operator_content/withdraw',
    target: `${row.kind}#${id}`,
    before: view(before),
    after: view(row),
  });
  return toItem(row);
}

const toWord = (r: typeof hotWords.$inferSelect): HotWordItem => ({
  id: r.id,
  keyword: r.keyword,
  type: r.type as HotWordItem['type'],
  sort: r.sort,
});

export async function listHotWords(db: DbOrTx, type: HotWordItem['type'] | null, paging: Paging) {
  const where = type ? eq(hotWords.type, type) : undefined;
  const { list: rows, total } = await paged(
    db.select().from(hotWords).where(where).orderBy(asc(hotWords.type), asc(hotWords.sort), asc(hotWords.id)),
    db.select({ n: count() }).from(hotWords).where(where),
    paging,
  );
  return { list: rows.map(toWord), total };
}

export async function addHotWord(
  tx: DbOrTx,
  actor: Actor,
  b: { keyword: string; type: HotWordItem['type']; sort: number },
) {
  const [dup] = await tx
    .select({ id: hotWords.id })
    .from(hotWords)
    .where(and(eq(hotWords.type, b.type), eq(hotWords.keyword, b.keyword)));
  if (dup) return refuse('该热词已存在');
  const [row] = await tx.insert(hotWords).values(b).returning();
  await appendAudit(tx, actor, { action: 'operator_hot_word/add', target: `hot_word#${row!.id}`, after: b });
  return toWord(row!);
}

export async function sortHotWord(tx: DbOrTx, actor: Actor, id: number, sort: number) {
  const [before] = await tx.select().from(hotWords).where(eq(hotWords.id, id));
  if (!before) return refuse('热词不存在');
  const [row] = await tx.update(hotWords).set({ sort }).where(eq(hotWords.id, id)).returning();
  await appendAudit(tx, actor, {
    action: 'operator_hot_word/sort',
    target: `hot_word#${id}`,
    before: { sort: before.sort },
    after: { sort },
  });
  return toWord(row!);
}

export async function deleteHotWord(tx: DbOrTx, actor: Actor, id: number): Promise<void> {
  const [row] = await tx.delete(hotWords).where(eq(hotWords.id, id)).returning();
  if (!row) return refuse('热词不存在');
  await appendAudit(tx, actor, {
    action: 'operator_hot_word/delete',
    target: `hot_word#${id}`,
    before: toWord(row),
  });
}
