import { and, asc, eq, gte, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { outbox } from '../../db/schema';
import { maskTarget } from './mask';
import {
  type DeliveryChannel,
  DOCUMENT_PURPOSES,
  type DocumentFinder,
  deliveryError,
  isDocumentPurpose,
  type Senders,
} from './message-sender';

export interface DeliveryOptions {
  senders: Senders;
  /** The time the sender goes by (tests move it). */
  clock?: () => Date;
  /** Waits before the 2nd, 3rd … attempt; the attempt after the last wait is the final one. */
  backoffMs?: readonly number[];
  /** A code older than this is of no use to anyone: it is not sent (again). */
  maxAgeMs?: number;
  /** Rows one claim takes. */
  batch?: number;
  /** Where failures are told (masked target, never the code). */
  log?: (line: string) => void;
  /** The files of document mails (an e-invoice by its number). */
  documents?: DocumentFinder;
}

/** About 1, 5 and 30 minutes, then the fourth failure is final. */
export const DEFAULT_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;

export interface DeliveryRound {
  sent: number;
  /** Failed this round and wait for another attempt. */
  retrying: number;
  /** Failed for good this round (attempts used up, or too old to send). */
  failed: number;
  skipped: number;
  /** Rows claimed: a full batch means more may be due. */
  claimed: number;
}

/** `now` plus a wait; the waits are this module's own numbers, written into the statement. */
const later = (now: Date, ms: SQL) =>
  sql`(${now.toISOString()}::timestamptz + (${ms}) * interval '1 millisecond')`;
const literal = (n: number) => sql.raw(String(Math.max(0, Math.round(n))));

/**
 * One round: gives up on codes too old to help, claims the due rows of the channels that have a
 * sender, sends them and records each outcome.
 *
 * The claim is its own short transaction (SELECT … FOR UPDATE SKIP LOCKED, then the attempt is
 * counted and the next attempt time moved past the send), so the gateways are called with no
 * lock held, and a row claimed by one process is not due for any other, on any machine, until
 * that wait has passed. A process that dies mid-send leaves the row to be retried after it.
 */
export async function deliverDue(db: Db, o: DeliveryOptions): Promise<DeliveryRound> {
  const attachmentOf = async (row: { purpose: string; code: string }) => {
    if (!isDocumentPurpose(row.purpose)) return {};
    const attachment = await o.documents?.(row.purpose, row.code);
    if (!attachment) throw new Error('文件不存在，未发送');
    return { attachment };
  };
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0, skipped: 0, claimed: 0 };
  const channels = (Object.keys(o.senders) as DeliveryChannel[]).filter((c) => o.senders[c]);
  if (channels.length === 0) return round;
  const clock = o.clock ?? (() => new Date());
  const now = clock();
  const backoff = o.backoffMs ?? DEFAULT_BACKOFF_MS;
  const maxAttempts = backoff.length + 1;
  const pendingHere = and(eq(outbox.state, 'pending'), inArray(outbox.channel, channels));

  if (o.maxAgeMs !== undefined) {
    // a code is useless once expired; a document is not
    const codesOnly = notInArray(outbox.purpose, [...DOCUMENT_PURPOSES]);
    const tooOld = new Date(now.getTime() - o.maxAgeMs);
    const never = await db
      .update(outbox)
      .set({ state: 'skipped', lastError: '验证码已过期，未发送' })
      .where(and(pendingHere, codesOnly, eq(outbox.attempts, 0), lt(outbox.createdAt, tooOld)))
      .returning({ id: outbox.id });
    // only between attempts: one being sent now is left to record its own outcome
    const late = await db
      .update(outbox)
      .set({ state: 'failed' })
      .where(
        and(
          pendingHere,
          codesOnly,
          gte(outbox.attempts, 1),
          lt(outbox.createdAt, tooOld),
          lte(outbox.nextAttemptAt, now),
        ),
      )
      .returning({ id: outbox.id });
    round.skipped += never.length;
    round.failed += late.length;
  }
  // a final attempt whose process died: no attempt is left
  const interrupted = await db
    .update(outbox)
    .set({
      state: 'failed',
      lastError: sql`CASE WHEN ${outbox.lastError} = '' THEN '发送中断' ELSE ${outbox.lastError} END`,
    })
    .where(and(pendingHere, gte(outbox.attempts, maxAttempts), lte(outbox.nextAttemptAt, now)))
    .returning({ id: outbox.id });
  round.failed += interrupted.length;

  // the wait before the attempt after this one; the final attempt keeps the last wait as its lease
  const waitAfter = sql`CASE ${outbox.attempts} ${sql.join(
    backoff.map((ms, i) => sql`WHEN ${literal(i)} THEN ${literal(ms)}`),
    sql` `,
  )} ELSE ${literal(backoff[backoff.length - 1] ?? 60_000)} END`;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(pendingHere, lt(outbox.attempts, maxAttempts), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(o.batch ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: later(now, waitAfter),
      })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  round.claimed = claimed.length;

  await Promise.all(
    claimed.map(async (row) => {
      const mine = and(eq(outbox.id, row.id), eq(outbox.state, 'pending'), eq(outbox.attempts, row.attempts));
      const sender = o.senders[row.channel as DeliveryChannel]!;
      try {
        await sender.send({ to: row.to, code: row.code, purpose: row.purpose, ...(await attachmentOf(row)) });
        await db.update(outbox).set({ state: 'sent', sentAt: clock(), lastError: '' }).where(mine);
        round.sent++;
      } catch (error) {
        const lastError = deliveryError(error, row.code);
        const final = row.attempts >= maxAttempts;
        await db
          .update(outbox)
          .set(final ? { state: 'failed', lastError } : { lastError })
          .where(mine);
        if (final) round.failed++;
        else round.retrying++;
        o.log?.(
          `[outbox] ${row.channel} #${row.id} to ${maskTarget(row.channel, row.to)} attempt ${row.attempts} failed${final ? ' (final)' : ''}: ${lastError}`,
        );
      }
    }),
  );
  return round;
}
