import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * A lab's own web sites (across origins): besides the operator's TIC_CORS_ORIGINS,
 * these origins may call the API from a browser and get a visitor back after a marketplace
 * login. One row per origin and lab; the origin is `scheme://host[:port]`, lower case.
 */
export const partnerOrigins = pgTable(
  'partner_origins',
  {
    id: idColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    origin: varchar('origin', { length: 200 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('partner_origins_merchant_origin_uq').on(t.merchantId, t.origin),
    index('partner_origins_origin_idx').on(t.origin),
  ],
);

/**
 * Sign-in hand-off codes: one login handed to one other origin. Only the sha256 of the code is
 * kept; a code is bound to the origin it was issued for, lives a minute and is used once
 * (`used_at` set by the one UPDATE that consumes it).
 */
export const sessionHandoffs = pgTable(
  'session_handoffs',
  {
    id: idColumn(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    origin: varchar('origin', { length: 200 }).notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('session_handoffs_code_uq').on(t.codeHash),
    index('session_handoffs_expires_idx').on(t.expiresAt),
  ],
);
