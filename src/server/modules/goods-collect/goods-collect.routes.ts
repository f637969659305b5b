import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, type RequestSchema, validate } from '../../lib/validation';
import { collect, listCollected, unCollect } from './goods-collect.service';

const byGoods = z.object({ goods_id: idField('商品ID') }) satisfies RequestSchema<
  'goods_collect/collect' | 'goods_collect/unCollect'
>;

export const handlers: Handlers = {
  'goods_collect/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listCollected(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'goods_collect/collect': async ({ db, me, input }) => {
    const { goods_id } = validate(byGoods, input);
    await collect(db, me().userId, goods_id);
    return ok(null, '收藏成功');
  },
  'goods_collect/unCollect': async ({ db, me, input }) => {
    const { goods_id } = validate(byGoods, input);
    await unCollect(db, me().userId, [goods_id]);
    return ok(null, '已取消收藏');
  },
};
