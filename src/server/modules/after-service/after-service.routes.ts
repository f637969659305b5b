import { z } from 'zod';
import type { AfterSaleStatus } from '../../../core/api/contract/models-fulfil';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, toPositiveInt, validate } from '../../lib/validation';
import {
  addRating,
  afterServiceOf,
  labAfterSales,
  labRatings,
  publicRatings,
  replyAfterSale,
  replyRating,
  requestAfterSale,
} from './after-service.service';

const AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = ['open', 'answered'];

/** 1 to 5 whole stars. */
const starsField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = toPositiveInt(v);
      if (n !== null && n <= 5) return n;
      ctx.issues.push({ code: 'custom', input: v, message: '请选择 1–5 星评分' });
      return z.NEVER;
    });

/** Free text with a lower bound as well as the upper one. */
const wordsField = (label: string, min: number, max: number) =>
  field.text(label, max).refine((s) => [...s].length >= min, { message: `${label}至少${min}个字` });

const rate = z.object({
  order_item_id: field.id('订单服务'),
  stars: starsField(),
  comment: field.text('评价内容', 500, false),
}) satisfies RequestSchema<'order_rating/add'>;
const ratingsOf = z.object({
  goods_id: field.optionalId('服务'),
  merchant_id: field.optionalId('店铺'),
}) satisfies RequestSchema<'goods_rating/get'>;
const afterSale = z.object({
  id: field.id('订单ID'),
  reason: wordsField('售后原因', 5, 500),
}) satisfies RequestSchema<'order/afterSale'>;
const byOrder = z.object({ id: field.id('订单ID') }) satisfies RequestSchema<'order/afterService'>;
const reply = z.object({ id: field.id('ID'), reply: field.text('答复内容', 500) }) satisfies RequestSchema<
  'merchant_rating/reply' | 'merchant_after_sale/reply'
>;
const labFilter = z.object({ replied: field.flag() }) satisfies RequestSchema<'merchant_rating/get'>;
const saleFilter = z.object({
  status: field.optionalEnum('状态', AFTER_SALE_STATUSES),
}) satisfies RequestSchema<'merchant_after_sale/get'>;

export const handlers: Handlers = {
  'order_rating/add': async ({ db, me, input }) => {
    return ok({ info: await addRating(db, me().userId, validate(rate, input)) }, '评价成功，感谢您的反馈');
  },
  'goods_rating/get': async ({ db, input, paging }) => {
    const f = validate(ratingsOf, input);
    return ok(
      await publicRatings(db, { goodsId: f.goods_id, merchantId: f.merchant_id }, paging),
      '获取成功',
    );
  },
  'order/afterSale': async ({ db, me, input }) => {
    const { id, reason } = validate(afterSale, input);
    return ok(
      { info: await requestAfterSale(db, me().userId, id, reason) },
      '售后申请已提交，机构答复后将通知您',
    );
  },
  'order/afterService': async ({ db, me, input }) => {
    return ok(await afterServiceOf(db, me().userId, validate(byOrder, input).id), '获取成功');
  },
  'merchant_rating/get': async ({ db, me, input, paging }) => {
    return ok(await labRatings(db, me(), validate(labFilter, input).replied, paging), '获取成功');
  },
  'merchant_rating/reply': async ({ db, me, input }) => {
    const r = validate(reply, input);
    return ok({ info: await replyRating(db, me(), r.id, r.reply) }, '回复已发布');
  },
  'merchant_after_sale/get': async ({ db, me, input, paging }) => {
    const page = await labAfterSales(db, me(), validate(saleFilter, input).status, paging);
    return list(page.list, page.total, page.page, page.limit);
  },
  'merchant_after_sale/reply': async ({ db, me, input }) => {
    const r = validate(reply, input);
    return ok({ info: await replyAfterSale(db, me(), r.id, r.reply) }, '已答复，客户将收到通知');
  },
};
