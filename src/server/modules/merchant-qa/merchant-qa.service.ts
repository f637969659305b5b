import { and, count, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { ShopQuestion } from '../../../core/api/contract/models-merchant';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { maskAccountMobile } from '../../../core/rules/privacy';
import type { Db, DbOrTx } from '../../db';
import { accounts, goods, merchantArticles, shopQuestions } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { refuse } from '../../lib/envelope';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { shopIsOpen } from '../merchant-article/merchant-article.service';
import { type MerchantRow, ownMerchant } from '../merchant-center/merchant-owner';
import { sendLetter } from '../notice/notice.service';

export const QUESTION_MISSING = '问题不存在';
/** A buyer's questions per rolling day, all shops together: enough to ask, too few to spam. */
export const QUESTIONS_PER_DAY = 20;
/** The shop nav item the public Q&A entries are listed under (2 问答). */
const QA_NAV = 2;

const select = {
  q: shopQuestions,
  goodsName: goods.name,
  mobile: accounts.mobile,
};
type Row = { q: typeof shopQuestions.$inferSelect; goodsName: string | null; mobile: string | null };

const toQuestion = (r: Row): ShopQuestion => ({
  id: r.q.id,
  goods_id: r.q.goodsId,
  goods_name: r.goodsName ?? '',
  asker: maskAccountMobile(r.mobile),
  question: r.q.question,
  answer: r.q.answer ?? '',
  asked_at: r.q.createdAt.toISOString(),
  answered_at: r.q.answeredAt?.toISOString() ?? null,
});

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The answer as the public entry's body: plain text, escaped, one paragraph per line. */
export const answerHtml = (answer: string): string =>
  answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** The lab's questions, newest first; `answered` null lists all. */
export async function listQuestions(db: DbOrTx, me: AuthUser, answered: boolean | null, p: Paging) {
  const m = await ownMerchant(db, me);
  const where = and(
    eq(shopQuestions.merchantId, m.id),
    answered === null
      ? undefined
      : answered
        ? isNotNull(shopQuestions.answeredAt)
        : isNull(shopQuestions.answeredAt),
  );
  const { list: rows, total } = await paged(
    db
      .select(select)
      .from(shopQuestions)
      .leftJoin(goods, eq(goods.id, shopQuestions.goodsId))
      .leftJoin(accounts, eq(accounts.id, shopQuestions.askerAccountId))
      .where(where)
      .orderBy(desc(shopQuestions.createdAt), desc(shopQuestions.id)),
    db.select({ n: count() }).from(shopQuestions).where(where),
    p,
  );
  return { list: rows.map(toQuestion), total };
}

/**
 * Answers a question of the lab's own shop and publishes it (or updates the published entry):
 * another lab's question is "missing", exactly like one that does not exist.
 */
export async function answerQuestion(
  db: Db,
  me: AuthUser,
  id: number,
  answer: string,
): Promise<ShopQuestion> {
  const m = await ownMerchant(db, me);
  return db.transaction(async (tx) => answerIn(tx, m, id, answer));
}

async function answerIn(db: DbOrTx, m: MerchantRow, id: number, answer: string): Promise<ShopQuestion> {
  const [row] = await db
    .select(select)
    .from(shopQuestions)
    .leftJoin(goods, eq(goods.id, shopQuestions.goodsId))
    .leftJoin(accounts, eq(accounts.id, shopQuestions.askerAccountId))
    .where(and(eq(shopQuestions.id, id), eq(shopQuestions.merchantId, m.id)))
    .limit(1)
    .for('update', { of: shopQuestions });
  if (!row) return refuse(QUESTION_MISSING);
  const content = answerHtml(answer);
  const now = new Date();
  let articleId = row.q.articleId;
  if (articleId !== null) {
    const updated = await db
      .update(merchantArticles)
      .set({ content })
      .where(and(eq(merchantArticles.id, articleId), eq(merchantArticles.merchantId, m.id)))
      .returning({ id: merchantArticles.id });
    if (!updated.length) articleId = null;
  }
  if (articleId === null) {
    const [a] = await db
      .insert(merchantArticles)
      .values({ merchantId: m.id, nav: QA_NAV, title: row.q.question, content, publishedAt: now })
      .returning({ id: merchantArticles.id });
    articleId = a!.id;
  }
  const firstAnswer = row.q.answeredAt === null;
  const [q] = await db
    .update(shopQuestions)
    .set({ answer, articleId, answeredAt: row.q.answeredAt ?? now })
    .where(eq(shopQuestions.id, row.q.id))
    .returning();
  if (firstAnswer)
    await sendLetter(db, row.q.askerAccountId, {
      title: `${m.orgName}回答了您的提问`,
      content: `您的提问「${row.q.question}」已有回答：${answer}`,
      link: `/shop/qa?id=${m.id}`,
    });
  return toQuestion({ ...row, q: q! });
}

/**
 * shop_qa/ask: a buyer's question to an open shop, optionally about one of its listed services.
 * Refused when the same question is still waiting, or beyond the day's allowance.
 */
export async function askQuestion(
  db: DbOrTx,
  me: AuthUser,
  a: { merchantId: number; goodsId: number | null; question: string },
): Promise<{ id: number }> {
  if (!(await shopIsOpen(db, a.merchantId))) refuse('店铺不存在');
  if (a.goodsId !== null) {
    const [g] = await db
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(
          eq(goods.id, a.goodsId),
          eq(goods.merchantId, a.merchantId),
          eq(goods.status, GOODS_STATUS_CODE.on_sale),
        ),
      )
      .limit(1);
    if (!g) refuse('服务不存在');
  }
  const mine = eq(shopQuestions.askerAccountId, me.userId);
  const [today] = await db
    .select({ n: count() })
    .from(shopQuestions)
    .where(and(mine, gt(shopQuestions.createdAt, new Date(Date.now() - 86_400_000))));
  if ((today?.n ?? 0) >= QUESTIONS_PER_DAY) refuse(`每天最多提问 ${QUESTIONS_PER_DAY} 次，请明天再来`);
  const [same] = await db
    .select({ id: shopQuestions.id })
    .from(shopQuestions)
    .where(
      and(
        mine,
        eq(shopQuestions.merchantId, a.merchantId),
        eq(shopQuestions.question, a.question),
        isNull(shopQuestions.answeredAt),
      ),
    )
    .limit(1);
  if (same) refuse('您已提过这个问题，请等待商家回答');
  const [row] = await db
    .insert(shopQuestions)
    .values({ merchantId: a.merchantId, goodsId: a.goodsId, askerAccountId: me.userId, question: a.question })
    .returning({ id: shopQuestions.id });
  return { id: row!.id };
}
