import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './catalogue';
import { attachments } from './certification';
import { createdAtColumn, idColumn } from './columns';

/**
 * A lab's accreditation certificates (资质管理): CMA and/or CNAS with number, scope and expiry,
 * and the scan (a private attachment: the lab and the reviewers only).
 */
export const merchantQualifications = pgTable(
  'merchant_qualifications',
  {
    id: idColumn(),
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
    createdAt: createdAtColumn(),
  },
  (t) => [index('merchant_qualifications_merchant_idx').on(t.merchantId)],
);
