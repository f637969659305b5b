/** 对公转账 (bank transfer) and the 财务 console (roles in the endpoint table). */
import type { InfoData, ListData } from '../envelope';
import type {
  CollectionAccount,
  CollectionAccountView,
  PayoutQueueItem,
  PayoutState,
  RefundQueueItem,
  RefundState,
  TransferInfo,
  TransferQueueItem,
  TransferState,
} from '../models-transfer';
import type { ById, Empty, Id, Paged } from './common';

export interface TransferApi {
  /** `id` the caller's order: the transfer of the stage due now (a reference is issued once). */
  'pay/transferInfo': { req: ById; res: TransferInfo };
  /** 已汇款: `stage_id` the stage due now; `slip_id` an upload of the caller's (回单), optional. */
  'pay/transferDeclare': { req: ById & { stage_id: Id; slip_id?: Id | null }; res: TransferInfo };
  /** The collection account, number masked; null until an admin sets it. */
  'operator_pay/account': { req: Empty; res: InfoData<CollectionAccountView | null> };
  'operator_pay/setAccount': { req: CollectionAccount; res: InfoData<CollectionAccountView> };
  /** Declared transfers first by default (`state` filters; 'all' for every state). */
  'operator_pay/get': {
    req: Paged & { state?: TransferState | 'all'; keyword?: string };
    res: ListData<TransferQueueItem>;
  };
  /** `amount` in yuan as on the statement: must equal the stage's amount; `bank_serial` the bank's 流水号. */
  'operator_pay/confirmTransfer': {
    req: ById & { amount: number | string; bank_serial: string };
    res: InfoData<TransferQueueItem>;
  };
  'operator_pay/rejectTransfer': { req: ById & { reason: string }; res: InfoData<TransferQueueItem> };
  'operator_payout/get': { req: Paged & { state?: PayoutState | 'all' }; res: ListData<PayoutQueueItem> };
  'operator_payout/markPaid': { req: ById & { bank_serial: string }; res: InfoData<PayoutQueueItem> };
  /** Refunds 财务 pays back by bank transfer (对公转账 stages, and provider refunds that failed). */
  'operator_refund/get': { req: Paged & { state?: RefundState | 'all' }; res: ListData<RefundQueueItem> };
  /** 已退款: `bank_serial` the bank's 流水号 of the transfer back to the buyer. */
  'operator_refund/markRefunded': { req: ById & { bank_serial: string }; res: InfoData<RefundQueueItem> };
}
