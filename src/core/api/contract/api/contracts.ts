/**
 * 三流一致: the companies a buyer may sign an order's contract as. The contract's
 * 甲方, the invoice title and the payer of an order all name the one chosen here.
 */
import type { LabContractState } from '../../../rules/lab-contract-states';
import type { InfoData, ListData } from '../envelope';
import type { ContractSummary } from '../models-buying';
import type { ById, Empty, Id } from './common';

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

/**
 * Signing on the mall (意愿认证): each party reads the contract PDF on its own page and signs with
 * an SMS code sent to its registered mobile. `sha256` is the SHA-256 (hex) of the PDF bytes the
 * page showed; the server refuses when it is not the contract as it stands.
 */
export interface SignRequest {
  id: Id;
  /** The 6-digit code of sendSignCode. */
  code: string;
  sha256: string;
  /** One of the signer's seals; absent: the default one. */
  seal_id?: Id | null;
}

/** sendSignCode: where the code went (masked) and the seconds before another may be asked. */
export interface SignCodeSent {
  mobile: string;
  interval: number;
}

export type { LabContractState };

/** A contract as the lab's 合同管理 lists it. */
export interface LabContract extends ContractSummary {
  state: LabContractState;
  state_label: string;
  buyer_name: string;
  /** A short-lived link to the PDF as it stands (10 minutes). */
  file_url: string;
}

/** merchant_contract/get: one state or all, or one contract by id (a fresh file link). */
export interface LabContractQuery {
  state?: LabContractState | '' | null;
  id?: Id | null;
  page?: number;
  limit?: number;
}

export type LabContractCounts = Record<LabContractState | 'all', number>;

export interface ContractsApi {
  /** The buyer's candidate companies, the certified one first. */
  'order/parties': { req: Empty; res: ListData<ContractParty> };
  /** The buyer's signing code for contract `id`, to the buyer's registered mobile. */
  'electronic_contract/sendSignCode': { req: ById; res: SignCodeSent };
  'electronic_contract/sign': { req: SignRequest; res: InfoData<ContractSummary> };
}
