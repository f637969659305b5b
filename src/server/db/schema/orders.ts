import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { goods, merchants } from './catalogue';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';

/**
 * An order is with one lab (merchant): the contract is between the buyer and that lab.
 * Money is in fen. Address and invoice title are snapshots: editing an address later does not
 * rewrite what was ordered. status follows core/rules/order-states.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: userIdColumn(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: varchar('status', { length: 20 }).notNull().default('pending_payment'),
    /** 'full' | 'deposit' (core PAY_PLANS) */
    payPlan: varchar('pay_plan', { length: 10 }).notNull().default('full'),
    goodsAmountFen: integer('goods_amount_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    payAmountFen: integer('pay_amount_fen').notNull(),
    paidAmountFen: integer('paid_amount_fen').notNull().default(0),
    userCouponId: integer('user_coupon_id'),
    address: jsonb('address').$type<Record<string, unknown>>(),
    invoice: jsonb('invoice').$type<Record<string, unknown> | null>(),
    /** 合同甲方 (三流一致): the company the buyer chose; the contract, invoice and payer name it. */
    party: jsonb('party').$type<{ source: string; name: string; credit_code: string } | null>(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    cancelReason: varchar('cancel_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** An unpaid order is cancelled by the server once this passes (read lazily). */
    payDeadline: timestamptz('pay_deadline').notNull(),
    paidAt: timestamptz('paid_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** The completion date both parties agreed (an accepted 延长服务周期), YYYY-MM-DD; null when none. */
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_user_status_idx').on(t.userId, t.status),
    index('orders_merchant_idx').on(t.merchantId),
  ],
);

/** The order a row belongs to; the row goes when the order does. */
export function orderIdColumn() {
  return integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
}

/** The payment stage a row belongs to; the row goes when the stage does. */
export function planIdColumn() {
  return integer('plan_id')
    .notNull()
    .references(() => orderPayPlans.id, { onDelete: 'cascade' });
}

/** What was bought, priced when ordered; the chosen options are kept as they were then. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    cover: varchar('cover', { length: 300 }).notNull().default(''),
    servicsId: smallint('servics_id').notNull(),
    servicsName: varchar('servics_name', { length: 20 }).notNull(),
    /** { service_content, training_form, approval_logo: {id,name,price}|null, sales_promotion_unit } */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The timeline: every transition of the state table, with who caused it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Pay plan stages: one for a full plan, deposit + balance for a deposit plan. */
export const orderPayPlans = pgTable(
  'order_pay_plans',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    seq: smallint('seq').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'unpaid' | 'paid' */
    status: varchar('status', { length: 10 }).notNull().default('unpaid'),
    paidAt: timestamptz('paid_at'),
    paymentId: integer('payment_id'),
    /** The buyer's acceptance of the work this stage pays for (order_pay_plan_order/acceptance). */
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [uniqueIndex('order_pay_plans_order_seq_uq').on(t.orderId, t.seq)],
);

/**
 * One attempt to pay one stage. pay_no is what the cashier knows; it becomes paid only through
 * a verified notification (or pay/payTest in demo), once: the update is conditional on 'pending'.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    payNo: varchar('pay_no', { length: 40 }).notNull(),
    orderId: orderIdColumn(),
    planId: planIdColumn(),
    userId: userIdColumn(),
    amountFen: integer('amount_fen').notNull(),
    /** The provider's channel: 'cashier' (the demo's simulated cashier) | 'alipay' | 'test' | 'transfer' */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** 'pending' | 'paid' | 'closed' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    tradeNo: varchar('trade_no', { length: 64 }),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    /** When reconciliation last asked the provider about this pending intent (its lease, too). */
    checkedAt: timestamptz('checked_at'),
  },
  (t) => [
    uniqueIndex('payments_pay_no_uq').on(t.payNo),
    uniqueIndex('payments_trade_no_uq').on(t.tradeNo),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every notification received, accepted or not: the audit trail, and the nonce replay guard. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: idColumn(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    payNo: varchar('pay_no', { length: 40 }).notNull().default(''),
    /** 'accepted' | 'duplicate' | 'rejected:<reason>' */
    outcome: varchar('outcome', { length: 60 }).notNull(),
    body: text('body').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_pay_no_idx').on(t.payNo)],
);

/**
 * A refund of one paid payment through its provider (an approved 申请退款): one row per refund,
 * its out_request_no the provider's idempotency key, so a retried call refunds and is recorded
 * once. 'pending' rows are sent (and retried) by the payment job (pay-refund.ts).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: idColumn(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The approved 申请退款 (order_changes.id) it carries out. */
    changeId: integer('change_id').notNull(),
    outRequestNo: varchar('out_request_no', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'pending' | 'refunded' | 'failed' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /**
     * 'provider': sent by the payment job through the channel's provider; 'finance': a stage paid
     * by 对公转账, paid back by 财务 by bank transfer and marked with the bank's serial.
     */
    method: varchar('method', { length: 10 }).notNull().default('provider'),
    /** The bank's 流水号 of a finance refund (unique: one transfer pays back one refund). */
    bankSerial: varchar('bank_serial', { length: 64 }),
    /** The staff member who marked a finance refund paid. */
    refundedBy: integer('refunded_by'),
    lastError: varchar('last_error', { length: 300 }).notNull().default(''),
    createdAt: createdAtColumn(),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_out_request_no_uq').on(t.outRequestNo),
    uniqueIndex('payment_refunds_bank_serial_uq').on(t.bankSerial),
    index('payment_refunds_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** order_change: a buyer's request to change a paid order; the lab answers (merchant centre). */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: idColumn(),
    orderId: orderIdColumn(),
    userId: userIdColumn(),
    /** core ORDER_CHANGE_TYPES */
    type: smallint('type').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** 'pending' | 'approved' | 'rejected' | 'withdrawn' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    /** The order's new total (fen) of an approved amount change; applied once, with it. */
    newAmountFen: integer('new_amount_fen'),
    /** An approved 延长服务周期: the completion date both agreed (YYYY-MM-DD). */
    newDueDate: date('new_due_date', { mode: 'string' }),
    /** An approved 变更服务内容: the scope both agreed, in the lab's words. */
    newScope: varchar('new_scope', { length: 500 }),
    /** The supplementary contract an approval drew: the change takes effect when both have signed it. */
    contractId: integer('contract_id'),
    /** When the approved change became the order's (the supplement signed, or a date accepted). */
    appliedAt: timestamptz('applied_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('order_changes_user_idx').on(t.userId),
    index('order_changes_order_idx').on(t.orderId),
    index('order_changes_contract_idx').on(t.contractId),
  ],
);

/** Coupons a buyer can receive: platform-wide (merchant_id null) or one lab's. */
export const coupons = pgTable('coupons', {
  id: idColumn(),
  name: varchar('name', { length: 60 }).notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
  amountFen: integer('amount_fen').notNull(),
  /** The goods amount an order must reach to use it. */
  minFen: integer('min_fen').notNull().default(0),
  total: integer('total').notNull(),
  received: integer('received').notNull().default(0),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  /** Operator console: draft | published | withdrawn; buyers claim published ones only. */
  status: varchar('status', { length: 10 }).notNull().default('published'),
});

/** A received coupon; single use: used only by a conditional update from 'unused'. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: idColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    /** 'unused' | 'used' */
    status: varchar('status', { length: 10 }).notNull().default('unused'),
    orderId: integer('order_id'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('user_coupons_coupon_user_uq').on(t.couponId, t.userId)],
);
