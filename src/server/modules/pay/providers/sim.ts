import { randomBytes } from 'node:crypto';
import type { PayNotify } from '../../../lib/handler';
import { fenToYuan } from '../../../lib/money';
import { chinaTime, hmacHex, sameSignature, signFields } from '../signing';
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

/**
 * The demo's simulated hosted cashier (天元支付), a provider like any other: the mall signs a
 * create request into the cashier link (as it signs an Alipay request), the cashier page shows
 * and acts on that request only, and the result goes back as a signed notification delivered
 * asynchronously and redelivered until the mall says `success`. It keeps its own small memory of
 * the trades it took (a real provider's books); it never reads the mall's database. Never
 * constructed in production.
 */

/** Delays before each delivery attempt (a real provider backs off); tests may shorten them. */
export const DELIVERY = { delaysMs: [300, 2_000, 10_000, 30_000, 120_000] };
/** The create request's method, so no other signed field set can pass for one. */
const CREATE_METHOD = 'sim.cashier.pay';
/** How many taken trades the cashier remembers (oldest forgotten first). */
const MEMORY = 10_000;

/** The provider's trade number: one per pay_no, however often the buyer presses 确认支付. */
export const tradeNumber = (secret: string, payNo: string): string =>
  `SIM${hmacHex(secret, `trade:${payNo}`).slice(0, 28).toUpperCase()}`;

export interface PaidFacts {
  payNo: string;
  orderNo: string;
  amountFen: number;
  paidAt: Date;
}

/** One notification as the provider sends it: fresh timestamp and nonce, signed. */
export function buildNotification(secret: string, f: PaidFacts, now = new Date()): Record<string, string> {
  const fields: Record<string, string> = {
    pay_no: f.payNo,
    order_no: f.orderNo,
    trade_no: tradeNumber(secret, f.payNo),
    amount: fenToYuan(f.amountFen).toFixed(2),
    paid_at: chinaTime(f.paidAt),
    timestamp: String(Math.floor(now.getTime() / 1000)),
    nonce: randomBytes(16).toString('hex'),
  };
  return { ...fields, sign: signFields(secret, fields) };
}

/** A notification older (or newer) than this is refused: a captured one cannot be replayed later. */
export const NOTIFY_WINDOW_MS = 5 * 60_000;

/** What each field of a notification must look like before it is even checked. */
const NOTIFY_SHAPES: Record<string, RegExp> = {
  pay_no: /^[A-Za-z0-9]{1,40}$/,
  order_no: /^[A-Za-z0-9]{1,32}$/,
  trade_no: /^[A-Za-z0-9_-]{1,64}$/,
  amount: /^\d{1,9}\.\d{2}$/,
  paid_at: /^[0-9T:. +-]{10,30}$/,
  timestamp: /^\d{9,11}$/,
  nonce: /^[A-Za-z0-9_-]{8,64}$/,
  sign: /^[0-9a-fA-F]{64}$/,
};

/** The fields of a signed create request, as the link carries them. */
export interface CashierRequest {
  method: string;
  pay_no: string;
  order_no: string;
  subject: string;
  merchant: string;
  stage: string;
  amount: string;
  /** Unix seconds: the order's payment deadline, and the intent's own end. */
  deadline: string;
  expires: string;
  notify_url: string;
  return_url: string;
  quit_url: string;
}

const REQUEST_SHAPES: Record<keyof CashierRequest, RegExp> = {
  method: /^sim\.cashier\.pay$/,
  pay_no: /^[A-Za-z0-9]{1,40}$/,
  order_no: /^.{1,40}$/s,
  subject: /^.{0,300}$/s,
  merchant: /^.{0,200}$/s,
  stage: /^.{1,40}$/s,
  amount: /^\d{1,9}\.\d{2}$/,
  deadline: /^\d{9,11}$/,
  expires: /^\d{9,11}$/,
  notify_url: /^\/[A-Za-z0-9/_-]{1,100}$/,
  return_url: /^\/[^\s]{1,300}$/,
  quit_url: /^\/[^\s]{1,300}$/,
};

export type CashierCheck =
  | { ok: true; request: CashierRequest; sign: string }
  | { ok: false; why: 'forged' | 'expired'; request?: CashierRequest };

const seconds = (d: Date) => String(Math.floor(d.getTime() / 1000));

export class SimProvider implements PaymentProvider {
  readonly method = 'sim' as const;
  /** Recorded as 'cashier' since the first demo: the intents of the simulated cashier. */
  readonly channel = 'cashier';
  readonly replays = 'refuse' as const;
  /** The trades this cashier took: pay_no → trade. */
  private readonly taken = new Map<string, { tradeNo: string; amountFen: number; paidAt: Date }>();
  private readonly refunded = new Map<string, number>();

  constructor(
    private readonly secret: string,
    /** How a notification reaches the mall's notify_url (in-process by default; tests record). */
    private readonly transport: PayNotify,
    private readonly onError: (error: unknown, where: string) => void,
  ) {}

  createIntent(i: StageIntent) {
    const request: CashierRequest = {
      method: CREATE_METHOD,
      pay_no: i.payNo,
      order_no: i.orderNo,
      subject: i.subject.slice(0, 300),
      merchant: i.merchant.slice(0, 200),
      stage: i.stage,
      amount: fenToYuan(i.amountFen).toFixed(2),
      deadline: seconds(i.deadline),
      expires: seconds(i.expiresAt),
      notify_url: '/notify/pay',
      return_url: `/result/success?order_id=${i.orderId}`,
      quit_url: `/result/error?order_id=${i.orderId}&reason=${encodeURIComponent('您已取消支付')}`,
    };
    const fields = { ...request } as unknown as Record<string, string>;
    const query = new URLSearchParams({ ...fields, sign: signFields(this.secret, fields) });
    return { url: `/sim/cashier?${query.toString()}` };
  }

  /** The cashier's check of the request it was sent: signed by the mall, well formed, not expired. */
  checkRequest(params: URLSearchParams, now = Date.now()): CashierCheck {
    const fields: Record<string, string> = {};
    for (const key of Object.keys(REQUEST_SHAPES) as (keyof CashierRequest)[]) {
      const value = params.get(key);
      if (value === null || !REQUEST_SHAPES[key].test(value)) return { ok: false, why: 'forged' };
      fields[key] = value;
    }
    const sign = params.get('sign') ?? '';
    if (!sameSignature(signFields(this.secret, fields), sign)) return { ok: false, why: 'forged' };
    const request = fields as unknown as CashierRequest;
    if (Number(request.expires) * 1000 <= now) return { ok: false, why: 'expired', request };
    return { ok: true, request, sign };
  }

  /** What the cashier knows of a request's trade: taken already, or not. */
  tradeOf(payNo: string) {
    return this.taken.get(payNo);
  }

  /** 确认支付: the cashier takes the money and tells the mall, in the background, until it answers success. */
  take(request: CashierRequest, now = new Date()): void {
    const amountFen = yuanToFen(request.amount);
    const trade = this.taken.get(request.pay_no) ?? {
      tradeNo: tradeNumber(this.secret, request.pay_no),
      amountFen,
      paidAt: now,
    };
    this.taken.delete(request.pay_no);
    this.taken.set(request.pay_no, trade);
    if (this.taken.size > MEMORY) this.taken.delete(this.taken.keys().next().value!);
    const facts = { payNo: request.pay_no, orderNo: request.order_no, amountFen, paidAt: trade.paidAt };
    this.deliverInBackground(facts, request.notify_url);
  }

  /**
   * Delivers the notification: each attempt is signed afresh (a new timestamp and nonce, as real
   * providers do) and attempts stop at the first `success`.
   */
  private deliverInBackground(facts: PaidFacts, notifyUrl: string): void {
    const attempt = (i: number) => {
      const delay = DELIVERY.delaysMs[i];
      if (delay === undefined) return;
      const timer = setTimeout(async () => {
        let answer = '';
        try {
          answer = await this.transport(buildNotification(this.secret, facts), notifyUrl);
        } catch (error) {
          this.onError(error, `pay notification ${facts.payNo} attempt ${i + 1}`);
        }
        if (answer.trim() !== 'success') attempt(i + 1);
      }, delay);
      timer.unref?.();
    };
    attempt(0);
  }

  verifyNotification(fields: Record<string, string>, now: Date): NotifyVerdict {
    for (const [k, re] of Object.entries(NOTIFY_SHAPES)) {
      if (!re.test(fields[k] ?? '')) return { ok: false, reason: 'malformed', unverified: true };
    }
    if (Object.keys(fields).some((k) => !Object.hasOwn(NOTIFY_SHAPES, k))) {
      return { ok: false, reason: 'malformed', unverified: true };
    }
    const ids = { notifyId: fields.nonce!, payNo: fields.pay_no! };
    if (!sameSignature(signFields(this.secret, fields), fields.sign)) {
      return { ok: false, reason: 'sign', unverified: true, ...ids };
    }
    if (Math.abs(now.getTime() - Number(fields.timestamp) * 1000) > NOTIFY_WINDOW_MS) {
      return { ok: false, reason: 'stale', unverified: false, ...ids };
    }
    return {
      ok: true,
      notifyId: ids.notifyId,
      event: {
        kind: 'paid',
        payNo: ids.payNo,
        orderNo: fields.order_no!,
        tradeNo: fields.trade_no!,
        amountFen: yuanToFen(fields.amount!),
        paidAt: chinaTimeToDate(fields.paid_at, now),
      },
    };
  }

  async queryTrade(payNo: string): Promise<TradeState> {
    const trade = this.taken.get(payNo);
    // another process's cashier may have taken it: this one cannot tell
    return trade ? { state: 'paid', ...trade } : { state: 'unknown', reason: '模拟收银台没有这笔交易的记录' };
  }

  async refund(r: RefundRequest): Promise<RefundResult> {
    if (r.tradeNo !== tradeNumber(this.secret, r.payNo)) return { ok: false, error: '交易不存在' };
    // once per out_request_no, as a real provider keeps it
    const done = this.refunded.get(r.outRequestNo) ?? r.amountFen;
    this.refunded.set(r.outRequestNo, done);
    return { ok: true, refundedFen: done };
  }
}
