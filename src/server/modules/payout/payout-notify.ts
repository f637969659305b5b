import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { nextPayoutState, type PayoutAction, type PayoutState } from '../../../core/rules/payout-states';
import type { Db } from '../../db';
import { payoutAccounts, payoutNotifications } from '../../db/schema';
import { canonical, hmacHex, sameSignature } from '../pay/signing';

/** A notification older (or newer) than this is refused: a captured one cannot be replayed later. */
export const NOTIFY_WINDOW_MS = 5 * 60_000;
export const MAX_NOTIFY_BYTES = 4 * 1024;

/** What the provider reports, and the move each one is in core/rules/payout-states.ts. */
export const EVENTS = { approved: 'approve', rejected: 'reject', signed: 'sign' } as const;
export type PayoutEvent = keyof typeof EVENTS;

export type NotifyOutcome = 'accepted' | 'duplicate' | `rejected:${string}`;
export interface NotifyResult {
  answer: 'success' | 'fail';
  outcome: NotifyOutcome;
}

const SHAPES: Record<string, RegExp> = {
  application_no: /^[A-Z0-9]{8,32}$/,
  event: /^(approved|rejected|signed)$/,
  merchant_no: /^[A-Za-z0-9]{0,40}$/,
  reason: /^[^\n\r<>]{0,200}$/,
  timestamp: /^\d{9,11}$/,
  nonce: /^[A-Za-z0-9_-]{16,64}$/,
  sign: /^[0-9a-fA-F]{64}$/,
};

/**
 * Signed with the shared secret under its own purpose prefix, so a payment notification's
 * signature can never pass for a payout one or the other way round.
 */
export const payoutSignature = (secret: string, fields: Record<string, string>): string =>
  hmacHex(secret, `yeepay-notify:${canonical(fields)}`);

/** The form body as exactly the known fields, each of its shape, or null. */
export function parsePayoutNotification(raw: string): Record<string, string> | null {
  if (raw.length > MAX_NOTIFY_BYTES) return null;
  const fields: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    if (!Object.hasOwn(SHAPES, k) || Object.hasOwn(fields, k)) return null;
    fields[k] = v;
  }
  for (const [k, re] of Object.entries(SHAPES)) if (!re.test(fields[k] ?? '')) return null;
  return fields;
}

export interface PayoutFacts {
  applicationNo: string;
  event: PayoutEvent;
  merchantNo?: string;
  reason?: string;
}

/** One notification as the provider sends it: fresh timestamp and nonce, signed. */
export function buildPayoutNotification(
  secret: string,
  f: PayoutFacts,
  now = new Date(),
): Record<string, string> {
  const fields: Record<string, string> = {
    application_no: f.applicationNo,
    event: f.event,
    merchant_no: f.merchantNo ?? '',
    reason: f.reason ?? '',
    timestamp: String(Math.floor(now.getTime() / 1000)),
    nonce: randomBytes(16).toString('hex'),
  };
  return { ...fields, sign: payoutSignature(secret, fields) };
}

/**
 * POST /notify/yeepay: acts only on a notification whose signature is right (timing-safe), whose
 * timestamp is within five minutes and whose nonce is new. The nonce row, the move and its
 * outcome share one transaction; the move is conditional on the state read, so the same event
 * delivered again (a fresh nonce, as redeliveries have) finds it done and changes nothing.
 */
export async function receivePayoutNotification(db: Db, secret: string, raw: string): Promise<NotifyResult> {
  const fields = parsePayoutNotification(raw);
  if (!fields) return { answer: 'fail', outcome: 'rejected:malformed' };
  if (!sameSignature(payoutSignature(secret, fields), fields.sign))
    return { answer: 'fail', outcome: 'rejected:sign' };
  if (Math.abs(Date.now() - Number(fields.timestamp) * 1000) > NOTIFY_WINDOW_MS)
    return { answer: 'fail', outcome: 'rejected:stale' };
  const f = fields as Record<keyof typeof SHAPES, string>;
  const event = f.event as PayoutEvent;

  return db.transaction(async (tx): Promise<NotifyResult> => {
    const [fresh] = await tx
      .insert(payoutNotifications)
      .values({ nonce: f.nonce, applicationNo: f.application_no, event, outcome: 'pending' })
      .onConflictDoNothing()
      .returning({ id: payoutNotifications.id });
    if (!fresh) return { answer: 'fail', outcome: 'rejected:replay' };

    const decide = async (): Promise<NotifyOutcome> => {
      const [row] = await tx
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.applicationNo, f.application_no))
        .limit(1)
        // redeliveries of one event arrive together: the second waits here and finds it done
        .for('update');
      if (!row) return 'rejected:unknown_application';
      const from = row.state as PayoutState;
      // a refused upgrade returns to the micro account it would have replaced
      const back = event === 'rejected' && row.previous ? row.previous : null;
      const action: PayoutAction = back ? 'reject_upgrade' : EVENTS[event];
      const to = nextPayoutState(from, action);
      if (!to) return doneAlready(from, event, row.reason) ? 'duplicate' : 'rejected:state';
      if (event === 'approved' && !f.merchant_no) return 'rejected:merchant_no';
      if (event === 'rejected' && [...f.reason.trim()].length < 2) return 'rejected:reason';
      const now = new Date();
      const [moved] = await tx
        .update(payoutAccounts)
        .set({
          state: to,
          updatedAt: now,
          ...(event === 'approved' ? { providerNo: f.merchant_no, noticeSentAt: now } : {}),
          ...(event === 'rejected' ? { reason: f.reason.trim() } : {}),
          ...(back ? { ...back, previous: null } : {}),
          ...(event === 'signed' ? { previous: null } : {}),
        })
        .where(and(eq(payoutAccounts.id, row.id), eq(payoutAccounts.state, from)))
        .returning({ id: payoutAccounts.id });
      return moved ? 'accepted' : 'rejected:state';
    };
    const outcome = await decide();
    await tx.update(payoutNotifications).set({ outcome }).where(eq(payoutNotifications.id, fresh.id));
    const handled = outcome === 'accepted' || outcome === 'duplicate';
    return { answer: handled ? 'success' : 'fail', outcome };
  });
}

/**
 * The event already took effect: the account sits where that event leads (or beyond it); a
 * refused upgrade sits 已开通 again with the reason kept.
 */
function doneAlready(state: PayoutState, event: PayoutEvent, reason: string): boolean {
  if (event === 'approved') return state === 'signing' || state === 'opened';
  if (event === 'signed') return state === 'opened';
  return state === 'rejected' || (state === 'opened' && reason !== '');
}
