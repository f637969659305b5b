import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { cartIdsField, priceCart, readCart } from '../order/order-cart';
import {
  listMyCoupons,
  listOpenCoupons,
  type MineStatus,
  receiveCoupon,
  unusableCoupons,
  usableCoupons,
} from './coupon.service';

const listQuery = z.object({
  mine: field.flag(),
  status: field.optionalEnum<MineStatus>('优惠券状态', ['unused', 'used', 'expired']),
  merchant_id: field.optionalId('服务机构ID'),
}) satisfies RequestSchema<'coupon/get'>;
const usableQuery = z.object({
  cart_ids: cartIdsField(),
}) satisfies RequestSchema<'coupon/getOrderUsableList'>;
const byId = z.object({ id: field.id('优惠券ID') }) satisfies RequestSchema<'coupon/receive'>;

export const handlers: Handlers = {
  'coupon/get': async ({ db, me, input, paging }) => {
    const q = validate(listQuery, input);
    const { list: items, total } = q.mine
      ? await listMyCoupons(db, me().userId, paging, q.status)
      : await listOpenCoupons(db, me().userId, paging, q.merchant_id);
    return list(items, total, paging.page, paging.limit);
  },
  'coupon/receive': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok(await receiveCoupon(db, me().userId, id), '领取成功');
  },
  /** The coupons the settlement page may offer for these cart items, priced on the server. */
  'coupon/getOrderUsableList': async ({ db, me, input }) => {
    const { cart_ids } = validate(usableQuery, input);
    const userId = me().userId;
    const cart = await priceCart(db, await readCart(db, userId, cart_ids));
    const items = await usableCoupons(db, userId, cart.merchantId, cart.goodsFen);
    const unusable = await unusableCoupons(db, userId, cart.merchantId, cart.goodsFen);
    const page = { list: items, total: items.length, page: 1, limit: Math.max(items.length, 1) };
    return ok({ ...page, unusable }, '获取成功');
  },
};
