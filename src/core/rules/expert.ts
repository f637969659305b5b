/**
 * The expert's money (资金管理, expert_amount_record), declared once for the server and the
 * pages. An expert recommends clients (a buyer registering through the expert's /reg?ref= link);
 * each completed order of a client earns a commission, a refund of it writes a reversing
 * record, and a withdrawal takes the balance to the expert's payout account.
 *
 *   client order paid ──▶ 待结算 (pending, shown only)
 *        │ completes
 *        ▼
 *   commission (+) ──refund approved──▶ reversal (−), once
 *
 *   balance ──withdraw──▶ 提现中 ──paid out──▶ 已到账
 *
 * The server books each record at most once per order (a unique key), and the balance never
 * goes below zero: a reversal larger than the balance leaves the rest owed (待扣回), repaid
 * first from the next commissions.
 */
export const EXPERT_RECORD_TYPES = ['commission', 'reversal', 'withdraw'] as const;
export type ExpertRecordType = (typeof EXPERT_RECORD_TYPES)[number];

export const EXPERT_RECORD_LABELS: Readonly<Record<ExpertRecordType, string>> = {
  commission: '佣金收入',
  reversal: '退款冲回',
  withdraw: '提现',
};

/** Money in; every other type takes money out of the balance. */
export const EXPERT_INCOME: readonly ExpertRecordType[] = ['commission'];

export const isExpertRecordType = (v: unknown): v is ExpertRecordType =>
  typeof v === 'string' && (EXPERT_RECORD_TYPES as readonly string[]).includes(v);

/** A record's state: booked at once, except a withdrawal until the payout arrives. */
export const EXPERT_RECORD_STATUSES = ['done', 'processing'] as const;
export type ExpertRecordStatus = (typeof EXPERT_RECORD_STATUSES)[number];
export const EXPERT_RECORD_STATUS_LABELS: Readonly<Record<ExpertRecordStatus, string>> = {
  done: '已完成',
  processing: '处理中',
};

/** Platform settings (site config) and their defaults: 3 % of the paid amount; an invoice above ¥800. */
export const DEFAULT_COMMISSION_RATE = 0.03;
export const DEFAULT_INVOICE_THRESHOLD = 800;
/** A withdrawal moves at least this many yuan, at most this many at once. */
export const WITHDRAW_MIN = 1;
export const WITHDRAW_MAX = 50_000;

/** A usable rate from config: 0 ≤ rate ≤ 0.5, else the default. */
const unset = (v: unknown) => v === undefined || v === null || v === '';

export const commissionRate = (configured: unknown): number => {
  if (unset(configured)) return DEFAULT_COMMISSION_RATE;
  const r = Number(configured);
  return Number.isFinite(r) && r >= 0 && r <= 0.5 ? r : DEFAULT_COMMISSION_RATE;
};

/** A usable invoice threshold (yuan) from config, else the default. */
export const invoiceThreshold = (configured: unknown): number => {
  if (unset(configured)) return DEFAULT_INVOICE_THRESHOLD;
  const v = Number(configured);
  return Number.isFinite(v) && v >= 0 ? v : DEFAULT_INVOICE_THRESHOLD;
};

/** The commission of a paid amount (fen), rounded to the fen. */
export const commissionFen = (paidFen: number, rate: number): number => Math.round(paidFen * rate);

/** Certification fields (expert_sgs/update): lengths and counts. */
export const EXPERT_CERT_LIMITS = {
  real_name: [2, 30],
  title: [2, 30],
  organization: [2, 100],
  fields: [1, 5],
  certificates: [1, 5],
} as const;

/** Invoices an expert gives the platform for commission payouts (expert_invoice). */
export const EXPERT_INVOICE_TYPES = { normal: '增值税普通发票', special: '增值税专用发票' } as const;
export type ExpertInvoiceType = keyof typeof EXPERT_INVOICE_TYPES;
/** 发票号码: 8 digits (paper) or 20 digits (全电发票). */
export const INVOICE_NO_PATTERN = /^(\d{8}|\d{20})$/;

/** A referral code as the link carries it (/reg?ref=…). */
export const REFERRAL_PATTERN = /^[A-Za-z0-9]{6,16}$/;
