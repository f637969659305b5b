/**
 * Request and response types of the expert endpoints (see ./index.ts). All planned: the
 * specification names them without fields, so these are small and follow the buyer's counterparts.
 */

import type { ExpertInvoiceType, ExpertRecordType } from '../../../rules/expert';
import type { InfoData, ListData } from '../envelope';
import type { YeepayAccount, YeepayBank } from '../models-account';
import type { Zone } from '../models-buying';
import type {
  ExpertCenter,
  ExpertCertification,
  ExpertClient,
  ExpertClientOrder,
  ExpertInvoice,
  ExpertRecord,
  ExpertStatics,
} from '../models-expert';
import type { ById, Empty, Id, Paged } from './common';

/**
 * Where Yeepay pays: a bank (yeepoy/bank code), an account and its zone (yeepoy/zone codes).
 * The same shapes serve an expert now and a lab (merchant centre) later.
 */
interface Settlement {
  bank_code: string;
  bank_account: string;
  province_code: string;
  city_code: string;
}

/** A company account, with its business licence (an attachment/uploadOne id). */
export interface YeepayCompanyApply extends Settlement {
  org_name: string;
  /** 统一社会信用代码 */
  credit_code: string;
  legal_person: string;
  /** 法定代表人身份证号 (GB 11643); stored and answered masked only. */
  legal_id_no: string;
  contact_mobile: string;
  licence_id: Id;
}

/** An individual micro-merchant account (小微商户): the person, a debit card, ID photos. */
export interface YeepayMicroApply extends Settlement {
  real_name: string;
  id_no: string;
  mobile: string;
  /** Photos of the ID card's two sides (attachment/uploadOne ids). */
  id_front_id: Id;
  id_back_id: Id;
}

interface ExpertCertificationPayload {
  real_name: string;
  /** 18 characters, GB 11643 check character. */
  id_no: string;
  title: string;
  field_ids: Id[];
  organization: string;
  certificate_ids: Id[];
}

interface ExpertRecordQuery {
  type?: ExpertRecordType | '' | null;
  month?: string | null;
}

interface ExpertInvoicePayload {
  type: ExpertInvoiceType;
  invoice_no: string;
  amount: number;
  issued_on: string;
  attachment_id: Id;
  remark?: string;
}

/**
 * How this deployment pays an expert: `provider` through an account opened with the payout
 * provider (yeepoy_*, the demo's simulated Yeepay); `bank` by the platform's 财务, who transfers
 * to the bank account the expert registered (no provider configured, as in production).
 */
export type PayoutMode = 'provider' | 'bank';

/** A bank account registered for payouts by 财务; the number is shown to its owner masked only. */
export interface ExpertBankAccount {
  holder_name: string;
  bank_name: string;
  /** e.g. 6222 **** **** 1234 */
  account_masked: string;
  updated_at: string;
}

/** expert_bank_account/get and /save: the registered account and what may be done with it. */
export interface ExpertBankAccountInfo {
  mode: PayoutMode;
  /** The name the account must be in: the expert's certified real name ('' until certified). */
  certified_name: string;
  account: ExpertBankAccount | null;
  /** A withdrawal waits for 财务: the account cannot be changed until it is paid. */
  waiting: boolean;
}

export interface ExpertBankAccountSave {
  holder_name: string;
  bank_name: string;
  /** 8–30 digits; spaces and hyphens are dropped. */
  account_no: string;
}

export interface ExpertApi {
  /** The invoices the expert gave the platform for payouts, newest first; `unused` keeps those free. */
  'expert_invoice/get': { req: Paged & { unused?: boolean | 0 | 1 }; res: ListData<ExpertInvoice> };
  'expert_invoice/add': { req: ExpertInvoicePayload; res: ExpertInvoice };
  /** Only while no withdrawal uses it. */
  'expert_invoice/edit': { req: ById & ExpertInvoicePayload; res: ExpertInvoice };
  'expert_invoice/delete': { req: ById; res: null };
  /** Applies for a Yeepay company account (开户信息), first or after a rejection. */
  'yeepoy_open_company/apply': { req: YeepayCompanyApply; res: InfoData<YeepayAccount> };
  /** Applies for a Yeepay micro (individual) account, first or after a rejection. */
  'yeepoy_open_micro/apply': { req: YeepayMicroApply; res: InfoData<YeepayAccount> };
  /** Turns an opened micro account into a company one (back to review). */
  'yeepoy_open_micro/company': { req: YeepayCompanyApply; res: InfoData<YeepayAccount> };
  /** Yeepay's zones: provinces, or the cities of province `parent_code`. */
  'yeepoy/zone': { req: Paged & { parent_code?: string }; res: ListData<Zone> };
  /** The banks Yeepay pays into, filtered by name or code. */
  'yeepoy/bank': { req: Paged & { keyword?: string }; res: ListData<YeepayBank> };
  /** The caller's payout account and its state (none before any application). */
  'yeepoy/queryOpenStatus': { req: Empty; res: InfoData<YeepayAccount> };
  /** Has Yeepay send its agreement notice (待签约) again; once a minute. */
  'yeepoy/againSendNotify': { req: Empty; res: null };
  /** How payouts are made here and the expert's registered bank account (when 财务 pays). */
  'expert_bank_account/get': { req: Empty; res: ExpertBankAccountInfo };
  /** Registers or changes the bank account 财务 pays into; refused while a withdrawal waits. */
  'expert_bank_account/save': { req: ExpertBankAccountSave; res: ExpertBankAccountInfo };
  /** The expert's certification (专家认证). */
  'expert_sgs/info': { req: Empty; res: InfoData<ExpertCertification> };
  /** Applies for certification, or changes a certified or refused one: back to review. */
  'expert_sgs/update': { req: ExpertCertificationPayload; res: InfoData<ExpertCertification> };
  /** The expert's funds (资金管理), newest first; `type` and `month` (YYYY-MM) filter. */
  'expert_amount_record/get': { req: Paged & ExpertRecordQuery; res: ListData<ExpertRecord> };
  'expert_amount_record/statics': { req: ExpertRecordQuery; res: ExpertStatics };
  /**
   * Asks to withdraw `amount` yuan to the opened payout account; above the configured threshold
   * with an unused invoice of the same amount. `request_no` (the page's own, per attempt) makes
   * a repeated submission move the balance once.
   */
  'expert_amount_record/withdraw': {
    req: { amount: number; request_no: string; invoice_id?: Id | null };
    res: ExpertRecord;
  };
  /** The buyers the expert brought (客户关系), masked, newest first. */
  'expert_client/get': { req: Paged; res: ListData<ExpertClient> };
  /** The orders of those clients with the commission each earns; `client_id` narrows to one. */
  'expert_client/orders': { req: Paged & { client_id?: Id | null }; res: ListData<ExpertClientOrder> };
  /** The personal centre (个人中心): profile, referral link, counts and money at a glance. */
  'expert/center': { req: Empty; res: ExpertCenter };
}
