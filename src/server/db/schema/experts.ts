import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** What an expert gives at registration; the expert centre's certification builds on it. */
export const expertProfiles = pgTable('expert_profiles', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  realName: varchar('real_name', { length: 30 }).notNull(),
  /** 专业领域, free text as the expert states it. */
  field: varchar('field', { length: 50 }).notNull(),
  /** 0 pending review, 1 certified, 2 refused. */
  status: smallint('status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
