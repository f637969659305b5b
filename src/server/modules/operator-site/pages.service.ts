import { asc, eq, inArray } from 'drizzle-orm';
import type { PageItem } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { pages } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { sanitizeRichText } from '../../lib/sanitize';
import { type Actor, appendAudit } from '../operator/audit.service';

/**
 * The pages the console edits: the /spage service pages, then the user and merchant agreements
 * and the privacy policy (a production site starts with reference texts of these three that the
 * operator must review and publish).
 */
export const SPAGE_IDS = [1, 3, 4, 5, 6, 8, 12, 13, 14, 101, 102, 103] as const;
const MISSING = '页面不存在';

type PageRow = typeof pages.$inferSelect;
const toItem = (r: PageRow): PageItem => ({
  id: r.id,
  title: r.title,
  content: r.content,
  draft_title: r.draftTitle,
  draft_content: r.draftContent,
  views: r.views,
  updated_at: r.updatedAt.toISOString(),
});

const isSpage = (id: number) => (SPAGE_IDS as readonly number[]).includes(id);

export async function listPages(db: DbOrTx): Promise<PageItem[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(inArray(pages.id, [...SPAGE_IDS]))
    .orderBy(asc(pages.id));
  const byId = new Map(rows.map((r) => [r.id, toItem(r)]));
  return SPAGE_IDS.map((id) => byId.get(id) ?? blank(id));
}

/** A /spage id's row; null while never saved (a fresh production site). */
async function pageRow(db: DbOrTx, id: number): Promise<PageRow | null> {
  if (!isSpage(id)) return refuse(MISSING);
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

const blank = (id: number): PageItem => ({
  id,
  title: '',
  content: '',
  draft_title: null,
  draft_content: null,
  views: 0,
  updated_at: '',
});

export async function pageInfo(db: DbOrTx, id: number): Promise<PageItem> {
  const row = await pageRow(db, id);
  return row ? toItem(row) : blank(id);
}

/** Stores the edit as the draft; a page never published stays untitled (not public) until 发布. */
export async function savePageDraft(
  tx: DbOrTx,
  actor: Actor,
  b: { id: number; title: string; content: string },
): Promise<PageItem> {
  const before = await pageRow(tx, b.id);
  const content = sanitizeRichText(b.content);
  if (!content.trim()) refuse('正文不能为空');
  const draft = { draftTitle: b.title, draftContent: content, updatedAt: new Date() };
  const [row] = await tx
    .insert(pages)
    .values({ id: b.id, title: '', content: '', ...draft })
    .onConflictDoUpdate({ target: pages.id, set: draft })
    .returning();
  await appendAudit(tx, actor, {
    action: 'operator_page/save',
    target: `page#${b.id}`,
    before: { draft_title: before?.draftTitle ?? null },
    after: { draft_title: b.title },
  });
  return toItem(row!);
}

/** The draft becomes the public page. */
export async function publishPage(tx: DbOrTx, actor: Actor, id: number): Promise<PageItem> {
  const before = await pageRow(tx, id);
  if (!before || before.draftTitle === null || before.draftContent === null)
    return refuse('没有待发布的修改');
  const [row] = await tx
    .update(pages)
    .set({
      title: before.draftTitle,
      content: before.draftContent,
      draftTitle: null,
      draftContent: null,
      updatedAt: new Date(),
    })
    .where(eq(pages.id, id))
    .returning();
  await appendAudit(tx, actor, {
    action: 'operator_page/publish',
    target: `page#${id}`,
    before: { title: before.title },
    after: { title: row!.title },
  });
  return toItem(row!);
}
