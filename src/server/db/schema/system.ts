import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every code the server generates (SMS, e-mail, captcha answers). In demo mode dev/outbox lists
 * them; in production a sender drains this table — the row is written in the same transaction
 * as the code it carries, so a code is never sent for a change that rolled back.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: varchar('channel', { length: 10 }).notNull(),
    to: varchar('to', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 30 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Fixed-window counters in PostgreSQL so limits hold across processes behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Small facts about the database itself (seeded_at …). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
});
