import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { goods, merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { merchantArticles } from './content';

/**
 * 问答: a buyer's question on a shop or one of its services, and the lab's answer.
 * An answered question is published as the shop's Q&A entry (merchant_articles nav 2), which is
 * what /shop/qa lists; `article_id` links the two so a corrected answer updates the same entry.
 */
export const shopQuestions = pgTable(
  'shop_questions',
  {
    id: idColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    askerAccountId: integer('asker_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    question: varchar('question', { length: 200 }).notNull(),
    answer: text('answer'),
    articleId: integer('article_id').references(() => merchantArticles.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    index('shop_questions_merchant_idx').on(t.merchantId, t.createdAt),
    index('shop_questions_asker_idx').on(t.askerAccountId, t.createdAt),
  ],
);
