/**
 * 三流一致 (issue 18): the companies a buyer may sign an order's contract as. The contract's
 * 甲方, the invoice title and the payer of an order all name the one chosen here.
 */
import type { ListData } from '../envelope';
import type { Empty } from './common';

/** Where a candidate 甲方 comes from: an invoice title, the certified company, a saved company. */
export type PartySource = 'invoice' | 'certified' | 'company';

export interface ContractParty {
  /** What order/create's `party` takes: 'invoice:<id>', 'certified' or 'company:<id>'. */
  key: string;
  source: PartySource;
  source_label: string;
  name: string;
  /** 统一社会信用代码 / 纳税人识别号; '' when the source has none (a personal invoice title). */
  credit_code: string;
  /** The invoice title named like this company, if any (the settlement preselects it). */
  invoice_id: number | null;
}

export interface ContractsApi {
  /** The buyer's candidate companies, the certified one first. */
  'order/parties': { req: Empty; res: ListData<ContractParty> };
}
