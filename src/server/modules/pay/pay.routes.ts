import { z } from 'zod';
import { ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, type RequestSchema, validate } from '../../lib/validation';
import { cashierUrl, createIntent, payTest } from './pay.service';

const byOrder = z.object({ id: idField('订单ID') }) satisfies RequestSchema<
  'order/pay' | 'pay/getCheckstandUrl' | 'pay/payTest'
>;

export const handlers: Handlers = {
  'order/pay': async ({ db, me, input }) => {
    const { id } = validate(byOrder, input);
    return ok(await createIntent(db, me().userId, id), '支付单已创建');
  },
  'pay/getCheckstandUrl': async ({ db, me, input, app }) => {
    const { id } = validate(byOrder, input);
    // the hosted cashier is simulated (demo); a real provider is not integrated yet
    if (app.production) refuse('在线支付暂未开通，请联系平台客服');
    const intent = await createIntent(db, me().userId, id);
    return ok({ ...intent, url: cashierUrl(app.paySecret, intent.pay_no) }, '正在前往收银台');
  },
  'pay/payTest': async ({ db, me, input }) => {
    const { id } = validate(byOrder, input);
    return ok(await payTest(db, me().userId, id), '支付成功');
  },
};
