import { z } from 'zod';
import { GOODS_STATES, type GoodsState } from '../../../core/rules/goods-states';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import {
  actionMessage,
  deleteGoods,
  listOwnGoods,
  moveGoods,
  ownGoodsDetail,
  REVISION_MSG,
  saveGoods,
  withdrawGoods,
  withdrawOwnRevision,
} from './merchant-goods.service';
import { goodsFields } from './merchant-goods-fields';
import { previewGoods } from './merchant-goods-preview';

const listQuery = z.object({
  state: field.optionalEnum<GoodsState>('服务状态', GOODS_STATES),
  keyword: field.text('关键词', 50, false),
}) satisfies RequestSchema<'merchant_goods/get'>;
const byId = z.object({ id: field.id('服务') }) satisfies RequestSchema<'merchant_goods/info'>;
const addBody = z.object({
  ...goodsFields,
  submit: field.flag(),
}) satisfies RequestSchema<'merchant_goods/add'>;
const editBody = z.object({
  ...goodsFields,
  id: field.id('服务'),
}) satisfies RequestSchema<'merchant_goods/edit'>;

export const handlers: Handlers = {
  'merchant_goods/get': async ({ db, me, input, paging }) => {
    const q = validate(listQuery, input);
    const { list: items, total } = await listOwnGoods(db, me(), q, paging);
    return list(items, total, paging.page, paging.limit);
  },

  'merchant_goods/info': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await ownGoodsDetail(db, me(), id) });
  },

  'merchant_goods/add': async ({ db, me, input }) => {
    const b = validate(addBody, input);
    const info = await saveGoods(db, me(), b, null, b.submit === true);
    return ok({ info }, b.submit ? '服务已提交审核' : '服务已保存为草稿');
  },

  'merchant_goods/edit': async ({ db, me, input }) => {
    const b = validate(editBody, input);
    const info = await saveGoods(db, me(), b, b.id);
    const waiting = info.state === 'on_sale' && info.revision?.state === 'pending';
    const resubmitted = info.state === 'pending';
    return ok(
      { info },
      waiting ? REVISION_MSG.submitted : resubmitted ? '修改已保存，已重新提交审核' : REVISION_MSG.saved,
    );
  },

  'merchant_goods/withdraw': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await withdrawGoods(db, me(), id) }, '已撤回审核，服务回到草稿');
  },

  'merchant_goods/preview': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await previewGoods(db, me(), id) });
  },

  'merchant_goods/withdrawRevision': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await withdrawOwnRevision(db, me(), id) }, REVISION_MSG.withdrawn);
  },

  'merchant_goods/submit': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await moveGoods(db, me(), id, 'submit') }, actionMessage('submit'));
  },

  'merchant_goods/shelf': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await moveGoods(db, me(), id, 'shelf') }, actionMessage('shelf'));
  },

  'merchant_goods/offShelf': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await moveGoods(db, me(), id, 'offShelf') }, actionMessage('offShelf'));
  },

  'merchant_goods/delete': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await deleteGoods(db, me(), id);
    return ok(null, '草稿已删除');
  },
};
