/**
 * Account shapes beyond ./models.ts: sign-in payloads and verification codes, and
 * the planned certification, funds, payment-account and upload shapes (the specification names the
 * endpoints, not their fields: these are kept small). Re-exported by ./models.
 */
import type { FundType } from '../../rules/fund-types';
import type { PayoutKind, PayoutState } from '../../rules/payout-states';
import type { InvoiceTitle } from './models-buying';

/**
 * What an SMS code is for: registering, logging in by SMS, resetting a password, or (logged in,
 * 安全设置) proving the current mobile (`change_mobile`) and the new one (`bind_mobile`).
 */
export type CodePurpose = 'register' | 'login' | 'findpass' | 'change_mobile' | 'bind_mobile';

/** What an e-mail code is for: merchant registration, or (logged in) binding a new address. */
export type MailCodePurpose = 'register' | 'bind_email';

/**
 * user/login, merchant_account/login, expert/login: a password, or an SMS code of purpose login.
 * After a few failures on an account a password login also needs a solved captcha challenge
 * (captcha/get, purpose login): the refusal's message names 人机验证, and the page shows one.
 */
export type LoginCredentials =
  | { mobile: string; password: string; captcha_key?: string; captcha_code?: string }
  | { mobile: string; code: string };

/** The review of an application (certification, payment account); none before any. */
export type ReviewStatus = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * user_sgs/info, the buyer's enterprise certification (客户认证, /home/auth); the states and
 * their moves are core's CERT_TRANSITIONS.
 */
export interface CustomerCertification {
  status: ReviewStatus;
  org_name: string;
  /** 统一社会信用代码 */
  credit_code: string;
  /** 法定代表人 */
  legal_person: string;
  contact_name: string;
  contact_mobile: string;
  address: string;
  /** The business licence (an attachment/uploadOne id), null before any. */
  licence_id: number | null;
  /** The licence for its owner: a signed link that expires in minutes ('' before any). */
  licence_url: string;
  /** What the licence is (image/png, application/pdf …), '' before any. */
  licence_mime: string;
  /** Why the review refused it, '' otherwise. */
  reason: string;
  /** ISO time of the latest application, '' before any. */
  applied_at: string;
}

/** user_merchant/get, a company the buyer buys for (商户管理); the default one is used first. */
export interface BuyerCompany {
  id: number;
  org_name: string;
  credit_code: string;
  contact_name: string;
  contact_mobile: string;
  is_default: boolean;
}

/**
 * user_amount_record/get: one money movement of a buyer (我的资金), derived from a paid pay-plan
 * stage or an approved refund request; `id` says which (`plan-12`, `refund-3`).
 */
export interface FundRecord {
  id: string;
  type: FundType;
  /** expense: the buyer paid; income: money came back (refunds). */
  kind: 'income' | 'expense';
  /** Yuan, positive either way. */
  amount: number;
  order_id: number;
  order_no: string;
  /** The stage or reason (全款, 预付款, 尾款, 申请退款 …). */
  title: string;
  /** The first service of the order, '' when none. */
  goods_name: string;
  /** ISO time the money moved. */
  created_at: string;
}

/** user_amount_record/statics: the totals of the filtered records and the spending of 12 months. */
export interface FundStatics {
  /** Yuan paid out, received back, and paid minus received. */
  expense: number;
  income: number;
  net: number;
  /** How many records the filter holds (= get's total). */
  count: number;
  by_type: { type: FundType; amount: number; count: number }[];
  /** The 12 months up to the current one (Asia/Shanghai), oldest first, whatever the filter. */
  by_month: { month: string; expense: number; income: number }[];
}

/**
 * yeepoy/queryOpenStatus, the caller's payout account with Yeepay (开户信息); status none and kind
 * null before any application. States and moves: core/rules/payout-states.ts. Card and identity
 * numbers appear only masked (6222 **** **** 1234, 110***********1234).
 */
export interface YeepayAccount {
  kind: PayoutKind | null;
  status: PayoutState;
  /** Why Yeepay refused it (已驳回, or 已开通 after a refused upgrade), '' otherwise. */
  reason: string;
  /** Yeepay's merchant number once approved, '' before. */
  merchant_no: string;
  /** 开户名: the company, or the person of a micro account. */
  holder_name: string;
  bank_code: string;
  bank_name: string;
  /** Masked. */
  bank_account: string;
  province_code: string;
  province: string;
  city_code: string;
  city: string;
  /** company: the company's particulars ('' for micro). */
  org_name: string;
  credit_code: string;
  legal_person: string;
  /** Masked. */
  legal_id_no: string;
  contact_mobile: string;
  licence_id: number | null;
  /** micro: the person's particulars ('' for company). */
  real_name: string;
  /** Masked. */
  id_no: string;
  mobile: string;
  applied_at: string;
  /** During a micro → company upgrade: the opened account still paid meanwhile ('' otherwise). */
  upgrading_from: string;
  /** While 待签约: Yeepay's agreement page (a signed, expiring link); '' otherwise. */
  sign_url: string;
  /** Seconds before the agreement notice may be sent again (yeepoy/againSendNotify), 0 when now. */
  notice_wait: number;
}

/** planned: yeepoy/bank, a bank Yeepay pays into. */
export interface YeepayBank {
  code: string;
  name: string;
}

/** attachment/uploadOne, the stored file (served to its owner and reviewer only). */
export interface UploadedFile {
  id: number;
  /** What its bytes are: image/png, image/jpeg, image/webp or application/pdf. */
  mime: string;
  /** Bytes. */
  size: number;
  /** The name it had on the uploader's machine. */
  name: string;
  /** A signed link for the uploader that expires in minutes (served as a download, nosniff). */
  url: string;
}

/** user/exportPersonalData: what the marketplace keeps about the caller (个人信息保护法). */
export interface PersonalData {
  exported_at: string;
  account: {
    type: number;
    mobile: string;
    nickname: string;
    email: string | null;
    created_at: string;
    /** The version of the user agreement and privacy policy last accepted. */
    policy_version: string | null;
    cancel_requested_at: string | null;
  };
  addresses: { consignee: string; mobile: string; region: string; detail: string; is_default: boolean }[];
  invoice_titles: (Omit<InvoiceTitle, 'id' | 'type' | 'is_default'> & { type: number })[];
  companies: { org_name: string; credit_code: string; contact_name: string; contact_mobile: string }[];
  certification:
    | (Pick<
        CustomerCertification,
        'org_name' | 'credit_code' | 'legal_person' | 'contact_name' | 'contact_mobile' | 'address'
      > & { status: string })
    | null;
  orders: {
    order_no: string;
    status: string;
    pay_amount: number;
    created_at: string;
    address: Record<string, unknown> | null;
    invoice: Record<string, unknown> | null;
    party: Record<string, unknown> | null;
  }[];
}
