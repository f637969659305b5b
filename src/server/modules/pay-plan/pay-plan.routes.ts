import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, type RequestSchema, validate } from '../../lib/validation';
import { acceptOrder, divisionReceipt, transactionReceipt } from './pay-plan.service';

const orderId = z.object({
  id: idField('订单ID'),
}) satisfies RequestSchema<'order_pay_plan_order/acceptance'>;
const stageId = z.object({ id: idField('付款阶段ID') }) satisfies RequestSchema<
  'order_pay_plan/transactionReceipt' | 'order_pay_plan/divisionReceipt'
>;

export const handlers: Handlers = {
  'order_pay_plan_order/acceptance': async ({ db, me, input }) => {
    const { id } = validate(orderId, input);
    await acceptOrder(db, me().userId, id);
    return ok(null, '验收成功，请支付尾款');
  },
  'order_pay_plan/transactionReceipt': async ({ db, me, input }) => {
    const { id } = validate(stageId, input);
    return ok({ info: await transactionReceipt(db, me().userId, id) }, '获取成功');
  },
  'order_pay_plan/divisionReceipt': async ({ db, me, input }) => {
    const { id } = validate(stageId, input);
    return ok({ info: await divisionReceipt(db, me().userId, id) }, '获取成功');
  },
};
