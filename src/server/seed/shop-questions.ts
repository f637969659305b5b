import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { accounts, goods, merchantArticles, merchants, shopQuestions } from '../db/schema';
import { answerHtml } from '../modules/merchant-qa/merchant-qa.service';

/** Buyers' questions to the demo lab (问答): some waiting, one answered and published. */
const QUESTIONS: Array<{ asker: string; question: string; onGoods: boolean; answer?: string }> = [
  { asker: '13800000001', question: '水样需要送多少毫升？可以用矿泉水瓶装吗？', onGoods: true },
  { asker: '13800000004', question: '加急检测最快几个工作日出报告？需要另外收费吗？', onGoods: false },
  { asker: '13800000001', question: '报告可以同时出具中英文版本吗？', onGoods: false },
  {
    asker: '13800000004',
    question: '检测报告带 CMA 章吗？可以用于招投标吗？',
    onGoods: false,
    answer: '带 CMA 资质认定标志，可用于招投标、验收和质量监督抽查。\n如需 CNAS 标识，请下单时在备注中说明。',
  },
];

export async function seedShopQuestions(tx: Tx): Promise<void> {
  const [lab] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
    .where(eq(accounts.mobile, '13800000002'))
    .limit(1);
  if (!lab) return;
  const [service] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.merchantId, lab.id), eq(goods.status, 1)))
    .limit(1);
  const askers = await tx
    .select({ id: accounts.id, mobile: accounts.mobile })
    .from(accounts)
    .where(eq(accounts.type, 1));
  for (const [i, q] of QUESTIONS.entries()) {
    const asker = askers.find((a) => a.mobile === q.asker);
    if (!asker) continue;
    const askedAt = new Date(Date.now() - (QUESTIONS.length - i) * 3_600_000);
    let articleId: number | null = null;
    if (q.answer) {
      const [a] = await tx
        .insert(merchantArticles)
        .values({
          merchantId: lab.id,
          nav: 2,
          title: q.question,
          content: answerHtml(q.answer),
          publishedAt: askedAt,
        })
        .returning({ id: merchantArticles.id });
      articleId = a!.id;
    }
    await tx.insert(shopQuestions).values({
      merchantId: lab.id,
      goodsId: q.onGoods ? (service?.id ?? null) : null,
      askerAccountId: asker.id,
      question: q.question,
      answer: q.answer ?? null,
      articleId,
      createdAt: askedAt,
      answeredAt: q.answer ? askedAt : null,
    });
  }
}
