import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { attachments } from './certification';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';
import { staff } from './operator';
import { orderIdColumn, payments, planIdColumn } from './orders';

/**
 * The platform's collection account (对公转账 收款账户): one row, set by an admin in the console.
 * Not part of the public site config: only a buyer who owes a stage reads it (pay/transferInfo).
 */
export const collectionAccount = pgTable('collection_account', {
  id: smallint('id').primaryKey(),
  accountName: varchar('account_name', { length: 100 }).notNull(),
  bankName: varchar('bank_name', { length: 100 }).notNull(),
  accountNo: varchar('account_no', { length: 40 }).notNull(),
  updatedAt: updatedAtColumn(),
});

/**
 * A bank transfer (对公转账) of one pay-plan stage: the remittance reference the buyer writes on
 * the transfer (汇款识别码, issued once per stage), the buyer's declaration (已汇款, with the bank
 * slip), and 财务's decision. status: open → declared → confirmed | rejected | lapsed; a rejected
 * or lapsed one may be declared again. The stage becomes paid only through settlePayment, with a
 * payments row of channel 'transfer' (paymentId).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    planId: planIdColumn(),
    userId: userIdColumn(),
    reference: varchar('reference', { length: 12 }).notNull(),
    /** 'open' | 'declared' | 'confirmed' | 'rejected' | 'lapsed' (core TRANSFER_STATES) */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    slipId: integer('slip_id').references(() => attachments.id, { onDelete: 'set null' }),
    declaredAt: timestamptz('declared_at'),
    /** The amount 财务 found on the statement, and the bank's serial number (流水号). */
    receivedFen: integer('received_fen'),
    bankSerial: varchar('bank_serial', { length: 64 }),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('bank_transfers_reference_uq').on(t.reference),
    uniqueIndex('bank_transfers_plan_uq').on(t.planId),
    index('bank_transfers_status_idx').on(t.status, t.declaredAt),
    index('bank_transfers_order_idx').on(t.orderId),
  ],
);
