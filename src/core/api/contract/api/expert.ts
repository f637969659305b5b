/** Request and response types of the expert endpoints (see ./index.ts). */
import type { Untyped } from './untyped';

export interface ExpertApi {
  'expert_invoice/get': Untyped;
  'expert_invoice/add': Untyped;
  'expert_invoice/edit': Untyped;
  'expert_invoice/delete': Untyped;
  'yeepoy_open_company/apply': Untyped;
  'yeepoy_open_micro/apply': Untyped;
  'yeepoy_open_micro/company': Untyped;
  'yeepoy/zone': Untyped;
  'yeepoy/bank': Untyped;
  'yeepoy/queryOpenStatus': Untyped;
  'yeepoy/againSendNotify': Untyped;
  'expert_sgs/info': Untyped;
  'expert_sgs/update': Untyped;
  'expert_amount_record/get': Untyped;
  'expert_amount_record/statics': Untyped;
}
