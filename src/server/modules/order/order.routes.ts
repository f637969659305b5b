import { z } from 'zod';
import { ORDER_STATUSES, PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { cancelOrder, confirmOrder } from './order.service';
import { cartIdsField } from './order-cart';
import { createOrder } from './order-create';
import { listOrders, orderDetail } from './order-list';

/** What the settlement page chooses. Prices, totals and amounts the client sends are never read. */
const createBody = z.object({
  cart_ids: cartIdsField(),
  address_id: field.id('收货地址'),
  invoice_id: field.optionalId('发票抬头'),
  invoice_project: field.text('开票项目', 60, false),
  user_coupon_id: field.optionalId('优惠券'),
  pay_plan: field.enum<PayPlan>('付款方式', Object.keys(PAY_PLANS) as PayPlan[], 'full'),
  remark: field.text('订单备注', 200, false),
  party: field.text('签约主体', 40, false),
}) satisfies RequestSchema<'order/create'>;
const listQuery = z.object({
  status: field.optionalEnum('订单状态', ORDER_STATUSES),
  keyword: field.text('搜索关键词', 50, false),
  has_contract: field.flag(),
  invoice: field.flag(),
}) satisfies RequestSchema<'order/get'>;
const byId = z.object({ id: field.id('订单ID') }) satisfies RequestSchema<'order/info' | 'order/confirm'>;
const cancelBody = z.object({
  id: field.id('订单ID'),
  reason: field.text('取消原因', 100, false),
}) satisfies RequestSchema<'order/cancel'>;

export const handlers: Handlers = {
  'order/create': async ({ db, me, input, app }) => {
    const order = await createOrder(db, me().userId, validate(createBody, input));
    // the ordered items left the cart
    await app.cache.invalidate('cart', me().userId);
    return ok(order, '订单提交成功');
  },
  'order/get': async ({ db, me, input, paging }) => {
    const filters = validate(listQuery, input);
    return ok(await listOrders(db, me().userId, filters, paging), '获取成功');
  },
  'order/info': async ({ db, me, input, app }) => {
    const { id } = validate(byId, input);
    return ok({ info: await orderDetail(db, me().userId, id, app.paySecret) }, '获取成功');
  },
  'order/cancel': async ({ db, me, input }) => {
    const { id, reason } = validate(cancelBody, input);
    await cancelOrder(db, me().userId, id, reason);
    return ok(null, '订单已取消');
  },
  'order/confirm': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await confirmOrder(db, me().userId, id);
    return ok(null, '已确认完成');
  },
};
