import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * The society's staff: accounts of their own, apart from buyers, labs and experts, so
 * no user token or password reset of the storefront ever reaches the console.
 */
export const staff = pgTable(
  'staff',
  {
    id: idColumn(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    name: varchar('name', { length: 30 }).notNull().default(''),
    /** admin | reviewer | editor | service */
    role: varchar('role', { length: 10 }).notNull(),
    /** scrypt, set at enrolment; empty while invited. */
    passwordHash: text('password_hash').notNull().default(''),
    /** Base32 TOTP secret; confirmed once totpConfirmedAt is set. */
    totpSecret: varchar('totp_secret', { length: 64 }).notNull().default(''),
    totpConfirmedAt: timestamptz('totp_confirmed_at'),
    /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** sha256 of the one-time enrolment token, and when it lapses. */
    enrolHash: varchar('enrol_hash', { length: 64 }),
    enrolExpiresAt: timestamptz('enrol_expires_at'),
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAtColumn(),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [uniqueIndex('staff_mobile_uq').on(t.mobile), uniqueIndex('staff_enrol_uq').on(t.enrolHash)],
);

/** Staff sessions: sha256 of the token; they end after 8 hours without a request. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: idColumn(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Every staff action, appended only: a trigger of the migration refuses UPDATE, DELETE and
 * TRUNCATE, so not even the application's own database user can rewrite history.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: idColumn(),
    /** No foreign key: the log outlives whatever it names. */
    staffId: integer('staff_id'),
    staffName: varchar('staff_name', { length: 50 }).notNull().default(''),
    at: timestamptz('at').notNull().default(sql`now()`),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** The endpoint id or CLI command: operator_review/approve, cli:add … */
    action: varchar('action', { length: 60 }).notNull(),
    /** What it acted on: user_sgs#12, staff#3, announcement#40 … */
    target: varchar('target', { length: 100 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_at_idx').on(t.at), index('staff_audit_staff_idx').on(t.staffId, t.at)],
);
