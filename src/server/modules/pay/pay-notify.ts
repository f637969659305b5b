import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, paymentNotifications, payments } from '../../db/schema';
import { ApiFailure } from '../../lib/envelope';
import { STAGE_ALREADY_PAID, settlePayment } from './pay-settle';
import { sameSignature, signFields } from './signing';

/** A notification older (or newer) than this is refused: a captured one cannot be replayed later. */
export const NOTIFY_WINDOW_MS = 5 * 60_000;
export const MAX_NOTIFY_BYTES = 8 * 1024;
/** Unverified junk (malformed, bad signature) is kept as a sample: one per this interval. */
export const JUNK_SAMPLE_MS = 10_000;

/** A keeper that says yes at most once per `ms`: anyone can post junk, so none of it may pile up. */
export function sampleEvery(ms: number, now = () => Date.now()): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

export type NotifyOutcome = 'accepted' | 'duplicate' | `rejected:${string}`;
export interface NotifyResult {
  answer: 'success' | 'fail';
  outcome: NotifyOutcome;
}

/** What each field of a notification must look like before it is even checked. */
const SHAPES: Record<string, RegExp> = {
  pay_no: /^[A-Za-z0-9]{1,40}$/,
  order_no: /^[A-Za-z0-9]{1,32}$/,
  trade_no: /^[A-Za-z0-9_-]{1,64}$/,
  amount: /^\d{1,9}\.\d{2}$/,
  paid_at: /^[0-9T:. +-]{10,30}$/,
  timestamp: /^\d{9,11}$/,
  nonce: /^[A-Za-z0-9_-]{8,64}$/,
  sign: /^[0-9a-fA-F]{64}$/,
};

/** The body as flat string fields (form or JSON), or null when it is neither. */
export function parseNotification(raw: string): Record<string, string> | null {
  let entries: [string, unknown][];
  if (raw.trimStart().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      entries = Object.entries(parsed);
    } catch {
      return null;
    }
  } else {
    entries = [...new URLSearchParams(raw).entries()];
  }
  if (entries.length > 20) return null;
  const fields: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (!/^[a-z_]{1,30}$/.test(k) || Object.hasOwn(fields, k)) return null;
    if (typeof v === 'string' && v.length <= 200) fields[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) fields[k] = String(v);
    else return null;
  }
  for (const [k, re] of Object.entries(SHAPES)) if (!re.test(fields[k] ?? '')) return null;
  return fields;
}

/** '4000.00' → 400000, exactly (no floating point between the provider and the ledger). */
const amountFen = (amount: string): number => {
  const [y, f] = amount.split('.');
  return Number(y) * 100 + Number(f);
};

/** The provider's paid_at (China time, `YYYY-MM-DD HH:mm:ss`), or now when it is unreadable. */
function paidAt(value: string, now: Date): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`) : now;
  return Number.isNaN(d.getTime()) || Math.abs(d.getTime() - now.getTime()) > 86_400_000 ? now : d;
}

/**
 * POST /notify/pay: accepts a payment only when the signature is right (timing-safe), the
 * timestamp is within five minutes, the nonce is new, the pay_no exists and belongs to that
 * order_no, and the amount is the intent's. Every signed notification is logged with its outcome;
 * unverified junk only as the `keepJunk` sample (anyone may post it, and storing each copy let
 * 40,000 posts grow the server by 380 MB). The nonce check, the log and the success path share
 * one transaction under an advisory lock on the nonce, so twenty copies delivered at once are
 * accepted once and refused as replays after.
 */
export async function receiveNotification(
  db: Db,
  secret: string,
  raw: string,
  keepJunk: () => boolean = () => true,
): Promise<NotifyResult> {
  const now = new Date();
  const fields = raw.length <= MAX_NOTIFY_BYTES ? parseNotification(raw) : null;
  const body = raw.slice(0, 4000);
  const log = async (outcome: NotifyOutcome) => {
    const unverified = outcome === 'rejected:malformed' || outcome === 'rejected:sign';
    if (unverified && !keepJunk()) return { answer: 'fail', outcome } as const;
    await db.insert(paymentNotifications).values({
      nonce: (fields?.nonce ?? '').slice(0, 64),
      payNo: (fields?.pay_no ?? '').slice(0, 40),
      outcome,
      body,
    });
    return { answer: 'fail', outcome } as const;
  };
  if (!fields) return log('rejected:malformed');
  if (!sameSignature(signFields(secret, fields), fields.sign)) return log('rejected:sign');
  if (Math.abs(now.getTime() - Number(fields.timestamp) * 1000) > NOTIFY_WINDOW_MS)
    return log('rejected:stale');
  const f = fields as Record<keyof typeof SHAPES, string>;

  return db.transaction(async (tx): Promise<NotifyResult> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pay-notify:${f.nonce}`}))`);
    const decide = async (): Promise<NotifyOutcome> => {
      const [seen] = await tx
        .select({ id: paymentNotifications.id })
        .from(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.nonce, f.nonce),
            // only an authentic notification uses up its nonce: someone who alters a captured
            // one in transit must not be able to burn the genuine one's nonce before it arrives
            notInArray(paymentNotifications.outcome, ['rejected:sign', 'rejected:malformed']),
          ),
        )
        .limit(1);
      if (seen) return 'rejected:replay';
      const [row] = await tx
        .select({ payment: payments, orderNo: orders.orderNo })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.payNo, f.pay_no))
        .limit(1);
      if (!row) return 'rejected:unknown_pay_no';
      if (row.orderNo !== f.order_no) return 'rejected:order_mismatch';
      if (row.payment.amountFen !== amountFen(f.amount)) return 'rejected:amount';
      try {
        // a savepoint: a refused success path rolls back alone and the log row below stays
        const done = await tx.transaction((inner) =>
          settlePayment(inner, f.pay_no, { tradeNo: f.trade_no, paidAt: paidAt(f.paid_at, now) }),
        );
        return done === 'paid' ? 'accepted' : 'duplicate';
      } catch (e) {
        if (!(e instanceof ApiFailure)) throw e;
        return e.message === STAGE_ALREADY_PAID ? 'rejected:stage_paid' : 'rejected:order_state';
      }
    };
    const outcome = await decide();
    await tx.insert(paymentNotifications).values({ nonce: f.nonce, payNo: f.pay_no, outcome, body });
    const handled = outcome === 'accepted' || outcome === 'duplicate';
    return { answer: handled ? 'success' : 'fail', outcome };
  });
}
