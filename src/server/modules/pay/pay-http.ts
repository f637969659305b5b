import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../db';
import type { ResolvedAppOptions } from '../../lib/handler';
import { hit } from '../../lib/rate-limit';
import { clientIp } from '../../lib/request';
import { cashierMessage, cashierPage } from './cashier-page';
import { JUNK_SAMPLE_MS, MAX_NOTIFY_BYTES, receiveNotification, sampleEvery } from './pay-notify';
import { reconcilePayNo } from './pay-reconcile';
import { ALIPAY_NOTIFY_PATH, ALIPAY_RETURN_PATH } from './providers/alipay';
import { SimProvider } from './providers/sim';
import type { PaymentProvider } from './providers/types';
import { yuanToFen } from './providers/types';
import { sendPage } from './sim-page';

const toOrders = { href: '/home/order', label: '返回我的订单' };

/** The form fields of a small urlencoded body; anything else reads as empty. */
async function formOf(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const text = await c.req.text();
  return new URLSearchParams(text.length <= 8192 ? text : '');
}

/**
 * What providers reach outside /api: each provider's notification receiver (POST /notify/pay of
 * the simulated cashier, POST /notify/alipay), Alipay's return address, and the simulated
 * cashier's own pages (GET /sim/cashier, POST /sim/cashier/confirm). A provider that is not
 * configured (the simulated one in production) has none of them: they answer 404.
 */
export function mountPayProviders(app: Hono, db: Db, opts: ResolvedAppOptions): void {
  const sim = opts.pay.byMethod('sim');
  if (sim instanceof SimProvider) {
    mountSimCashier(app, sim);
    mountNotify(app, db, opts, '/notify/pay', sim);
  }
  const alipay = opts.pay.byMethod('alipay');
  if (alipay) {
    mountNotify(app, db, opts, ALIPAY_NOTIFY_PATH, alipay);
    mountReturn(app, db, opts, alipay);
  }
}

function mountNotify(app: Hono, db: Db, opts: ResolvedAppOptions, path: string, provider: PaymentProvider) {
  app.use(path, bodyLimit({ maxSize: MAX_NOTIFY_BYTES, onError: (c) => c.text('fail', 413) }));
  const keepJunk = sampleEvery(JUNK_SAMPLE_MS);
  app.post(path, async (c) => {
    const rule = opts.limits.notifyPerIp;
    if ((await hit(db, `notify:${clientIp(c, opts.trustProxy)}`, rule)) > rule.limit)
      return c.text('fail', 429);
    const { answer } = await receiveNotification(db, provider, await c.req.text(), keepJunk);
    const res = c.text(answer);
    res.headers.set('Cache-Control', 'no-store');
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  });
}

/**
 * The buyer back from Alipay (GET, with the trade's fields): the mall asks Alipay itself what
 * became of the intent (a return address is only a hint anyone can forge), settles it when it is
 * paid, and shows the result page of the order.
 */
function mountReturn(app: Hono, db: Db, opts: ResolvedAppOptions, provider: PaymentProvider) {
  app.get(ALIPAY_RETURN_PATH, async (c) => {
    const rule = opts.limits.notifyPerIp;
    if ((await hit(db, `notify:${clientIp(c, opts.trustProxy)}`, rule)) > rule.limit)
      return c.text('请求过于频繁', 429);
    const payNo = c.req.query('out_trade_no') ?? '';
    const found = /^[A-Za-z0-9]{1,40}$/.test(payNo) ? await reconcilePayNo(db, provider, payNo) : null;
    if (!found) return c.redirect('/home/order', 303);
    if (found.state === 'paid') return c.redirect(`/result/success?order_id=${found.orderId}`, 303);
    const reason =
      found.state === 'closed' ? '支付未完成，支付单已关闭' : '尚未收到支付结果，请稍后在订单中查看';
    return c.redirect(`/result/error?order_id=${found.orderId}&reason=${encodeURIComponent(reason)}`, 303);
  });
}

/** The simulated cashier's pages: they show and act on the signed create request only. */
function mountSimCashier(app: Hono, sim: SimProvider) {
  app.use('/sim/cashier/*', bodyLimit({ maxSize: 8192, onError: (c) => c.text('请求内容过大', 413) }));

  const refused = (c: Context, check: ReturnType<SimProvider['checkRequest']>) => {
    if (!check.ok && check.why === 'expired') {
      return sendPage(
        c,
        cashierMessage('支付单已失效', '支付单已过期，请返回商城重新发起支付。', {
          href: check.request!.quit_url,
          label: '返回商城',
        }),
        410,
      );
    }
    return sendPage(
      c,
      cashierMessage('链接无效', '支付请求无效或已被篡改，请返回商城重新发起支付。', toOrders),
      403,
    );
  };

  app.get('/sim/cashier', (c) => {
    const check = sim.checkRequest(new URL(c.req.url).searchParams);
    if (!check.ok) return refused(c, check);
    const r = check.request;
    if (sim.tradeOf(r.pay_no)) {
      return sendPage(
        c,
        cashierMessage('该笔款项已支付', '无需重复支付。', { href: r.return_url, label: '查看支付结果' }),
      );
    }
    return sendPage(
      c,
      cashierPage({
        payNo: r.pay_no,
        request: { ...(r as unknown as Record<string, string>), sign: check.sign },
        orderNo: r.order_no,
        merchant: r.merchant,
        subject: r.subject,
        stage: r.stage,
        amountFen: yuanToFen(r.amount),
        expiresAt: new Date(Number(r.expires) * 1000),
        deadline: new Date(Number(r.deadline) * 1000),
      }),
    );
  });

  app.post('/sim/cashier/confirm', async (c) => {
    const form = await formOf(c);
    const check = sim.checkRequest(form);
    if (!check.ok && (check.why !== 'expired' || form.get('action') !== 'cancel')) return refused(c, check);
    const r = check.request!;
    if (form.get('action') === 'cancel') return c.redirect(r.quit_url, 303);
    if (!sim.tradeOf(r.pay_no)) sim.take(r);
    return c.redirect(r.return_url, 303);
  });
}
