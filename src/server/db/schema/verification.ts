import { index, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * One-time codes: image captcha answers (channel `captcha`, target = the captcha key), SMS codes
 * (target = mobile) and e-mail codes (target = address). Only a hash of the code is kept; the
 * plain code travels once, through the outbox. A code is bound to its purpose and user type, so
 * a register code cannot reset a password and a buyer's code cannot log a merchant in.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    /** sms | mail | captcha */
    channel: varchar('channel', { length: 10 }).notNull(),
    target: varchar('target', { length: 100 }).notNull(),
    /** register | login | findpass | captcha */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** 1 buyer, 2 merchant, 3 expert; 0 for image captchas (anyone may answer them). */
    userType: smallint('user_type').notNull().default(0),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the code is used, burnt by too many wrong tries, or superseded by a newer one. */
    usedAt: timestamptz('used_at'),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * The client address that asked for the code: a new code supersedes only the same
     * requester's older ones, so a stranger's send never kills the owner's live code.
     */
    requester: varchar('requester', { length: 100 }).notNull().default(''),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.channel, t.target, t.purpose, t.userType),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Addresses that proved they reach a mobile or e-mail address (a right code, a right password):
 * their code requests draw on the owner's send budget, which strangers' requests cannot spend.
 */
export const knownRequesters = pgTable(
  'known_requesters',
  {
    target: varchar('target', { length: 100 }).notNull(),
    requester: varchar('requester', { length: 100 }).notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.target, t.requester] }), index('known_requesters_seen_idx').on(t.seenAt)],
);
