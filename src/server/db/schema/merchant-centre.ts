import { date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './catalogue';
import { attachments } from './certification';

/**
 * A lab's accreditation certificates (资质管理): CMA and/or CNAS with number, scope and expiry,
 * and the scan (a private attachment: the lab and the reviewers only).
 */
export const merchantQualifications = pgTable(
  'merchant_qualifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** core QUALIFICATION_KINDS */
    kind: varchar('kind', { length: 10 }).notNull(),
    certNo: varchar('cert_no', { length: 40 }).notNull(),
    scope: text('scope').notNull().default(''),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => attachments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_qualifications_merchant_idx').on(t.merchantId)],
);
