import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, userIdColumn } from './accounts';
import { merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz } from './columns';
import { orderIdColumn } from './orders';

/**
 * Electronic contracts: the main one is drawn up when an order is paid; a supplementary one on
 * order/supplementaryContract. Each party signs on its own page of the mall with an SMS code
 * (electronic_contract_signatures); status follows core CONTRACT_STATUSES.
 */
export const electronicContracts = pgTable(
  'electronic_contracts',
  {
    id: idColumn(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    orderId: orderIdColumn(),
    userId: userIdColumn(),
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
    buyerSignedAt: timestamptz('buyer_signed_at'),
    merchantSignedAt: timestamptz('merchant_signed_at'),
    createdAt: createdAtColumn(),
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
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  approvedAt: timestamptz('approved_at'),
  /** The console reviewer's reason for a rejection (the applicant reads it). */
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  reviewedAt: timestamptz('reviewed_at'),
});

/** Seals the buyer signs with; the image is an SVG the server draws from the name. */
export const electronicContractSeals = pgTable(
  'electronic_contract_seals',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: varchar('name', { length: 40 }).notNull(),
    /** 'official' 公章 | 'contract' 合同专用章 */
    kind: varchar('kind', { length: 10 }).notNull(),
    image: text('image').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
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
  createdAt: createdAtColumn(),
});

/**
 * One party's signature of a contract, with what proves it: who (account, name, the mobile the
 * SMS code went to), when, from where (IP, user agent), which seal, and the SHA-256 of the exact
 * PDF bytes that party was shown (viewed_sha256) and of the unsigned document then
 * (content_sha256: when it differs at the second signature, the contract changed and signing
 * starts again; the first signature is voided, never deleted).
 */
export const electronicContractSignatures = pgTable(
  'electronic_contract_signatures',
  {
    id: idColumn(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => electronicContracts.id, { onDelete: 'cascade' }),
    /** 'buyer' 甲方 | 'lab' 乙方 */
    party: varchar('party', { length: 8 }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    signerName: varchar('signer_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    sealName: varchar('seal_name', { length: 40 }).notNull(),
    /** 'official' | 'contract' */
    sealKind: varchar('seal_kind', { length: 10 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    viewedSha256: varchar('viewed_sha256', { length: 64 }).notNull(),
    contentSha256: varchar('content_sha256', { length: 64 }).notNull(),
    signedAt: timestamptz('signed_at').notNull().defaultNow(),
    voidedAt: timestamptz('voided_at'),
  },
  (t) => [
    // one live signature per party: a double submit signs once
    uniqueIndex('electronic_contract_signatures_live_uq')
      .on(t.contractId, t.party)
      .where(sql`${t.voidedAt} IS NULL`),
    index('electronic_contract_signatures_contract_idx').on(t.contractId),
  ],
);
