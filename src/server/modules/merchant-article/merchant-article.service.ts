import { and, asc, count, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type {
  MerchantArticle,
  MerchantArticleDetail,
  MerchantArticleNav,
  ViewCount,
} from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { merchantArticles, merchants } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/sanitize';
import { isFreshView } from '../../lib/view-counter';
import { MERCHANT_OPEN } from '../merchant/merchant.service';

/** Nav items that list articles (1 检验检测 lists goods). */
export const ARTICLE_NAVS: readonly MerchantArticleNav[] = [2, 3, 4, 5, 6];

type Row = typeof merchantArticles.$inferSelect;

const SUMMARY_CHARS = 120;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The opening of a body as plain text, for lists (rendered as text, never as HTML). */
export function plainSummary(html: string, max = SUMMARY_CHARS): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|li|tr|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export const toArticle = (r: Row): MerchantArticle => ({
  id: r.id,
  merchant_id: r.merchantId,
  nav: r.nav as MerchantArticleNav,
  title: r.title,
  summary: plainSummary(r.content),
  views: r.views,
  published_at: r.publishedAt.toISOString(),
});

/** Articles of open shops only: a closed shop's pages are gone, and so are its articles. */
const openShop = sql`exists (select 1 from ${merchants} where ${merchants.id} = ${merchantArticles.merchantId} and ${merchants.status} = ${MERCHANT_OPEN})`;

export async function shopIsOpen(db: DbOrTx, merchantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), eq(merchants.status, MERCHANT_OPEN)))
    .limit(1);
  return row !== undefined;
}

export async function listArticles(
  db: DbOrTx,
  merchantId: number,
  nav: MerchantArticleNav | null,
  paging: Paging,
): Promise<{ list: MerchantArticle[]; total: number }> {
  const where = and(
    eq(merchantArticles.merchantId, merchantId),
    nav ? eq(merchantArticles.nav, nav) : undefined,
  );
  const { list: rows, total } = await paged(
    db
      .select()
      .from(merchantArticles)
      .where(where)
      .orderBy(desc(merchantArticles.publishedAt), desc(merchantArticles.id)),
    db.select({ n: count() }).from(merchantArticles).where(where),
    paging,
  );
  return { list: rows.map(toArticle), total };
}

/** The neighbour of `r` in its shop's list for the same nav (lists are newest first). */
async function neighbour(db: DbOrTx, r: Row, newer: boolean) {
  const sameList = and(eq(merchantArticles.merchantId, r.merchantId), eq(merchantArticles.nav, r.nav));
  const cmp = newer ? gt : lt;
  const beyond: SQL | undefined = or(
    cmp(merchantArticles.publishedAt, r.publishedAt),
    and(eq(merchantArticles.publishedAt, r.publishedAt), cmp(merchantArticles.id, r.id)),
  );
  const order = newer
    ? [asc(merchantArticles.publishedAt), asc(merchantArticles.id)]
    : [desc(merchantArticles.publishedAt), desc(merchantArticles.id)];
  const [row] = await db
    .select({ id: merchantArticles.id, title: merchantArticles.title })
    .from(merchantArticles)
    .where(and(sameList, beyond))
    .orderBy(...order)
    .limit(1);
  return row ?? null;
}

/**
 * One article with its sanitized body and its neighbours; null when missing, of a closed
 * shop, or (when `merchantId` is given) of another shop than the page shows.
 */
export async function getArticle(
  db: DbOrTx,
  id: number,
  merchantId: number | null,
): Promise<MerchantArticleDetail | null> {
  const [r] = await db
    .select()
    .from(merchantArticles)
    .where(
      and(
        eq(merchantArticles.id, id),
        merchantId ? eq(merchantArticles.merchantId, merchantId) : undefined,
        openShop,
      ),
    )
    .limit(1);
  if (!r) return null;
  return {
    ...toArticle(r),
    content: sanitizeRichText(r.content),
    // "previous" is the newer one above it in the list, "next" the older one below
    prev: await neighbour(db, r, true),
    next: await neighbour(db, r, false),
  };
}

/** merchant_article/views: once per client address and article per window. null: no such article. */
export async function countArticleView(db: DbOrTx, id: number, ip: string): Promise<ViewCount | null> {
  const [row] = await db
    .select({ views: merchantArticles.views })
    .from(merchantArticles)
    .where(and(eq(merchantArticles.id, id), openShop))
    .limit(1);
  if (!row) return null;
  if (!(await isFreshView(db, 'merchant_article', id, ip))) return { counted: false, views: row.views };
  const [updated] = await db
    .update(merchantArticles)
    .set({ views: sql`${merchantArticles.views} + 1` })
    .where(eq(merchantArticles.id, id))
    .returning({ views: merchantArticles.views });
  return { counted: true, views: updated?.views ?? row.views + 1 };
}
