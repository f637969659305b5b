import { z } from 'zod';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import {
  flagField,
  idField,
  optionalIdField,
  type RequestSchema,
  textField,
  validate,
} from '../../lib/validation';
import { countGoodsView, getGoodsDetail, listGoods } from './goods.service';
import { compareGoods, compareIdsField } from './goods-compare';

const listQuery = z.object({
  servics_id: optionalIdField('服务类型'),
  category_id: optionalIdField('服务分类'),
  merchant_id: optionalIdField('店铺ID'),
  keyword: textField('搜索关键词', 50, false),
  recommended: flagField(),
}) satisfies RequestSchema<'goods/get'>;
const recommendQuery = z.object({
  servics_id: optionalIdField('服务类型'),
  merchant_id: optionalIdField('店铺ID'),
}) satisfies RequestSchema<'goods_recommend/get'>;
const infoQuery = z.object({ id: idField('商品ID') }) satisfies RequestSchema<'goods/info'>;
const viewBody = z.object({ id: idField('商品ID') }) satisfies RequestSchema<'goods/view'>;
const compareQuery = z.object({ ids: compareIdsField() }) satisfies RequestSchema<'goods/compare'>;

export const handlers: Handlers = {
  'goods/get': async ({ db, input, paging }) => {
    const q = validate(listQuery, input);
    const { list: items, total } = await listGoods(
      db,
      {
        servicsId: q.servics_id,
        categoryId: q.category_id,
        merchantId: q.merchant_id,
        keyword: q.keyword,
        recommended: q.recommended,
      },
      paging,
    );
    return list(items, total, paging.page, paging.limit);
  },

  'goods_recommend/get': async ({ db, input, paging }) => {
    const q = validate(recommendQuery, input);
    const { list: items, total } = await listGoods(
      db,
      { servicsId: q.servics_id, merchantId: q.merchant_id, recommended: true },
      paging,
    );
    return list(items, total, paging.page, paging.limit);
  },

  'goods/view': async ({ db, input, ip }) => {
    const { id } = validate(viewBody, input);
    const counted = await countGoodsView(db, id, ip);
    return counted ? ok(counted, '浏览已记录') : refuse('商品不存在');
  },

  'goods/compare': async ({ db, input }) => {
    const { ids } = validate(compareQuery, input);
    return ok(await compareGoods(db, ids), '获取成功');
  },

  'goods/info': async ({ db, input, optionalUser }) => {
    const { id } = validate(infoQuery, input);
    // a private service (accepted quote) shows to its one buyer only; everyone else: 商品不存在
    const viewer = await optionalUser();
    const info = await getGoodsDetail(db, id, viewer?.type === 1 ? viewer.userId : null);
    return info ? ok({ info }, '获取成功') : refuse('商品不存在');
  },
};
