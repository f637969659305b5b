import { AlipaySdk } from 'alipay-sdk';
import { fenToYuan } from '../../../lib/money';
import { chinaTime } from '../signing';
import type { AlipaySettings } from './alipay-env';
import {
  chinaTimeToDate,
  type NotifyVerdict,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StageIntent,
  type TradeState,
  yuanToFen,
} from './types';

/** Where Alipay posts the asynchronous notification, and where the buyer comes back to. */
export const ALIPAY_NOTIFY_PATH = '/notify/alipay';
export const ALIPAY_RETURN_PATH = '/notify/alipay/return';

/** What a notification must carry, and how each field looks, before its signature is even checked. */
const SHAPES: Record<string, RegExp> = {
  notify_id: /^[A-Za-z0-9_-]{1,128}$/,
  app_id: /^\d{1,32}$/,
  out_trade_no: /^[A-Za-z0-9_-]{1,64}$/,
  trade_no: /^[A-Za-z0-9_-]{1,64}$/,
  trade_status: /^[A-Z_]{1,32}$/,
  total_amount: /^\d{1,9}(\.\d{1,2})?$/,
  sign: /^[A-Za-z0-9+/=]{16,1024}$/,
};

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

/**
 * Alipay through its official SDK (RSA2): 电脑网站支付 on desktops, 手机网站支付 on phones,
 * out_trade_no = our pay_no, the amount and the expiry from the intent. Notifications are
 * verified with Alipay's public key and must name this app (and this seller, when
 * TIC_ALIPAY_SELLER_ID is set); queries and refunds check the signature of Alipay's answer.
 */
export class AlipayProvider implements PaymentProvider {
  readonly method = 'alipay' as const;
  readonly channel = 'alipay';
  /** Alipay repeats a notification (same notify_id) until it reads `success`. */
  readonly replays = 'idempotent' as const;
  private readonly sdk: AlipaySdk;

  constructor(private readonly settings: AlipaySettings) {
    this.sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: settings.alipayPublicKey,
      signType: 'RSA2',
      camelcase: false,
      timeout: 10_000,
      ...(settings.gateway ? { gateway: settings.gateway } : {}),
    });
  }

  createIntent(i: StageIntent) {
    const mobile = i.device === 'mobile';
    const url = this.sdk.pageExecute(mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: i.payNo,
        total_amount: fenToYuan(i.amountFen).toFixed(2),
        subject: `${i.subject}（${i.stage}）`.slice(0, 200),
        product_code: mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        // Alipay takes no money after the intent's end: a late payment cannot meet a closed intent
        time_expire: chinaTime(i.expiresAt),
        ...(mobile ? { quit_url: `${this.settings.publicUrl}/cashierdesk?id=${i.orderId}` } : {}),
      },
      notifyUrl: `${this.settings.publicUrl}${ALIPAY_NOTIFY_PATH}`,
      returnUrl: `${this.settings.publicUrl}${ALIPAY_RETURN_PATH}`,
    });
    return { url };
  }

  verifyNotification(fields: Record<string, string>, now: Date): NotifyVerdict {
    for (const [k, re] of Object.entries(SHAPES)) {
      if (!re.test(fields[k] ?? '')) return { ok: false, reason: 'malformed', unverified: true };
    }
    const ids = { notifyId: fields.notify_id!, payNo: fields.out_trade_no! };
    let authentic = false;
    try {
      // V2: the values as posted (form-decoded once), which is what Alipay signed
      authentic = this.sdk.checkNotifySignV2(fields);
    } catch {
      authentic = false;
    }
    if (!authentic) return { ok: false, reason: 'sign', unverified: true, ...ids };
    if (fields.app_id !== this.settings.appId) return { ok: false, reason: 'app', unverified: false, ...ids };
    if (this.settings.sellerId && fields.seller_id !== this.settings.sellerId) {
      return { ok: false, reason: 'seller', unverified: false, ...ids };
    }
    const status = fields.trade_status!;
    const amountFen = yuanToFen(fields.total_amount!);
    if (PAID.has(status)) {
      const paidAt = chinaTimeToDate(fields.gmt_payment, now);
      return {
        ok: true,
        notifyId: ids.notifyId,
        event: { kind: 'paid', payNo: ids.payNo, tradeNo: fields.trade_no!, amountFen, paidAt },
      };
    }
    if (status === 'TRADE_CLOSED') {
      return {
        ok: true,
        notifyId: ids.notifyId,
        event: { kind: 'closed', payNo: ids.payNo, tradeNo: fields.trade_no!, amountFen },
      };
    }
    return { ok: true, notifyId: ids.notifyId, event: { kind: 'ignored', payNo: ids.payNo } };
  }

  async queryTrade(payNo: string): Promise<TradeState> {
    let r: Record<string, unknown>;
    try {
      r = await this.sdk.exec(
        'alipay.trade.query',
        { bizContent: { out_trade_no: payNo } },
        { validateSign: true },
      );
    } catch (error) {
      return { state: 'unknown', reason: errorText(error) };
    }
    if (r.code !== '10000') {
      if (r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'missing' };
      return { state: 'unknown', reason: `${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg ?? ''}`.trim() };
    }
    if (r.out_trade_no !== payNo) return { state: 'unknown', reason: '支付宝返回的商户订单号不符' };
    const status = String(r.trade_status ?? '');
    if (PAID.has(status)) {
      return {
        state: 'paid',
        tradeNo: String(r.trade_no ?? ''),
        amountFen: yuanToFen(String(r.total_amount ?? '')),
        paidAt: chinaTimeToDate(String(r.send_pay_date ?? ''), new Date()),
      };
    }
    if (status === 'TRADE_CLOSED') return { state: 'closed' };
    return { state: 'waiting' };
  }

  async refund(q: RefundRequest): Promise<RefundResult> {
    try {
      const r = await this.sdk.exec(
        'alipay.trade.refund',
        {
          bizContent: {
            out_trade_no: q.payNo,
            trade_no: q.tradeNo,
            refund_amount: fenToYuan(q.amountFen).toFixed(2),
            out_request_no: q.outRequestNo,
            refund_reason: q.reason.slice(0, 256),
          },
        },
        { validateSign: true },
      );
      if (r.code !== '10000')
        return { ok: false, error: `${r.code} ${r.sub_code ?? ''} ${r.sub_msg ?? r.msg ?? ''}`.trim() };
      // a repeated out_request_no answers the refund already made (fund_change N): the same refund
      return { ok: true, refundedFen: q.amountFen };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  }
}
