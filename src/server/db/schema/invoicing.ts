import { index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, userIdColumn } from './accounts';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { orderIdColumn } from './orders';

/** Tax rates a service is invoiced at (invoice_tax/get), e.g. 6 % 现代服务·检验检测服务. */
export const invoiceTaxes = pgTable('invoice_taxes', {
  id: idColumn(),
  name: varchar('name', { length: 60 }).notNull(),
  /** Percent, e.g. 6.00 */
  rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** The buyer's invoice contents (开票项目), e.g. 检测费, 认证服务费. */
export const invoiceProjects = pgTable(
  'invoice_projects',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    taxId: integer('tax_id').references(() => invoiceTaxes.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('invoice_projects_user_idx').on(t.userId)],
);

/** The electronic invoice issued for a paid order (/home/electronicinvoice). */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    userId: userIdColumn(),
    invoiceNo: varchar('invoice_no', { length: 30 }).notNull().default(''),
    /** 1 普通发票, 2 增值税专用发票 */
    type: smallint('type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 30 }).notNull().default(''),
    project: varchar('project', { length: 60 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxFen: integer('tax_fen').notNull(),
    /** 'issuing' | 'issued' */
    status: varchar('status', { length: 10 }).notNull().default('issuing'),
    createdAt: createdAtColumn(),
    issuedAt: timestamptz('issued_at'),
  },
  (t) => [
    uniqueIndex('order_invoices_order_uq').on(t.orderId),
    index('order_invoices_user_idx').on(t.userId),
  ],
);

/** Site letters (notice_site_letter): order news for the buyer, counted in the unread badge. */
export const siteLetters = pgTable(
  'site_letters',
  {
    id: idColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    link: varchar('link', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('site_letters_account_idx').on(t.accountId, t.readAt)],
);
