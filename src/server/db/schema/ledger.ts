import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { goods } from './catalogue';
import { timestamptz } from './columns';

/**
 * The evidence ledger (区块链存证, modules/evidence): append-only and hash-chained. `no` runs
 * 1, 2, 3 … without gaps; `hash` = SHA-256 of core/rules/evidence entryPayload. A trigger (the
 * custom(ledger) block of the migration) refuses UPDATE, DELETE and TRUNCATE and checks that each
 * insert continues the chain, so not even the application's own SQL can rewrite history.
 */
export const evidenceEntries = pgTable(
  'evidence_entries',
  {
    no: integer('no').primaryKey(),
    /** core EVIDENCE_KINDS */
    kind: varchar('kind', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: char('prev_hash', { length: 64 }).notNull(),
    hash: char('hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('evidence_entries_hash_uq').on(t.hash),
    index('evidence_entries_sha_idx').on(t.sha256),
    index('evidence_entries_subject_idx').on(t.kind, t.subject),
    // numbers are looked up as typed, in any case (/blockchain)
    index('evidence_entries_subject_upper_idx').on(sql`upper(${t.subject})`),
  ],
);

/** Demands (发布需求, seek_help/*): what a buyer needs that the catalogue may not have. */
export const seekHelps = pgTable(
  'seek_helps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 60 }).notNull(),
    /** service_types.id (1 检验检测 … 5 咨询) */
    servicsId: smallint('servics_id').notNull(),
    /** The standard or product concerned. */
    subject: varchar('subject', { length: 100 }).notNull().default(''),
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    province: varchar('province', { length: 30 }).notNull(),
    cityCode: varchar('city_code', { length: 12 }).notNull().default(''),
    city: varchar('city', { length: 30 }).notNull().default(''),
    budgetMinFen: integer('budget_min_fen'),
    budgetMaxFen: integer('budget_max_fen'),
    /** The date (Asia/Shanghai) the work must be done by. */
    deadline: varchar('deadline', { length: 10 }).notNull(),
    content: text('content').notNull(),
    attachmentIds: integer('attachment_ids').array().notNull().default([]),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    /** core SEEK_HELP_STATES: open 待响应, answered 已响应, closed 已关闭 */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('seek_helps_created_idx').on(t.createdAt), index('seek_helps_user_idx').on(t.userId)],
);

/**
 * A lab's reply to a demand (报价). The merchant centre fills it later; the first quote moves the
 * demand from 待响应 to 已响应.
 */
export const seekHelpQuotes = pgTable(
  'seek_help_quotes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    seekHelpId: integer('seek_help_id')
      .notNull()
      .references(() => seekHelps.id, { onDelete: 'cascade' }),
    merchantAccountId: integer('merchant_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    priceFen: integer('price_fen').notNull(),
    days: integer('days').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The private service made when the poster accepted this quote (once); null until then. */
    acceptedGoodsId: integer('accepted_goods_id').references(() => goods.id, { onDelete: 'set null' }),
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [uniqueIndex('seek_help_quotes_uq').on(t.seekHelpId, t.merchantAccountId)],
);

/** Problem reports (问题反馈, feedback/add). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** core FEEDBACK_TYPES */
    type: varchar('type', { length: 10 }).notNull(),
    content: text('content').notNull(),
    attachmentIds: integer('attachment_ids').array().notNull().default([]),
    contact: varchar('contact', { length: 60 }).notNull().default(''),
    /** The storefront path the report was sent from. */
    page: varchar('page', { length: 200 }).notNull().default(''),
    /** The service desk's answer (operator console, 客服); it reaches the sender as a site letter. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamptz('replied_at'),
    /** The staff member who answered (staff.id; kept when the member is disabled). */
    repliedBy: integer('replied_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId)],
);
