import { z } from 'zod';
import { type Limit, QA_LIMITS } from '../../../core/rules/field-limits';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { answerQuestion, askQuestion, listQuestions } from './merchant-qa.service';

/** Plain text within [min, max] characters (field-limits: the page checks the same numbers). */
const plainText = (label: string, [min, max]: Limit) =>
  field.text(label, max).refine((s) => [...s].length >= min, `${label}至少${min}个字`);

const listQuery = z.object({
  answered: field.flag().transform((v) => (v === undefined ? null : v ? (1 as const) : (0 as const))),
}) satisfies RequestSchema<'merchant_qa/get'>;
const answerBody = z.object({
  id: field.id('问题'),
  answer: plainText('回答', QA_LIMITS.answer),
}) satisfies RequestSchema<'merchant_qa/answer'>;
const askBody = z.object({
  merchant_id: field.id('店铺ID'),
  goods_id: field.optionalId('服务ID'),
  question: plainText('问题', QA_LIMITS.question),
}) satisfies RequestSchema<'shop_qa/ask'>;

/** 问答: the lab's side (merchant_qa) and the buyer's question (shop_qa/ask). */
export const handlers: Handlers = {
  'merchant_qa/get': async ({ db, me, input, paging }) => {
    const q = validate(listQuery, input);
    const { list: items, total } = await listQuestions(
      db,
      me(),
      q.answered === null ? null : q.answered === 1,
      paging,
    );
    return list(items, total, paging.page, paging.limit);
  },
  'merchant_qa/answer': async ({ db, me, input }) => {
    const b = validate(answerBody, input);
    return ok({ info: await answerQuestion(db, me(), b.id, b.answer) }, '回答已发布');
  },
  'shop_qa/ask': async ({ db, me, input }) => {
    const b = validate(askBody, input);
    const info = await askQuestion(db, me(), {
      merchantId: b.merchant_id,
      goodsId: b.goods_id,
      question: b.question,
    });
    return ok({ info }, '提问已提交，商家回答后将显示在问答中');
  },
};
