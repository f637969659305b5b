import { and, count, eq } from 'drizzle-orm';
import type {
  MerchantArticle,
  MerchantArticleDetail,
  MerchantArticleNav,
} from '../../../core/api/contract/models';
import type { DbOrTx } from '../../db';
import { merchantArticles } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { sanitizeRichText } from '../../lib/sanitize';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { listArticles, toArticle } from './merchant-article.service';

/** A shop keeps at most this many articles (enterprise news, Q&A, metering, consulting, QC). */
export const MAX_ARTICLES = 500;
export const ARTICLE_MISSING = '文章不存在';

export interface ArticleInput {
  nav: MerchantArticleNav;
  title: string;
  content: string;
}

/** The lab's own articles, public or not yet (a shop under review prepares its pages). */
export async function listOwnArticles(db: DbOrTx, me: AuthUser, nav: MerchantArticleNav | null, p: Paging) {
  const m = await ownMerchant(db, me);
  return listArticles(db, m.id, nav, p);
}

async function ownArticle(db: DbOrTx, me: AuthUser, id: number) {
  const m = await ownMerchant(db, me);
  const [row] = await db
    .select()
    .from(merchantArticles)
    .where(and(eq(merchantArticles.id, id), eq(merchantArticles.merchantId, m.id)))
    .limit(1);
  return row ?? refuse(ARTICLE_MISSING);
}

export async function ownArticleDetail(db: DbOrTx, me: AuthUser, id: number): Promise<MerchantArticleDetail> {
  const r = await ownArticle(db, me, id);
  return { ...toArticle(r), content: sanitizeRichText(r.content), prev: null, next: null };
}

/** Stored sanitized: the public pages render the body as HTML. */
export async function addArticle(db: DbOrTx, me: AuthUser, a: ArticleInput): Promise<MerchantArticle> {
  const m = await ownMerchant(db, me);
  const [n] = await db
    .select({ n: count() })
    .from(merchantArticles)
    .where(eq(merchantArticles.merchantId, m.id));
  if ((n?.n ?? 0) >= MAX_ARTICLES) refuse(`店铺文章最多 ${MAX_ARTICLES} 篇`);
  const content = sanitizeRichText(a.content);
  if (!content.replace(/<[^>]*>/g, '').trim()) refuse('请输入文章内容');
  const [row] = await db
    .insert(merchantArticles)
    .values({ merchantId: m.id, nav: a.nav, title: a.title, content })
    .returning();
  return toArticle(row!);
}

export async function editArticle(
  db: DbOrTx,
  me: AuthUser,
  id: number,
  a: ArticleInput,
): Promise<MerchantArticle> {
  const r = await ownArticle(db, me, id);
  const content = sanitizeRichText(a.content);
  if (!content.replace(/<[^>]*>/g, '').trim()) refuse('请输入文章内容');
  const [row] = await db
    .update(merchantArticles)
    .set({ nav: a.nav, title: a.title, content })
    .where(eq(merchantArticles.id, r.id))
    .returning();
  return toArticle(row!);
}

export async function deleteArticle(db: DbOrTx, me: AuthUser, id: number): Promise<void> {
  const r = await ownArticle(db, me, id);
  await db.delete(merchantArticles).where(eq(merchantArticles.id, r.id));
}
