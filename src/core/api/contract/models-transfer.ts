/**
 * 对公转账 (bank transfer) and the 财务 console's shapes: the platform's collection account, a
 * stage's transfer as the buyer sees it at the cashier, and the finance queues (transfers to
 * confirm, payouts to make).
 */
import type { UploadedFile } from './models-account';

/** none: a reference is issued, nothing declared; then 已汇款 (declared) and 财务's decision. */
export type TransferState = 'none' | 'declared' | 'confirmed' | 'rejected' | 'lapsed';
export const TRANSFER_STATES: readonly TransferState[] = [
  'none',
  'declared',
  'confirmed',
  'rejected',
  'lapsed',
];
export const TRANSFER_STATE_LABELS: Readonly<Record<TransferState, string>> = {
  none: '待汇款',
  declared: '待财务确认',
  confirmed: '已到账',
  rejected: '未通过',
  lapsed: '已失效',
};
/** A declared transfer holds the order this long; unconfirmed after it, the declaration lapses. */
export const TRANSFER_HOLD_DAYS = 7;

/** The platform's collection account (收款账户), as the buyer copies it onto the transfer. */
export interface CollectionAccount {
  account_name: string;
  bank_name: string;
  account_no: string;
}

/** The console's view of it: the number only masked (6222 **** 1234). */
export interface CollectionAccountView {
  account_name: string;
  bank_name: string;
  account_no_masked: string;
  updated_at: string;
}

/** pay/transferInfo: everything the buyer needs to remit the stage due now, and where it stands. */
export interface TransferInfo {
  order_id: number;
  order_no: string;
  stage_id: number;
  stage: string;
  /** Yuan, from the server's pay plan. */
  amount: number;
  /** The amount in 大写 (人民币壹万贰仟元整). */
  amount_in_words: string;
  /** 汇款识别码: written in the transfer's 附言 so 财务 can match the money to this stage. */
  reference: string;
  /** Pay by (ISO); '' for a stage without a deadline (the balance). */
  deadline: string;
  /** While declared: the order is held until this time (ISO), then the declaration lapses. */
  hold_until: string;
  state: TransferState;
  state_name: string;
  /** Why 财务 rejected the last declaration ('' otherwise). */
  reason: string;
  declared_at: string;
  slip: UploadedFile | null;
  account: CollectionAccount;
  /** A signed link to the 付款通知书 PDF, valid for minutes. */
  notice_url: string;
}

/** What each of 财务's queues shows of the order and stage a row is about. */
export interface FinanceQueueStage {
  id: number;
  order_id: number;
  order_no: string;
  lab: string;
  /** The buyer's company (合同甲方), else the buyer's masked mobile. */
  buyer_company: string;
  stage: string;
  amount: number;
}

/** One transfer in the finance queue (/admin/finance). */
export interface TransferQueueItem extends FinanceQueueStage {
  reference: string;
  state: TransferState;
  state_name: string;
  /** A signed link to the uploaded bank slip (回单), '' when none. */
  slip_url: string;
  declared_at: string;
  decided_at: string;
  reason: string;
  bank_serial: string;
  received_amount: number | null;
}

export type PayoutState = 'processing' | 'done';
/** One expert withdrawal to pay by hand (no payout provider in production). */
export interface PayoutQueueItem {
  id: number;
  expert_name: string;
  expert_mobile: string;
  amount: number;
  holder_name: string;
  bank_name: string;
  card_masked: string;
  /** The full account number while the withdrawal waits (财务 transfers to it); '' once paid. */
  account_no: string;
  invoice_no: string;
  state: PayoutState;
  state_name: string;
  created_at: string;
  paid_at: string;
  bank_serial: string;
}

export type RefundState = 'pending' | 'done';
/** One refund 财务 pays back by bank transfer (/admin/finance 退款). */
export interface RefundQueueItem extends FinanceQueueStage {
  /** How the stage was paid: 对公转账, or the provider whose refund failed. */
  channel_name: string;
  /** The original transfer's 汇款识别码 and bank serial ('' when not a transfer). */
  reference: string;
  paid_serial: string;
  state: RefundState;
  state_name: string;
  /** Why the provider's refund failed, when it did. */
  error: string;
  created_at: string;
  refunded_at: string;
  bank_serial: string;
}
