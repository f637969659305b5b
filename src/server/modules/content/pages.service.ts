import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CarouselPosition } from '../../../core/api/contract/models';
import type { StaticPage } from '../../../core/api/contract/models-content';
import type { DbOrTx } from '../../db';
import { carousels, channelBanners, pages } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/sanitize';
import { isFreshView } from '../../lib/view-counter';

export async function listCarousels(db: DbOrTx, position: CarouselPosition, paging: Paging) {
  const where = and(eq(carousels.position, position), eq(carousels.status, 'published'));
  const { list: rows, total } = await paged(
    db.select().from(carousels).where(where).orderBy(asc(carousels.sort), asc(carousels.id)),
    db.select({ n: count() }).from(carousels).where(where),
    paging,
  );
  return {
    list: rows.map((c) => ({ id: c.id, title: c.title, image: c.image, link: c.link, position: c.position })),
    total,
  };
}

export async function listChannelBanners(db: DbOrTx, channel: string, paging: Paging) {
  const where = and(eq(channelBanners.channel, channel), eq(channelBanners.status, 'published'));
  const { list: rows, total } = await paged(
    db.select().from(channelBanners).where(where).orderBy(asc(channelBanners.sort), asc(channelBanners.id)),
    db.select({ n: count() }).from(channelBanners).where(where),
    paging,
  );
  return {
    list: rows.map((b) => ({
      id: b.id,
      channel: b.channel,
      title: b.title,
      subtitle: b.subtitle,
      image: b.image,
      link: b.link,
    })),
    total,
  };
}

export async function getPage(db: DbOrTx, id: number): Promise<StaticPage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  // a page saved in the console but never published has no public title yet
  if (!row?.title) return null;
  return { id: row.id, title: row.title, content: sanitizeRichText(row.content), views: row.views };
}

/** Counts a view once per client address and page per window; null when there is no such page. */
export async function viewPage(db: DbOrTx, id: number, ip: string): Promise<number | null> {
  const [row] = await db.select({ views: pages.views }).from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) return null;
  if (!(await isFreshView(db, 'page', id, ip))) return row.views;
  const [updated] = await db
    .update(pages)
    .set({ views: sql`${pages.views} + 1` })
    .where(eq(pages.id, id))
    .returning({ views: pages.views });
  return updated?.views ?? row.views + 1;
}
