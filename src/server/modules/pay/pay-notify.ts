import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { orders, paymentNotifications, payments } from '../../db/schema';
import { ApiFailure } from '../../lib/envelope';
import { STAGE_ALREADY_PAID, settlePayment } from './pay-settle';
import type { NotifyEvent, PaymentProvider } from './providers/types';

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

export type NotifyOutcome = 'accepted' | 'duplicate' | 'closed' | 'ignored' | `rejected:${string}`;
export interface NotifyResult {
  answer: 'success' | 'fail';
  outcome: NotifyOutcome;
}

const UNVERIFIED = ['rejected:sign', 'rejected:malformed'];
const HANDLED: NotifyOutcome[] = ['accepted', 'duplicate', 'closed', 'ignored'];

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
  if (entries.length === 0 || entries.length > 40) return null;
  const fields: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (!/^[a-z_0-9]{1,40}$/.test(k) || Object.hasOwn(fields, k)) return null;
    if (typeof v === 'string' && v.length <= 2000) fields[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) fields[k] = String(v);
    else return null;
  }
  return fields;
}

/**
 * A provider's notification (POST /notify/pay of the simulated cashier, /notify/alipay): the
 * provider verifies its signature and sender and translates it (providers/*.ts); the mall then
 * checks it against the intent (the pay_no exists, belongs to this provider and, where named, to
 * that order_no, and the amount is the intent's) before the one settlement pays it. A replay
 * changes nothing: where the provider signs each delivery afresh a notification id seen before is
 * refused; where it repeats one, the settlement's exactly-once guard answers `duplicate`. Every
 * verified notification is logged with its outcome; unverified junk only as the `keepJunk`
 * sample (anyone may post it). The id check, the log and the settlement share one transaction
 * under an advisory lock on the id, so twenty copies delivered at once are handled once.
 */
export async function receiveNotification(
  db: Db,
  provider: PaymentProvider,
  raw: string,
  keepJunk: () => boolean = () => true,
): Promise<NotifyResult> {
  const now = new Date();
  const fields = raw.length <= MAX_NOTIFY_BYTES ? parseNotification(raw) : null;
  const body = raw.slice(0, 4000);
  const verdict = fields ? await provider.verifyNotification(fields, now) : null;
  if (!verdict?.ok) {
    const outcome: NotifyOutcome = `rejected:${verdict?.reason ?? 'malformed'}`;
    if ((verdict?.unverified ?? true) && !keepJunk()) return { answer: 'fail', outcome };
    await db.insert(paymentNotifications).values({
      nonce: (verdict?.notifyId ?? '').slice(0, 64),
      payNo: (verdict?.payNo ?? '').slice(0, 40),
      outcome,
      body,
    });
    return { answer: 'fail', outcome };
  }
  const { notifyId, event } = verdict;

  return db.transaction(async (tx): Promise<NotifyResult> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pay-notify:${notifyId}`}))`);
    const decide = async (): Promise<NotifyOutcome> => {
      if (provider.replays === 'refuse') {
        const [seen] = await tx
          .select({ id: paymentNotifications.id })
          .from(paymentNotifications)
          .where(
            and(
              eq(paymentNotifications.nonce, notifyId.slice(0, 64)),
              // only an authentic notification uses up its id: someone who alters a captured
              // one in transit must not be able to burn the genuine one's id before it arrives
              notInArray(paymentNotifications.outcome, UNVERIFIED),
            ),
          )
          .limit(1);
        if (seen) return 'rejected:replay';
      }
      return actOn(tx, provider, event);
    };
    const outcome = await decide();
    await tx
      .insert(paymentNotifications)
      .values({ nonce: notifyId.slice(0, 64), payNo: event.payNo.slice(0, 40), outcome, body });
    return { answer: HANDLED.includes(outcome) ? 'success' : 'fail', outcome };
  });
}

/** The mall's decision on a verified event, against its own intent. */
export async function actOn(tx: Tx, provider: PaymentProvider, event: NotifyEvent): Promise<NotifyOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const [row] = await tx
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.payNo, event.payNo))
    .limit(1);
  if (!row) return 'rejected:unknown_pay_no';
  if (row.payment.channel !== provider.channel) return 'rejected:channel';
  if (event.kind === 'paid' && event.orderNo !== undefined && row.orderNo !== event.orderNo) {
    return 'rejected:order_mismatch';
  }
  if (row.payment.amountFen !== event.amountFen) return 'rejected:amount';
  if (event.kind === 'closed') {
    // closed unpaid: the intent closes with it. After a payment (a full refund closes the trade
    // too) the paid stage stays paid: refunds are recorded on their own
    const closed = await tx
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.id, row.payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return closed.length ? 'closed' : 'duplicate';
  }
  try {
    // a savepoint: a refused success path rolls back alone and the log row stays
    const done = await tx.transaction((inner) =>
      settlePayment(inner, event.payNo, { tradeNo: event.tradeNo, paidAt: event.paidAt }),
    );
    return done === 'paid' ? 'accepted' : 'duplicate';
  } catch (e) {
    if (!(e instanceof ApiFailure)) throw e;
    return e.message === STAGE_ALREADY_PAID ? 'rejected:stage_paid' : 'rejected:order_state';
  }
}
