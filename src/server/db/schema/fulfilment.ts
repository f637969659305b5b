import { char, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './catalogue';
import { attachments } from './certification';
import { timestamptz } from './columns';
import { orderIdColumn, orders, planIdColumn } from './orders';

/**
 * The work on an order after signing, one row per order, written step by step:
 * the buyer's shipment, the lab's receipt, the start of testing, the delivery of non-sample work.
 */
export const orderFulfilments = pgTable('order_fulfilments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  courierCompany: varchar('courier_company', { length: 30 }).notNull().default(''),
  waybillNo: varchar('waybill_no', { length: 30 }).notNull().default(''),
  shippedAt: timestamptz('shipped_at'),
  sampleNote: varchar('sample_note', { length: 500 }).notNull().default(''),
  receivedAt: timestamptz('received_at'),
  testStartedAt: timestamptz('test_started_at'),
  deliverNote: varchar('deliver_note', { length: 500 }).notNull().default(''),
  /** The deliverable's optional file (the lab's upload), served like the report. */
  deliverFileId: integer('deliver_file_id').references(() => attachments.id, { onDelete: 'set null' }),
  deliveredAt: timestamptz('delivered_at'),
});

/**
 * A lab's test report: its number is unique platform-wide (report/verify looks it up), the PDF
 * an attachment of the lab's, its SHA-256 the one the evidence ledger holds.
 */
export const orderReports = pgTable(
  'order_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: orderIdColumn(),
    reportNo: varchar('report_no', { length: 40 }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => attachments.id),
    sha256: char('sha256', { length: 64 }).notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    /**
     * What the paper states, as the lab entered it when issuing: /report/verify shows these so a
     * holder can compare the printed report. '' on reports issued before the lab was asked.
     */
    sampleName: varchar('sample_name', { length: 100 }).notNull().default(''),
    standard: varchar('standard', { length: 200 }).notNull().default(''),
    conclusion: varchar('conclusion', { length: 500 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('order_reports_no_uq').on(t.reportNo),
    uniqueIndex('order_reports_order_uq').on(t.orderId),
  ],
);

/**
 * Settlement (资金结算): one row per paid stage, written in the transaction that marks it paid.
 * The fee rate is the config's at that moment, kept on the row so a later rate change does not
 * rewrite the past. Money in fen like the rest; month is Asia/Shanghai YYYY-MM.
 */
export const merchantAmountRecords = pgTable(
  'merchant_amount_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: orderIdColumn(),
    planId: planIdColumn(),
    amountFen: integer('amount_fen').notNull(),
    feeRate: numeric('fee_rate', { precision: 5, scale: 4 }).notNull(),
    feeFen: integer('fee_fen').notNull(),
    netFen: integer('net_fen').notNull(),
    month: char('month', { length: 7 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The order was refunded: the stage's money went back, the lab's settlement lists it no more. */
    reversedAt: timestamptz('reversed_at'),
  },
  (t) => [
    uniqueIndex('merchant_amount_records_plan_uq').on(t.planId),
    index('merchant_amount_records_merchant_month_idx').on(t.merchantId, t.month),
  ],
);
