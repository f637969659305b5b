import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { merchants } from './catalogue';
import { orders } from './orders';

/**
 * Electronic contracts: the main one is drawn up when an order is paid; a supplementary one on
 * order/supplementaryContract. The buyer signs on the (simulated) e-signature provider's page,
 * then the lab's seal follows. status follows core CONTRACT_STATUSES.
 */
export const electronicContracts = pgTable(
  'electronic_contracts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** 'main' | 'supplement' */
    kind: varchar('kind', { length: 12 }).notNull().default('main'),
    title: varchar('title', { length: 100 }).notNull(),
    /** Supplementary terms the buyer wrote (plain text); '' for the main contract. */
    terms: text('terms').notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('pending_sign'),
    sealId: integer('seal_id'),
    buyerSignedAt: timestamp('buyer_signed_at', { withTimezone: true }),
    merchantSignedAt: timestamp('merchant_signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('electronic_contracts_no_uq').on(t.contractNo),
    index('electronic_contracts_user_idx').on(t.userId),
    index('electronic_contracts_order_idx').on(t.orderId),
  ],
);

/** The buyer's account at the e-signature provider (real-name check of the signing company). */
export const electronicContractAccounts = pgTable('electronic_contract_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  orgName: varchar('org_name', { length: 100 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).notNull(),
  legalPerson: varchar('legal_person', { length: 30 }).notNull(),
  contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
  /** core SIGN_ACCOUNT_STATUSES */
  status: varchar('status', { length: 10 }).notNull().default('reviewing'),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
});

/** Seals the buyer signs with; the image is an SVG the server draws from the name. */
export const electronicContractSeals = pgTable(
  'electronic_contract_seals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    /** 'official' 公章 | 'contract' 合同专用章 */
    kind: varchar('kind', { length: 10 }).notNull(),
    image: text('image').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('electronic_contract_seals_user_idx').on(t.userId)],
);

/** Raw bytes (PDF files): PGlite and postgres.js both hand back a Uint8Array (a Buffer is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The signed contract's PDF, frozen when the lab's seal follows the buyer's: every download
 * serves these exact bytes, and the evidence ledger hashes them (signedContractBytes).
 */
export const electronicContractFiles = pgTable('electronic_contract_files', {
  contractId: integer('contract_id')
    .primaryKey()
    .references(() => electronicContracts.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
