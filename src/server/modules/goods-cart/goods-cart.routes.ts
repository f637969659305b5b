import { z } from 'zod';
import type { SalesPromotionUnit } from '../../../core/api/contract/models';
import { SALES_PROMOTION_UNITS } from '../../../core/rules/sales-units';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import {
  idField,
  optionalEnumField,
  optionalIdField,
  type RequestSchema,
  validate,
} from '../../lib/validation';
import { addToCart, clearCart, deleteCartItem, listCart, updateCartItem } from './goods-cart.service';

/** The options a buyer picks. Any price the client sends is not even read (spec §9). */
const choice = {
  service_content_id: optionalIdField('服务内容'),
  training_form_id: optionalIdField('培训形式'),
  approval_logo_id: optionalIdField('认可标识'),
  sales_promotion_unit: optionalEnumField<SalesPromotionUnit>('购买方式', SALES_PROMOTION_UNITS),
};
const addBody = z.object({
  goods_id: idField('商品ID'),
  ...choice,
}) satisfies RequestSchema<'goods_cart/add'>;
const updateBody = z.object({
  id: idField('购物车ID'),
  ...choice,
}) satisfies RequestSchema<'goods_cart/update'>;
const byId = z.object({ id: idField('购物车ID') }) satisfies RequestSchema<'goods_cart/delete'>;

export const handlers: Handlers = {
  'goods_cart/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listCart(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'goods_cart/add': async ({ db, me, input }) => {
    const { goods_id, ...picked } = validate(addBody, input);
    const { item, existed } = await addToCart(db, me().userId, goods_id, picked);
    return ok(item, existed ? '该服务已在购物车中' : '已加入购物车');
  },
  'goods_cart/update': async ({ db, me, input }) => {
    const { id, ...picked } = validate(updateBody, input);
    return ok(await updateCartItem(db, me().userId, id, picked), '修改成功');
  },
  'goods_cart/delete': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await deleteCartItem(db, me().userId, id);
    return ok(null, '删除成功');
  },
  'goods_cart/clear': async ({ db, me }) => {
    await clearCart(db, me().userId);
    return ok(null, '购物车已清空');
  },
};
