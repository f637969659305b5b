import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/** Buyers (1), merchants (2) and experts (3) share one table: a mobile may hold one account per type. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    type: smallint('type').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** scrypt$N$r$p$salt$hash — see lib/password.ts */
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 100 }),
    createdAt: createdAtColumn(),
    /** Tokens issued before this are refused (password change revokes every session). */
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    /** The version of the user agreement and privacy policy this account accepted (privacy/policy-version.ts). */
    policyVersion: varchar('policy_version', { length: 16 }),
    /** 注销账号: when the owner asked; the account is erased once the cooling-off has passed. */
    cancelRequestedAt: timestamptz('cancel_requested_at'),
    /** When its personal fields were erased; the row stays for the orders and ledger that point at it. */
    erasedAt: timestamptz('erased_at'),
  },
  (t) => [
    uniqueIndex('accounts_type_mobile_uq').on(t.type, t.mobile),
    // the erasure job's look-up: the few accounts with a request pending
    index('accounts_cancel_idx').on(t.cancelRequestedAt).where(sql`${t.cancelRequestedAt} IS NOT NULL`),
  ],
);

/** The owning account of a row; the row goes when the account does. */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** Login tokens: only a sha256 of the opaque token is stored, so a database leak grants no session. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_account_idx').on(t.accountId),
  ],
);
