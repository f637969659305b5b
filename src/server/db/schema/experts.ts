import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { attachments } from './certification';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { orders } from './orders';
import { payeeBankAccounts, payoutAccounts } from './payout';

/**
 * An expert (user type 3): what they gave at registration, their certification (专家认证,
 * core CERT_TRANSITIONS) and their commission ledger. The row is the ledger's lock: every
 * commission, reversal and withdrawal updates `balance_fen` here under a row lock, so the
 * balance is exact whatever runs at once and never below zero (a CHECK holds it too).
 */
export const expertProfiles = pgTable(
  'expert_profiles',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    realName: varchar('real_name', { length: 30 }).notNull(),
    /** 专业领域, free text as the expert states it at registration. */
    field: varchar('field', { length: 50 }).notNull(),
    /** The link buyers register through: /reg?ref=<code>. */
    referralCode: varchar('referral_code', { length: 16 })
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    /** none → pending → approved / rejected (core/rules/certification.ts). */
    certStatus: varchar('cert_status', { length: 10 }).notNull().default('none'),
    /** The ID number as given (18 characters); shown only masked. */
    idNo: varchar('id_no', { length: 18 }).notNull().default(''),
    title: varchar('title', { length: 30 }).notNull().default(''),
    organization: varchar('organization', { length: 100 }).notNull().default(''),
    /** Fields of expertise: top-level service category ids. */
    fieldIds: jsonb('field_ids').$type<number[]>().notNull().default([]),
    /** Certificates: attachment ids, owned by the expert. */
    certificateIds: jsonb('certificate_ids').$type<number[]>().notNull().default([]),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    appliedAt: timestamptz('applied_at'),
    reviewedAt: timestamptz('reviewed_at'),
    balanceFen: integer('balance_fen').notNull().default(0),
    /** Reversals the balance could not cover, repaid first from the next commissions. */
    owedFen: integer('owed_fen').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('expert_profiles_referral_uq').on(t.referralCode),
    check('expert_profiles_balance_ck', sql`${t.balanceFen} >= 0 AND ${t.owedFen} >= 0`),
  ],
);

/** A buyer who registered through an expert's link: the expert's client, for good (one expert each). */
export const expertClients = pgTable(
  'expert_clients',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('expert_clients_expert_idx').on(t.expertId, t.createdAt)],
);

/** An invoice the expert issued to the platform for a payout (expert_invoice). */
export const expertInvoices = pgTable(
  'expert_invoices',
  {
    id: idColumn(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'normal' | 'special' (core EXPERT_INVOICE_TYPES) */
    type: varchar('type', { length: 10 }).notNull(),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('expert_invoices_no_uq').on(t.expertId, t.invoiceNo),
    index('expert_invoices_expert_idx').on(t.expertId),
  ],
);

/**
 * The expert's ledger: commissions (+), reversals (−) and withdrawals (−), each with the
 * balance after it. A commission and a reversal exist at most once per order (unique keys):
 * the second attempt, however concurrent, inserts nothing and moves nothing.
 */
export const expertRecords = pgTable(
  'expert_records',
  {
    id: idColumn(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'commission' | 'reversal' | 'withdraw' (core EXPERT_RECORD_TYPES) */
    type: varchar('type', { length: 12 }).notNull(),
    /** 'done' | 'processing' (a withdrawal until it is paid out) */
    status: varchar('status', { length: 12 }).notNull().default('done'),
    amountFen: integer('amount_fen').notNull(),
    balanceFen: integer('balance_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A withdrawal: where it goes, the invoice that covers it, the page's attempt number. */
    payoutAccountId: integer('payout_account_id').references(() => payoutAccounts.id),
    /** A withdrawal to a registered bank account (paid by 财务): the account as it was then. */
    bankAccountId: integer('bank_account_id').references(() => payeeBankAccounts.id),
    invoiceId: integer('invoice_id').references(() => expertInvoices.id),
    requestNo: varchar('request_no', { length: 40 }),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
    paidAt: timestamptz('paid_at'),
    /** A withdrawal paid by 财务 (no payout provider): the bank's serial number and who marked it. */
    bankSerial: varchar('bank_serial', { length: 64 }),
    paidBy: integer('paid_by'),
  },
  (t) => [
    uniqueIndex('expert_records_order_type_uq').on(t.orderId, t.type),
    uniqueIndex('expert_records_request_uq').on(t.expertId, t.requestNo),
    uniqueIndex('expert_records_invoice_uq').on(t.invoiceId),
    index('expert_records_expert_idx').on(t.expertId, t.createdAt),
  ],
);
