/**
 * What /sitemap.xml lists: the public pages without an item, then each service on sale (of an
 * open shop), each open shop, and each published news article, notice and help article, with
 * the time it last changed. Every query is bounded by the page it fills: a sitemap page holds at
 * most `size` addresses (50,000 is the protocol's limit), past that /sitemap.xml is an index.
 */
import { and, asc, count, eq, lte, type SQL, sql } from 'drizzle-orm';
import { SITEMAP_DETAILS, SITEMAP_PAGES } from '../../../core/rules/crawl-paths';
import type { DbOrTx } from '../../db';
import { articles, goods, merchants } from '../../db/schema';
import { GOODS_ON_SALE } from '../goods/goods.service';
import { MERCHANT_OPEN } from '../merchant/merchant.service';

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** A path of this site, with its query (`/shop?id=3`). */
  path: string;
  lastmod?: Date;
}

interface Source {
  count(db: DbOrTx): Promise<number>;
  rows(db: DbOrTx, offset: number, limit: number): Promise<SitemapEntry[]>;
}

const numberOf = (rows: { n: number }[]): number => Number(rows[0]?.n ?? 0);

const goodsVisible = and(eq(goods.status, GOODS_ON_SALE), eq(merchants.status, MERCHANT_OPEN));
const goodsSource: Source = {
  count: async (db) =>
    numberOf(
      await db
        .select({ n: count() })
        .from(goods)
        .innerJoin(merchants, eq(merchants.id, goods.merchantId))
        .where(goodsVisible),
    ),
  rows: async (db, offset, limit) =>
    (
      await db
        .select({ id: goods.id, at: goods.updatedAt })
        .from(goods)
        .innerJoin(merchants, eq(merchants.id, goods.merchantId))
        .where(goodsVisible)
        .orderBy(asc(goods.id))
        .offset(offset)
        .limit(limit)
    ).map((r) => ({ path: `${SITEMAP_DETAILS.goods}?id=${r.id}`, lastmod: r.at })),
};

const shopVisible = eq(merchants.status, MERCHANT_OPEN);
const shopSource: Source = {
  count: async (db) => numberOf(await db.select({ n: count() }).from(merchants).where(shopVisible)),
  rows: async (db, offset, limit) =>
    (
      await db
        .select({
          id: merchants.id,
          at: sql<Date>`coalesce(${merchants.reviewedAt}, ${merchants.createdAt})`.mapWith(
            merchants.createdAt,
          ),
        })
        .from(merchants)
        .where(shopVisible)
        .orderBy(asc(merchants.id))
        .offset(offset)
        .limit(limit)
    ).map((r) => ({ path: `${SITEMAP_DETAILS.shop}?id=${r.id}`, lastmod: r.at })),
};

/** As the content pages show them: published, and not scheduled for later. */
const articleVisible = (kind: string): SQL =>
  and(eq(articles.kind, kind), eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))!;
const articleSource = (kind: 'news' | 'announcement' | 'help', page: string): Source => ({
  count: async (db) => numberOf(await db.select({ n: count() }).from(articles).where(articleVisible(kind))),
  rows: async (db, offset, limit) =>
    (
      await db
        .select({
          id: articles.id,
          at: sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`.mapWith(articles.updatedAt),
        })
        .from(articles)
        .where(articleVisible(kind))
        .orderBy(asc(articles.id))
        .offset(offset)
        .limit(limit)
    ).map((r) => ({ path: `${page}?id=${r.id}`, lastmod: r.at })),
});

const pagesSource: Source = {
  count: async () => SITEMAP_PAGES.length,
  rows: async (_db, offset, limit) =>
    SITEMAP_PAGES.slice(offset, offset + limit).map((path) => ({ path: encodeURI(path) })),
};

/** In the order the sitemap lists them. */
const SOURCES: readonly Source[] = [
  pagesSource,
  goodsSource,
  shopSource,
  articleSource('news', SITEMAP_DETAILS.news),
  articleSource('announcement', SITEMAP_DETAILS.notice),
  articleSource('help', SITEMAP_DETAILS.help),
];

/** How many addresses each source has, in SOURCES' order. */
export const sitemapCounts = (db: DbOrTx): Promise<number[]> => Promise.all(SOURCES.map((s) => s.count(db)));

/** The addresses of sitemap page `page` (from 1) of `size` each; [] past the last. */
export async function sitemapPage(
  db: DbOrTx,
  counts: readonly number[],
  page: number,
  size: number,
): Promise<SitemapEntry[]> {
  let start = (page - 1) * size;
  let room = size;
  const out: SitemapEntry[] = [];
  for (const [i, source] of SOURCES.entries()) {
    const n = counts[i] ?? 0;
    if (room <= 0) break;
    if (start >= n) {
      start -= n;
      continue;
    }
    const take = Math.min(room, n - start);
    out.push(...(await source.rows(db, start, take)));
    room -= take;
    start = 0;
  }
  return out;
}
