import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OutboxEntry } from '../../core/api/contract/models';
import type { DbOrTx } from '../db';
import { outbox } from '../db/schema';
import { paged } from './list-query';

export type OutboxChannel = OutboxEntry['channel'];

export interface OutgoingCode {
  channel: OutboxChannel;
  /** mobile or e-mail address */
  to: string;
  code: string;
  /** what the code is for: login, register, forget_password … (free text, for the log) */
  purpose?: string;
}

/**
 * Queues a code for delivery. Call it inside the transaction that stores the code, so nothing
 * is sent for a change that rolled back, and call `codesQueued()` once it committed. The demo
 * lists the queue at dev/outbox; the outbox sender (lib/messaging) delivers the SMS and e-mail
 * rows of every channel with a configured sender.
 */
export async function queueCode(db: DbOrTx, message: OutgoingCode): Promise<void> {
  await db.insert(outbox).values({ ...message, purpose: message.purpose ?? '', state: 'pending' });
}

const queuedListeners = new Set<() => void>();

/** The outbox sender of this process listens: a code goes out at once instead of at the next poll. */
export function onCodesQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Says a transaction that queued codes committed. */
export function codesQueued(): void {
  for (const listener of queuedListeners) listener();
}

export interface OutboxQuery {
  to?: string;
  channel?: OutboxChannel;
  page: number;
  limit: number;
}

/** Newest first, as `{ channel, to, code, at }`. */
export async function listOutbox(
  db: DbOrTx,
  q: OutboxQuery,
): Promise<{ list: OutboxEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (q.to) filters.push(eq(outbox.to, q.to));
  if (q.channel) filters.push(eq(outbox.channel, q.channel));
  const where = filters.length ? and(...filters) : undefined;
  const { list: rows, total } = await paged(
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)),
    db.select({ n: count() }).from(outbox).where(where),
    q,
  );
  return {
    list: rows.map((r) => ({
      channel: r.channel as OutboxChannel,
      to: r.to,
      code: r.code,
      at: r.createdAt.toISOString(),
    })),
    total,
  };
}
