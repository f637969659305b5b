/**
 * Request and response types of the expert endpoints (see ./index.ts). All planned: spec §7
 * names them without fields, so these are small and follow the buyer's counterparts.
 */
import type { InfoData, ListData } from '../envelope';
import type {
  AmountRecord,
  AmountStatics,
  ExpertCertification,
  YeepayAccount,
  YeepayBank,
} from '../models-account';
import type { InvoiceTitle, Zone } from '../models-buying';
import type { InvoiceTitlePayload } from './addresses';
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

export interface ExpertApi {
  /** planned: the expert's invoice titles, as user_invoice's. */
  'expert_invoice/get': { req: Paged; res: ListData<InvoiceTitle> };
  'expert_invoice/add': { req: InvoiceTitlePayload & { is_default?: boolean }; res: InvoiceTitle };
  'expert_invoice/edit': { req: ById & InvoiceTitlePayload; res: InvoiceTitle };
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
  /** planned: the expert's certification. */
  'expert_sgs/info': { req: Empty; res: InfoData<ExpertCertification> };
  /** planned: applies for certification (certificates are attachment/uploadOne ids). */
  'expert_sgs/update': {
    req: Omit<ExpertCertification, 'status' | 'reason' | 'certificate_ids'> & { certificate_ids: Id[] };
    res: InfoData<ExpertCertification>;
  };
  /** planned: the expert's funds (资金管理), newest first. */
  'expert_amount_record/get': { req: Paged; res: ListData<AmountRecord> };
  'expert_amount_record/statics': { req: Empty; res: AmountStatics };
}
