import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './catalogue';

/**
 * The business licence a shop shows on 店铺介绍 (merchant/getBusinessLicense). The credit code
 * and the date of establishment stay on merchants (lists and search use them); the rest of the
 * licence is only ever read whole, so it lives here, one row per merchant.
 */
export const merchantLicenses = pgTable('merchant_licenses', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  legalRep: varchar('legal_rep', { length: 30 }).notNull().default(''),
  companyType: varchar('company_type', { length: 50 }).notNull().default(''),
  registeredCapital: varchar('registered_capital', { length: 30 }).notNull().default(''),
  businessScope: text('business_scope').notNull().default(''),
  /** Image of the licence (a path under /images or an upload URL). */
  image: varchar('image', { length: 300 }).notNull().default(''),
});
