import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { SiteLetter } from '../../../core/api/contract/models-buying';
import type { DbOrTx } from '../../db';
import { siteLetters } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';

export const LETTER_MISSING = '消息不存在';

/**
 * Leaves a site letter for an account. Called inside the transaction of the event it tells
 * about, so a rolled-back order leaves no letter behind. Texts are clipped to the columns.
 */
export async function sendLetter(
  tx: DbOrTx,
  accountId: number,
  letter: { title: string; content: string; link?: string },
): Promise<void> {
  await tx.insert(siteLetters).values({
    accountId,
    title: letter.title.slice(0, 100),
    content: letter.content.slice(0, 1000),
    link: (letter.link ?? '').slice(0, 200),
  });
}

type LetterRow = typeof siteLetters.$inferSelect;

const toLetter = (r: LetterRow): SiteLetter => ({
  id: r.id,
  title: r.title,
  content: r.content,
  link: r.link,
  is_read: r.readAt !== null,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt?.toISOString() ?? null,
});

/** The caller's letters, newest first; `unread` keeps only those not read yet. */
export async function listLetters(db: DbOrTx, accountId: number, paging: Paging, unread?: boolean) {
  const where = and(eq(siteLetters.accountId, accountId), unread ? isNull(siteLetters.readAt) : undefined);
  const { list: rows, total } = await paged(
    db.select().from(siteLetters).where(where).orderBy(desc(siteLetters.id)),
    db.select({ n: count() }).from(siteLetters).where(where),
    paging,
  );
  return { list: rows.map(toLetter), total };
}

/** Marks one letter (another account's id reads as missing) or all of the caller's as read. */
export async function readLetters(db: DbOrTx, accountId: number, id: number | 'all'): Promise<number> {
  const now = new Date();
  if (id === 'all') {
    const done = await db
      .update(siteLetters)
      .set({ readAt: now })
      .where(and(eq(siteLetters.accountId, accountId), isNull(siteLetters.readAt)))
      .returning({ id: siteLetters.id });
    return done.length;
  }
  const [row] = await db
    .select({ id: siteLetters.id, readAt: siteLetters.readAt })
    .from(siteLetters)
    .where(and(eq(siteLetters.id, id), eq(siteLetters.accountId, accountId)))
    .limit(1);
  if (!row) return refuse(LETTER_MISSING);
  if (row.readAt) return 0;
  await db
    .update(siteLetters)
    .set({ readAt: now })
    .where(and(eq(siteLetters.id, id), isNull(siteLetters.readAt)));
  return 1;
}

export async function unreadCount(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteLetters)
    .where(and(eq(siteLetters.accountId, accountId), isNull(siteLetters.readAt)));
  return row?.n ?? 0;
}
