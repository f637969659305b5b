/**
 * One small interface for every way money comes in online (the simulated cashier of the demo,
 * Alipay). A provider talks to its own service and translates; it never marks anything paid:
 * the mall decides in one place (pay-notify.ts, pay-reconcile.ts), and only `settlePayment`
 * (pay-settle.ts) turns a stage paid.
 */

/** What the mall asks a provider to collect: one intent (pay_no) for one pay-plan stage. */
export interface StageIntent {
  payNo: string;
  orderId: number;
  orderNo: string;
  /** What the buyer pays for, as the provider's page and statement show it. */
  subject: string;
  stage: string;
  merchant: string;
  amountFen: number;
  /** The intent's own end (the provider refuses to take money after it). */
  expiresAt: Date;
  /** The order's payment deadline. */
  deadline: Date;
  /** Which of the provider's pages suits the buyer's screen. */
  device: 'pc' | 'mobile';
}

/** Where the buyer goes to pay (a GET address: the cashier opens it). */
export interface PayRedirect {
  url: string;
}

/** A provider's verdict on a notification, in the mall's words. */
export type NotifyEvent =
  /** Money was taken for this intent. */
  | { kind: 'paid'; payNo: string; tradeNo: string; amountFen: number; paidAt: Date; orderNo?: string }
  /** The provider closed the trade unpaid (or, after a payment, refunded it in full). */
  | { kind: 'closed'; payNo: string; tradeNo: string; amountFen: number }
  /** Authentic, but nothing to act on (a trade still waiting for the buyer). */
  | { kind: 'ignored'; payNo: string };

export type NotifyVerdict =
  /** Not from the provider, or not for this merchant: `reason` goes into the log as rejected:<reason>. */
  | { ok: false; reason: string; unverified: boolean; notifyId?: string; payNo?: string }
  | { ok: true; notifyId: string; event: NotifyEvent };

/** What the provider's own books say of a trade (the answer to a query). */
export type TradeState =
  | { state: 'paid'; tradeNo: string; amountFen: number; paidAt: Date }
  | { state: 'closed' }
  /** The buyer may still pay. */
  | { state: 'waiting' }
  /** The provider has no trade for this pay_no (the buyer never reached it). */
  | { state: 'missing' }
  /** The provider cannot tell (it forgot, or it is unreachable): ask again later. */
  | { state: 'unknown'; reason: string };

export interface RefundRequest {
  payNo: string;
  tradeNo: string;
  amountFen: number;
  /** One per refund: asking again with the same number refunds nothing more. */
  outRequestNo: string;
  reason: string;
}

export type RefundResult = { ok: true; refundedFen: number } | { ok: false; error: string };

export interface PaymentProvider {
  /** The PayMethod of config/load and pay/getCheckstandUrl's `method`. */
  readonly method: 'sim' | 'alipay';
  /** What payments.channel records for an intent of this provider. */
  readonly channel: string;
  /**
   * How the provider redelivers: 'refuse' when each delivery is signed afresh (a notification id
   * seen before is a replay, answered fail), 'idempotent' when redeliveries repeat the same id
   * (answered success, changing nothing).
   */
  readonly replays: 'refuse' | 'idempotent';
  /** Creates the intent at the provider and says where the buyer goes. */
  createIntent(intent: StageIntent): Promise<PayRedirect> | PayRedirect;
  /** Verifies a notification's signature and its sender, and translates it. */
  verifyNotification(fields: Record<string, string>, now: Date): Promise<NotifyVerdict> | NotifyVerdict;
  /** Asks the provider what became of an intent. */
  queryTrade(payNo: string): Promise<TradeState>;
  /** Refunds (part of) a paid trade; idempotent by `outRequestNo`. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The providers this process runs, by method and by channel. */
export interface PayProviders {
  /** In the order the cashier offers them. */
  online: PaymentProvider[];
  byChannel(channel: string): PaymentProvider | undefined;
  byMethod(method: string): PaymentProvider | undefined;
}

export function payProviders(list: PaymentProvider[]): PayProviders {
  return {
    online: list,
    byChannel: (channel) => list.find((p) => p.channel === channel),
    byMethod: (method) => list.find((p) => p.method === method),
  };
}

/** '4000.00' → 400000, exactly (no floating point between a provider and the ledger); NaN when malformed. */
export function yuanToFen(amount: string): number {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A provider's China-time stamp (`YYYY-MM-DD HH:mm:ss`) as a Date, or `fallback` when unreadable or far off. */
export function chinaTimeToDate(value: string | undefined, fallback: Date): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`) : fallback;
  return Number.isNaN(d.getTime()) || Math.abs(d.getTime() - fallback.getTime()) > 86_400_000 ? fallback : d;
}
