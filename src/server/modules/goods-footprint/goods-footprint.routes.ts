import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema, validate } from '../../lib/validation';
import { clearFootprints, listFootprints, recordFootprint } from './goods-footprint.service';

const recordBody = z.object({
  goods_id: idField('商品ID'),
}) satisfies RequestSchema<'goods_footprint/record'>;
const clearBody = z.object({
  goods_id: optionalIdField('商品ID'),
}) satisfies RequestSchema<'goods_footprint/clear'>;

export const handlers: Handlers = {
  'goods_footprint/record': async ({ db, me, input }) => {
    const { goods_id } = validate(recordBody, input);
    await recordFootprint(db, me().userId, goods_id);
    return ok(null, '已记录浏览足迹');
  },

  'goods_footprint/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listFootprints(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },

  /** Without goods_id: every footprint of the buyer; with it: that one only. */
  'goods_footprint/clear': async ({ db, me, input }) => {
    const { goods_id } = validate(clearBody, input);
    const n = await clearFootprints(db, me().userId, goods_id ? [goods_id] : null);
    return ok({ count: n }, goods_id ? '已删除该足迹' : '已清空浏览足迹');
  },
};
