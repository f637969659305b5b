/**
 * Request and response types of fulfilment: the buyer ships the
 * sample; the lab (type 2 only, its own shops' orders only) works the order, answers changes
 * and reads its settlement records.
 */
import type { OrderChangeStatus, OrderStatus } from '../../../rules/order-states';
import type { InfoData, ListData } from '../envelope';
import type {
  ChangeAudit,
  MerchantAmountRecord,
  MerchantAmountStatics,
  MerchantOrderChange,
  MerchantOrderDetail,
  MerchantOrderList,
} from '../models-fulfil';
import type { ById, Id, Paged } from './common';

export interface FulfilApi {
  /** The buyer's sample is on its way: courier company (2–30 chars) and waybill no. (6–30 letters/digits). */
  'order/shipSample': { req: ById & { courier_company: string; waybill_no: string }; res: null };
  /** `status` '' or absent for all; `keyword` an order no. */
  'merchant_order/get': {
    req: Paged & { status?: OrderStatus | '' | null; keyword?: string };
    res: MerchantOrderList;
  };
  'merchant_order/info': { req: ById; res: InfoData<MerchantOrderDetail> };
  /** `note`: the sample's condition at receipt (1–500 chars). */
  'merchant_order/receiveSample': { req: ById & { note: string }; res: InfoData<MerchantOrderDetail> };
  'merchant_order/startTest': { req: ById; res: InfoData<MerchantOrderDetail> };
  /** `file_id`: the report PDF, an attachment/uploadOne id of the lab's own; `report_no` unique. */
  'merchant_order/issueReport': {
    req: ById & { report_no: string; file_id: Id };
    res: InfoData<MerchantOrderDetail>;
  };
  /** Non-sample orders: the deliverable (1–500 chars), optionally a file (an uploadOne id). */
  'merchant_order/deliver': {
    req: ById & { note: string; file_id?: Id | null };
    res: InfoData<MerchantOrderDetail>;
  };
  'merchant_order_change/get': {
    req: Paged & { status?: OrderChangeStatus | '' | null; order_id?: Id | null };
    res: ListData<MerchantOrderChange>;
  };
  'merchant_order_change/audit': { req: ChangeAudit; res: InfoData<MerchantOrderChange> };
  /** `month` YYYY-MM, absent for all. */
  'merchant_amount_record/get': {
    req: Paged & { month?: string | null };
    res: ListData<MerchantAmountRecord>;
  };
  /** `month` YYYY-MM: the month_* totals are of it; absent, of this month. */
  'merchant_amount_record/statics': {
    req: { month?: string | null };
    res: InfoData<MerchantAmountStatics>;
  };
}
