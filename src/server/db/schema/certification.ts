import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, userIdColumn } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';

/**
 * Uploaded files (attachment/uploadOne). The bytes live behind lib/storage under `storageKey`, a
 * random name; this row says whose they are and what they were found to be by their own bytes.
 * Every upload is private: only its owner and its reviewers get a (signed, expiring) link.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: idColumn(),
    /** The uploading account; null for an operator console upload (staffId says who). */
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id'),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    /** What the bytes are (image/png, image/jpeg, image/webp, application/pdf), never the client's word. */
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    /** The name the file had on the uploader's machine (shown back, never used as a path). */
    originalName: varchar('original_name', { length: 120 }).notNull().default(''),
    /** A shop's logo, banner or a service's pictures: served to anyone at /files/public/:id. */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('attachments_key_uq').on(t.storageKey), index('attachments_owner_idx').on(t.ownerId)],
);

/** A buyer's enterprise certification (user_sgs, 客户认证); status follows core CERT_TRANSITIONS. */
export const userCertifications = pgTable('user_certifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  orgName: varchar('org_name', { length: 100 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull(),
  legalPerson: varchar('legal_person', { length: 30 }).notNull(),
  contactName: varchar('contact_name', { length: 30 }).notNull(),
  contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
  address: varchar('address', { length: 120 }).notNull(),
  licenceId: integer('licence_id')
    .notNull()
    .references(() => attachments.id),
  /** Why the reviewer refused it; '' otherwise. */
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  reviewedAt: timestamptz('reviewed_at'),
});

/** The companies a buyer orders for (user_merchant, 商户管理); at most one is the default. */
export const buyerCompanies = pgTable(
  'buyer_companies',
  {
    id: idColumn(),
    userId: userIdColumn(),
    orgName: varchar('org_name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('buyer_companies_user_idx').on(t.userId)],
);
