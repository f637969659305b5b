/**
 * Request and response types of fulfilment: the buyer ships the
 * sample; the lab (type 2 only, its own shops' orders only) works the order, answers changes
 * and reads its settlement records.
 */
import type { OrderChangeStatus, OrderStatus } from '../../../rules/order-states';
import type { InfoData, ListData } from '../envelope';
import type {
  AfterSaleRequest,
  AfterSaleStatus,
  ChangeAudit,
  MerchantAmountRecord,
  MerchantAmountStatics,
  MerchantOrderChange,
  MerchantOrderDetail,
  MerchantOrderList,
  RatingSummary,
  ServiceRating,
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
  /**
   * `file_id`: the report PDF, an attachment/uploadOne id of the lab's own; `report_no` unique.
   * `sample_name`, `standard`, `conclusion`: what the paper states (core REPORT_FACT_LIMITS),
   * shown by report/verify.
   */
  'merchant_order/issueReport': {
    req: ById & {
      report_no: string;
      file_id: Id;
      sample_name?: string;
      standard?: string;
      conclusion?: string;
    };
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
  /** 评价: one rating per item of the buyer's own completed order (stars 1–5, comment up to 500 chars). */
  'order_rating/add': {
    req: { order_item_id: Id; stars: number; comment?: string };
    res: InfoData<ServiceRating>;
  };
  /** The ratings of a service (`goods_id`) or of a shop (`merchant_id`), newest first, with their summary. */
  'goods_rating/get': {
    req: Paged & { goods_id?: Id | null; merchant_id?: Id | null };
    res: ListData<ServiceRating> & { summary: RatingSummary };
  };
  /** 申请售后 on the buyer's own completed order (reason 5–500 chars); one open request at a time. */
  'order/afterSale': { req: ById & { reason: string }; res: InfoData<AfterSaleRequest> };
  /** What the buyer gave and asked after a completed order: its ratings (by item) and after-sale requests. */
  'order/afterService': {
    req: ById;
    res: { ratings: ServiceRating[]; after_sales: AfterSaleRequest[] };
  };
  /** The lab's ratings; `replied` 0 for those still without its reply. */
  'merchant_rating/get': {
    req: Paged & { replied?: boolean | 0 | 1 | null };
    res: ListData<ServiceRating> & { summary: RatingSummary };
  };
  /** The lab's public reply to a rating (1–500 chars); a later reply replaces it. */
  'merchant_rating/reply': { req: ById & { reply: string }; res: InfoData<ServiceRating> };
  'merchant_after_sale/get': {
    req: Paged & { status?: AfterSaleStatus | '' | null };
    res: ListData<AfterSaleRequest>;
  };
  /** The lab answers an after-sale request (1–500 chars): it is then 已答复 and the buyer gets a letter. */
  'merchant_after_sale/reply': { req: ById & { reply: string }; res: InfoData<AfterSaleRequest> };
}
