/**
 * The expert area's shapes: certification, clients, commission records, invoices,
 * the personal centre. Re-exported by ./models.
 */
import type { ExpertInvoiceType, ExpertRecordStatus, ExpertRecordType } from '../../rules/expert';
import type { ReviewStatus } from './models-account';

/** A certificate of the expert (an attachment/uploadOne id), with a short-lived link for the owner. */
export interface ExpertCertificate {
  id: number;
  name: string;
  mime: string;
  url: string;
}

/** expert_sgs/info, the expert's certification (专家认证); moves by core's CERT_TRANSITIONS. */
export interface ExpertCertification {
  status: ReviewStatus;
  real_name: string;
  /** The ID number masked (110105********0012), '' before any. */
  id_no: string;
  /** 职称 */
  title: string;
  /** Fields of expertise: top-level service categories. */
  field_ids: number[];
  field_names: string[];
  /** 工作单位 */
  organization: string;
  certificates: ExpertCertificate[];
  /** Why the review refused it, '' otherwise. */
  reason: string;
  /** ISO time of the latest application, '' before any. */
  applied_at: string;
}

/** expert_amount_record/get: one movement of the expert's funds. */
export interface ExpertRecord {
  id: number;
  type: ExpertRecordType;
  kind: 'income' | 'expense';
  status: ExpertRecordStatus;
  /** Yuan, positive either way. */
  amount: number;
  /** The balance right after it (yuan). */
  balance: number;
  /** The order it is about, '' for a withdrawal. */
  order_no: string;
  remark: string;
  created_at: string;
  /** A withdrawal's payout date once paid (已打款); absent or '' otherwise. */
  paid_at?: string;
}

/** expert_amount_record/statics: the funds at a glance (yuan) and the last 12 months. */
export interface ExpertStatics {
  /** What may be withdrawn now. */
  balance: number;
  /** Reversals not yet covered by the balance, repaid from the next commissions. */
  owed: number;
  /** Commission booked (completed orders), all time. */
  earned: number;
  /** Commission of clients' paid orders not completed yet (an estimate). */
  pending: number;
  /** Withdrawn (paid out or on its way). */
  withdrawn: number;
  reversed: number;
  /** Records the filter holds. */
  count: number;
  by_month: { month: string; income: number; expense: number }[];
  /** The platform's rate (0.03) and the amount above which a withdrawal needs an invoice. */
  rate: number;
  invoice_threshold: number;
}

/** expert_client/get: a buyer the expert brought, masked. */
export interface ExpertClient {
  id: number;
  mobile: string;
  nickname: string;
  /** When they registered through the link. */
  created_at: string;
  orders: number;
  /** Commission they earned the expert (yuan). */
  commission: number;
}

/** expert_client/orders: an order of a client, with what it earns the expert. */
export interface ExpertClientOrder {
  id: number;
  order_no: string;
  client_mobile: string;
  goods_name: string;
  status: string;
  status_name: string;
  paid_amount: number;
  /** Booked (completed), expected (paid, not completed), reversed or none. */
  commission: number;
  commission_state: 'earned' | 'expected' | 'reversed' | 'none';
  created_at: string;
}

/** expert_invoice/get: an invoice the expert issued to the platform for a payout. */
export interface ExpertInvoice {
  id: number;
  type: ExpertInvoiceType;
  invoice_no: string;
  amount: number;
  /** YYYY-MM-DD */
  issued_on: string;
  attachment_id: number;
  attachment_url: string;
  remark: string;
  /** The withdrawal it covers, null while unused (only an unused one may change). */
  withdraw_id: number | null;
  created_at: string;
}

/** expert/center: the personal centre's figures. */
export interface ExpertCenter {
  real_name: string;
  mobile: string;
  cert_status: ReviewStatus;
  title: string;
  organization: string;
  referral_code: string;
  /** Path and query of the referral link: /reg?ref=… (the page puts its origin in front). */
  referral_path: string;
  clients: number;
  orders: number;
  earned: number;
  pending: number;
  withdrawn: number;
  balance: number;
  payout_opened: boolean;
  latest: ExpertRecord[];
}
