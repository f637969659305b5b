/**
 * A local stand-in of Alipay's open gateway for the tests: it checks every request's RSA2
 * signature with the application's public key, keeps its own trades, answers
 * alipay.trade.query and alipay.trade.refund with answers signed by "Alipay's" private key, and
 * signs notifications the way Alipay does. Keys are generated per test run.
 *
 * For the browser journeys it is also the buyer's side: a signed page-pay or wap-pay link opens a
 * checkout page; 确认付款 pays the trade, posts the signed notification to the link's notify_url
 * and sends the browser to its return_url, as Alipay does — or, with `loseNotifications`, sends
 * nothing and leaves the buyer on Alipay's own success page (a notification lost on the way and
 * a buyer who closed the window: only the mall's reconciliation can find the payment).
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlipaySettings } from './alipay-env';

const APP_ID = '2021000000000001';
const SELLER_ID = '2088000000000001';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Alipay's signing string: every field but sign (and, for notifications, sign_type), sorted, k=v&…. */
export const signingString = (fields: Record<string, string>, drop: string[] = ['sign']) =>
  Object.keys(fields)
    .filter((k) => !drop.includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

const rsa2 = (text: string, key: string) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

interface Trade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';
  paidAt: string;
}

export interface GatewayStandIn {
  url: string;
  settings: AlipaySettings;
  /** Every request the gateway received: its method, fields and whether the signature held. */
  requests: { method: string; fields: Record<string, string>; signed: boolean }[];
  trades: Map<string, Trade>;
  /** Refunds made, by out_request_no (money moved once each). */
  refunds: Map<string, { outTradeNo: string; amount: string }>;
  /** The next refund call is carried out but its answer lost (the caller sees an error). */
  loseNextRefundAnswer: boolean;
  /** Payments on the checkout page send no notification and do not return to the mall. */
  loseNotifications: boolean;
  /** Checks a page-pay link the mall handed the buyer: its signature, and what it asks for. */
  openPayLink(url: string): { method: string; biz: Record<string, string>; fields: Record<string, string> };
  /** The buyer pays at the gateway (no notification is sent: tests send them). */
  pay(outTradeNo: string, totalAmount: string): Trade;
  /** A notification as Alipay signs it; `with` changes fields before signing, `key` signs with another key. */
  notification(
    outTradeNo: string,
    status: string,
    change?: Record<string, string>,
    key?: string,
  ): Record<string, string>;
  close(): Promise<void>;
}

const CHINA = (d = new Date()) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function startAlipayGateway(publicUrl = 'https://mall.example.cn'): Promise<GatewayStandIn> {
  const app = keyPair();
  const alipay = keyPair();
  const requests: GatewayStandIn['requests'] = [];
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, { outTradeNo: string; amount: string }>();
  const verifyApp = (fields: Record<string, string>) => {
    try {
      return createVerify('RSA-SHA256')
        .update(signingString(fields), 'utf8')
        .verify(app.publicKey, fields.sign ?? '', 'base64');
    } catch {
      return false;
    }
  };
  const answer = (method: string, inner: Record<string, unknown>) => {
    const json = JSON.stringify(inner);
    const key = `${method.replaceAll('.', '_')}_response`;
    return `{"${key}":${json},"sign":"${rsa2(json, alipay.privateKey)}"}`;
  };
  const answered = (
    method: string,
    trade: { outTradeNo: string; tradeNo: string },
    fields: Record<string, unknown>,
  ) =>
    answer(method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      ...fields,
    });
  const noSuchTrade = (method: string) =>
    answer(method, {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: '交易不存在',
    });
  const stand: GatewayStandIn = {
    url: '',
    settings: undefined as unknown as AlipaySettings,
    requests,
    trades,
    refunds,
    loseNextRefundAnswer: false,
    loseNotifications: false,
    openPayLink(url) {
      const u = new URL(url);
      const fields = Object.fromEntries(u.searchParams);
      if (!verifyApp(fields)) throw new Error('the pay link is not signed with the application key');
      return { method: fields.method!, biz: JSON.parse(fields.biz_content ?? '{}'), fields };
    },
    pay(outTradeNo, totalAmount) {
      const trade: Trade = trades.get(outTradeNo) ?? {
        outTradeNo,
        tradeNo: `2024${randomBytes(12).toString('hex').replace(/\D/g, '').padEnd(24, '7').slice(0, 24)}`,
        totalAmount,
        status: 'WAIT_BUYER_PAY',
        paidAt: '',
      };
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = CHINA();
      trades.set(outTradeNo, trade);
      return trade;
    },
    notification(outTradeNo, status, change = {}, key = alipay.privateKey) {
      const trade = trades.get(outTradeNo);
      const fields: Record<string, string> = {
        notify_time: CHINA(),
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        app_id: APP_ID,
        seller_id: SELLER_ID,
        out_trade_no: outTradeNo,
        trade_no: trade?.tradeNo ?? '2024000000000000000000000001',
        trade_status: status,
        total_amount: trade?.totalAmount ?? '0.01',
        receipt_amount: trade?.totalAmount ?? '0.01',
        subject: '检验检测服务（全款）',
        gmt_create: CHINA(),
        gmt_payment: trade?.paidAt || CHINA(),
        fund_bill_list: '[{"amount":"1.00","fundChannel":"ALIPAYACCOUNT"}]',
        ...change,
      };
      return { ...fields, sign: rsa2(signingString(fields, ['sign', 'sign_type']), key) };
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  /** The buyer's checkout page of a signed pay link, or the answer to its 确认付款. */
  const checkout = async (url: URL, body: string, res: ServerResponse): Promise<boolean> => {
    const page = (status: number, title: string, inner: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${title}</title>` +
          `<body style="font-family:sans-serif;padding:32px"><h1>${title}</h1>${inner}</body></html>`,
      );
      return true;
    };
    const confirm = url.pathname.endsWith('/confirm');
    const link = confirm ? (new URLSearchParams(body).get('link') ?? '') : url.search.slice(1);
    const fields = Object.fromEntries(new URLSearchParams(link));
    if (!/^alipay\.trade\.(page|wap)\.pay$/.test(fields.method ?? '')) return false;
    if (!verifyApp(fields) || fields.app_id !== APP_ID) return page(403, '支付请求无效', '<p>验签出错</p>');
    const biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
    const outTradeNo = biz.out_trade_no ?? '';
    if (!confirm) {
      const escaped = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      return page(
        200,
        '支付宝收银台',
        `<p>${biz.subject ?? ''}</p><p>订单号 ${outTradeNo}</p><p>应付金额 <strong>¥${biz.total_amount}</strong></p>` +
          `<form method="post" action="/gateway.do/confirm"><input type="hidden" name="link" value="${escaped}">` +
          `<button type="submit">确认付款</button></form>`,
      );
    }
    const trade = stand.pay(outTradeNo, biz.total_amount ?? '');
    if (stand.loseNotifications) return page(200, '付款成功', '<p>您已成功付款，可以关闭此页面。</p>');
    await fetch(fields.notify_url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(stand.notification(outTradeNo, 'TRADE_SUCCESS')).toString(),
    });
    const back = new URL(fields.return_url ?? '');
    const returned: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: outTradeNo,
      method: `${fields.method}.return`,
      total_amount: trade.totalAmount,
      trade_no: trade.tradeNo,
      auth_app_id: APP_ID,
      version: '1.0',
      app_id: APP_ID,
      seller_id: SELLER_ID,
      timestamp: CHINA(),
    };
    for (const [k, v] of Object.entries(returned)) back.searchParams.set(k, v);
    back.searchParams.set('sign', rsa2(signingString(returned), alipay.privateKey));
    back.searchParams.set('sign_type', 'RSA2');
    res.writeHead(302, { location: back.toString() });
    res.end();
    return true;
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://gateway');
      if (
        (req.method === 'GET' || url.pathname.endsWith('/confirm')) &&
        (await checkout(url, body, res).catch(() => false))
      )
        return;
      const fields = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(body)),
      };
      const method = fields.method ?? '';
      const signed = verifyApp(fields);
      requests.push({ method, fields, signed });
      res.setHeader('content-type', 'application/json;charset=utf-8');
      if (!signed || fields.app_id !== APP_ID) {
        res.end(
          answer(method, {
            code: '40002',
            msg: 'Invalid Arguments',
            sub_code: 'isv.invalid-signature',
            sub_msg: '验签出错',
          }),
        );
        return;
      }
      const biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
      if (method === 'alipay.trade.query') {
        const trade = trades.get(biz.out_trade_no ?? '');
        if (!trade) {
          res.end(noSuchTrade(method));
          return;
        }
        res.end(
          answered(method, trade, {
            trade_status: trade.status,
            total_amount: trade.totalAmount,
            send_pay_date: trade.paidAt,
          }),
        );
        return;
      }
      if (method === 'alipay.trade.refund') {
        const trade = trades.get(biz.out_trade_no ?? '');
        if (!trade || trade.status === 'WAIT_BUYER_PAY' || !biz.out_request_no) {
          res.end(noSuchTrade(method));
          return;
        }
        const first = !refunds.has(biz.out_request_no);
        if (first)
          refunds.set(biz.out_request_no, { outTradeNo: trade.outTradeNo, amount: biz.refund_amount ?? '' });
        if (stand.loseNextRefundAnswer) {
          stand.loseNextRefundAnswer = false;
          res.statusCode = 502;
          res.end('bad gateway');
          return;
        }
        res.end(answered(method, trade, { refund_fee: biz.refund_amount, fund_change: first ? 'Y' : 'N' }));
        return;
      }
      res.end(
        answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.method-not-supported' }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  stand.settings = {
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: stand.url,
    sellerId: SELLER_ID,
    publicUrl,
  };
  return stand;
}

/** Another key pair's private key: what a forger signs with. */
export const forgerKey = () => keyPair().privateKey;
