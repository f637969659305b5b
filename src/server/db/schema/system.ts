import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * Every SMS and e-mail code the server generates. In demo mode dev/outbox lists them; the outbox
 * sender (lib/messaging) delivers the rows of the channels that have a sender — the row is written
 * in the same transaction as the code it carries, so a code is never sent for a change that rolled
 * back. A code that expired before its first attempt is skipped (never sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    channel: varchar('channel', { length: 10 }).notNull(),
    to: varchar('to', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 30 }).notNull().default(''),
    createdAt: createdAtColumn(),
    sentAt: timestamptz('sent_at'),
    /** pending (waits for its next attempt), sent, failed (gave up), skipped (expired unsent). */
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    /** Attempts started; a claim counts one before the gateway is called. */
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may claim it (again): a claim moves it past the send, so a crash retries. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** The gateway's last refusal, for the console; never contains the code. */
    lastError: varchar('last_error', { length: 300 }).notNull().default(''),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    // the senders' claim: due pending rows, oldest first
    index('outbox_due_idx').on(t.state, t.nextAttemptAt),
  ],
);

/** Fixed-window counters in PostgreSQL so limits hold across processes behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamptz('window_start').notNull().defaultNow(),
});

/** Small facts about the database itself (seeded_at …). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
});
