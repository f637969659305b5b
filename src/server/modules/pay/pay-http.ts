import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db';
import type { PayNotify, ResolvedAppOptions } from '../../lib/handler';
import { hit } from '../../lib/rate-limit';
import { clientIp } from '../../lib/request';
import { cashierMessage, cashierPage } from './cashier-page';
import { JUNK_SAMPLE_MS, MAX_NOTIFY_BYTES, receiveNotification, sampleEvery } from './pay-notify';
import { cashierSigValid, cashierState, deliverInBackground } from './pay-provider';
import { sendPage } from './sim-page';

const toOrders = { href: '/home/order', label: '返回我的订单' };
const retryAt = (orderId: number) => ({ href: `/cashierdesk?id=${orderId}`, label: '返回收银台重新支付' });

/** The form fields of a small urlencoded body; anything else reads as empty. */
async function formOf(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const text = await c.req.text();
  return new URLSearchParams(text.length <= 4096 ? text : '');
}

/**
 * The simulated hosted cashier (GET /sim/cashier, POST /sim/cashier/confirm) and the mall's
 * notification receiver (POST /notify/pay). Outside /api: the first stands in for another
 * company's site, the second is called by it, not by our client.
 */
export function mountPayProvider(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  const secret = opts.paySecret;
  const transport: PayNotify =
    opts.payNotify ??
    (async (fields) => {
      const res = await app.request('/notify/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return res.text();
    });
  app.use('/notify/pay', bodyLimit({ maxSize: MAX_NOTIFY_BYTES, onError: (c) => c.text('fail', 413) }));
  app.use('/sim/cashier/*', bodyLimit({ maxSize: 4096, onError: (c) => c.text('请求内容过大', 413) }));

  app.get('/sim/cashier', async (c) => {
    const payNo = c.req.query('pay_no');
    const sig = c.req.query('sig');
    if (!cashierSigValid(secret, payNo, sig)) {
      return sendPage(
        c,
        cashierMessage('链接无效', '支付链接无效或已被篡改，请返回商城重新发起支付。', toOrders),
        403,
      );
    }
    const state = await cashierState(db, payNo);
    switch (state.kind) {
      case 'missing':
        return sendPage(
          c,
          cashierMessage('支付单不存在', '没有找到这笔支付，请返回商城重新发起支付。', toOrders),
          404,
        );
      case 'paid':
        return sendPage(
          c,
          cashierMessage('该笔款项已支付', '无需重复支付。', {
            href: `/result/success?order_id=${state.orderId}`,
            label: '查看支付结果',
          }),
        );
      case 'closed':
      case 'expired':
        return sendPage(
          c,
          cashierMessage('支付单已失效', '支付单已过期或已关闭，请重新发起支付。', retryAt(state.orderId)),
          410,
        );
      default:
        return sendPage(c, cashierPage({ ...state.view, sig: sig as string }));
    }
  });

  app.post('/sim/cashier/confirm', async (c) => {
    const form = await formOf(c);
    const payNo = form.get('pay_no');
    if (!cashierSigValid(secret, payNo, form.get('sig'))) {
      return sendPage(
        c,
        cashierMessage('链接无效', '支付请求无效或已被篡改，请返回商城重新发起支付。', toOrders),
        403,
      );
    }
    const state = await cashierState(db, payNo);
    if (state.kind === 'missing') {
      return sendPage(c, cashierMessage('支付单不存在', '没有找到这笔支付。', toOrders), 404);
    }
    const id = state.orderId;
    if (form.get('action') === 'cancel') {
      return c.redirect(`/result/error?order_id=${id}&reason=${encodeURIComponent('您已取消支付')}`, 303);
    }
    if (state.kind === 'paid') return c.redirect(`/result/success?order_id=${id}`, 303);
    if (state.kind !== 'open') {
      return sendPage(
        c,
        cashierMessage('支付单已失效', '支付单已过期或已关闭，请重新发起支付。', retryAt(id)),
        410,
      );
    }
    const { view } = state;
    const facts = { payNo: view.payNo, orderNo: view.orderNo, amountFen: view.amountFen, paidAt: new Date() };
    deliverInBackground(secret, facts, transport, opts.onError);
    return c.redirect(`/result/success?order_id=${id}`, 303);
  });

  const keepJunk = sampleEvery(JUNK_SAMPLE_MS);
  app.post('/notify/pay', async (c) => {
    const rule = opts.limits.notifyPerIp;
    if ((await hit(db, `notify:${clientIp(c, opts.trustProxy)}`, rule)) > rule.limit)
      return c.text('fail', 429);
    const { answer } = await receiveNotification(db, secret, await c.req.text(), keepJunk);
    const res = c.text(answer);
    res.headers.set('Cache-Control', 'no-store');
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  });
}
