import { z } from 'zod';
import { ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalEnumField, type RequestSchema, validate } from '../../lib/validation';
import { checkstand, createIntent, payTest } from './pay.service';

const byOrder = z.object({ id: idField('订单ID') }) satisfies RequestSchema<'order/pay' | 'pay/payTest'>;
const toCheckstand = z.object({
  id: idField('订单ID'),
  method: optionalEnumField('支付方式', ['alipay', 'sim'] as const),
  device: optionalEnumField('设备类型', ['pc', 'mobile'] as const),
}) satisfies RequestSchema<'pay/getCheckstandUrl'>;

export const ONLINE_PAY_OFF = '在线支付暂未开通，请联系平台客服';
/** Phones and tablets get Alipay's 手机网站支付 unless the cashier says which. */
const MOBILE_UA = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|MicroMessenger/i;

export const handlers: Handlers = {
  'order/pay': async ({ db, me, input, app }) => {
    const { id } = validate(byOrder, input);
    const provider = app.pay.online[0] ?? refuse(ONLINE_PAY_OFF);
    const { stageIntent: _, ...intent } = await createIntent(db, me().userId, id, provider);
    return ok(intent, '支付单已创建');
  },
  'pay/getCheckstandUrl': async ({ db, me, input, app, c }) => {
    const { id, method, device } = validate(toCheckstand, input);
    // only what this deployment offers (config/load pay_methods); the demo's cashier never in production
    const provider = (method ? app.pay.byMethod(method) : app.pay.online[0]) ?? refuse(ONLINE_PAY_OFF);
    const screen = device ?? (MOBILE_UA.test(c.req.header('user-agent') ?? '') ? 'mobile' : 'pc');
    return ok(await checkstand(db, me().userId, id, provider, screen), '正在前往收银台');
  },
  'pay/payTest': async ({ db, me, input }) => {
    const { id } = validate(byOrder, input);
    return ok(await payTest(db, me().userId, id), '支付成功');
  },
};
