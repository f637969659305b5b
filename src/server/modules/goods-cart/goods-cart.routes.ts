import { z } from 'zod';
import type { SalesPromotionUnit } from '../../../core/api/contract/models';
import { SALES_PROMOTION_UNITS } from '../../../core/rules/sales-units';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { cartIdsField } from '../order/order-cart';
import { addToCart, clearCart, deleteCartItem, listCart, updateCartItem } from './goods-cart.service';

/** The options a buyer picks. Any price the client sends is not even read. */
const choice = {
  service_content_id: field.optionalId('服务内容'),
  training_form_id: field.optionalId('培训形式'),
  approval_logo_id: field.optionalId('认可标识'),
  sales_promotion_unit: field.optionalEnum<SalesPromotionUnit>('购买方式', SALES_PROMOTION_UNITS),
  quantity: field.optionalId('数量'),
};
const addBody = z.object({
  goods_id: field.id('商品ID'),
  buy_now: field.flag(),
  ...choice,
}) satisfies RequestSchema<'goods_cart/add'>;
const getQuery = z.object({ ids: cartIdsField().optional() }) satisfies RequestSchema<'goods_cart/get'>;
const updateBody = z.object({
  id: field.id('购物车ID'),
  ...choice,
}) satisfies RequestSchema<'goods_cart/update'>;
const byId = z.object({ id: field.id('购物车ID') }) satisfies RequestSchema<'goods_cart/delete'>;

/**
 * The cart is read on every page (the mini cart, its badge) and changes when its owner changes
 * it: each page of it is kept per buyer (lib/cache.ts `own`) until a write below, an order taking
 * items, or a catalogue change. Prices are decided again from the catalogue when ordering.
 */
export const handlers: Handlers = {
  'goods_cart/get': async ({ db, me, paging, app, input }) => {
    const { userId } = me();
    const { ids } = validate(getQuery, input);
    // a settlement's items are read once, as they are now: only the listed cart is kept
    if (ids) {
      const { list: items, total } = await listCart(db, userId, paging, ids);
      return list(items, total, paging.page, paging.limit);
    }
    return app.cache.own(userId, `cart:${paging.page}:${paging.limit}`, async () => {
      const { list: items, total } = await listCart(db, userId, paging);
      return list(items, total, paging.page, paging.limit);
    });
  },
  'goods_cart/add': async ({ db, me, input, app }) => {
    const { goods_id, buy_now, ...picked } = validate(addBody, input);
    const { item, existed } = await addToCart(db, me().userId, goods_id, picked, buy_now);
    await app.cache.invalidate('cart', me().userId);
    return ok(item, buy_now ? '请确认订单' : existed ? '该服务已在购物车中' : '已加入购物车');
  },
  'goods_cart/update': async ({ db, me, input, app }) => {
    const { id, ...picked } = validate(updateBody, input);
    const item = await updateCartItem(db, me().userId, id, picked);
    await app.cache.invalidate('cart', me().userId);
    return ok(item, '修改成功');
  },
  'goods_cart/delete': async ({ db, me, input, app }) => {
    const { id } = validate(byId, input);
    await deleteCartItem(db, me().userId, id);
    await app.cache.invalidate('cart', me().userId);
    return ok(null, '删除成功');
  },
  'goods_cart/clear': async ({ db, me, app }) => {
    await clearCart(db, me().userId);
    await app.cache.invalidate('cart', me().userId);
    return ok(null, '购物车已清空');
  },
};
