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

/** Where Yeepay pays the expert: a bank (yeepoy/bank code), an account and its zone (yeepoy/zone codes). */
interface Settlement {
  bank_code: string;
  bank_account: string;
  province_code: string;
  city_code: string;
}

/** planned: a company account, with its business licence (an attachment/uploadOne id). */
interface YeepayCompanyApply extends Settlement {
  org_name: string;
  /** 统一社会信用代码 */
  credit_code: string;
  legal_person: string;
  legal_id_no: string;
  contact_mobile: string;
  licence_id: Id;
}

/** planned: a micro (individual) account, in the expert's own name. */
interface YeepayMicroApply extends Settlement {
  real_name: string;
  id_no: string;
  mobile: string;
}

export interface ExpertApi {
  /** planned: the expert's invoice titles, as user_invoice's. */
  'expert_invoice/get': { req: Paged; res: ListData<InvoiceTitle> };
  'expert_invoice/add': { req: InvoiceTitlePayload & { is_default?: boolean }; res: InvoiceTitle };
  'expert_invoice/edit': { req: ById & InvoiceTitlePayload; res: InvoiceTitle };
  'expert_invoice/delete': { req: ById; res: null };
  /** planned: applies for a Yeepay company account (开户信息). */
  'yeepoy_open_company/apply': { req: YeepayCompanyApply; res: InfoData<YeepayAccount> };
  /** planned: applies for a Yeepay micro (individual) account. */
  'yeepoy_open_micro/apply': { req: YeepayMicroApply; res: InfoData<YeepayAccount> };
  /** planned: turns an opened micro account into a company one. */
  'yeepoy_open_micro/company': { req: YeepayCompanyApply; res: InfoData<YeepayAccount> };
  /** planned: Yeepay's zones under `parent_code` (provinces without one), all on one page. */
  'yeepoy/zone': { req: Paged & { parent_code?: string }; res: ListData<Zone> };
  /** planned: the banks Yeepay pays into, filtered by name. */
  'yeepoy/bank': { req: Paged & { keyword?: string }; res: ListData<YeepayBank> };
  /** planned: the account application and its state. */
  'yeepoy/queryOpenStatus': { req: Empty; res: InfoData<YeepayAccount> };
  /** planned: sends Yeepay's confirmation message to the expert again. */
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
