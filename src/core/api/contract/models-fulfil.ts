/**
 * Fulfilment shapes: the work steps of an order, the lab's report,
 * the lab's view of its orders and of its buyers' changes, and its settlement records.
 * Money in yuan with two decimals; times ISO strings; statuses of core/rules/order-states.ts.
 */
import type { MerchantOrderAction, OrderChangeStatus, OrderStatus, PayPlan } from '../../rules/order-states';
import type { SettleState } from '../../rules/settlement';
import type { ListData } from './envelope';
import type {
  Address,
  ContractSummary,
  OrderChange,
  OrderCounts,
  OrderEvent,
  OrderItem,
  PayPlanStage,
  ZonePlace,
} from './models-buying';

/** A step of the fulfilment timeline; `at` null while it is still ahead. */
export interface FulfilmentStep {
  key: 'signed' | 'shipped' | 'received' | 'testing' | 'delivered' | 'completed';
  label: string;
  at: string | null;
}

/**
 * Where the buyer sends the sample (收样地址): the lab's, from 店铺设置, or one service's own.
 * Zone names come from the zone table; `street` and its code are '' when not chosen.
 */
export interface SampleAddress extends ZonePlace {
  contact: string;
  phone: string;
}

/** What a lab sends for a 收样地址: zone codes only, the server names them. */
export interface SampleAddressInput {
  contact: string;
  phone: string;
  province_code: string;
  city_code: string;
  area_code: string;
  street_code?: string;
  detail: string;
}

/** The work on an order after signing; empty strings and nulls for steps not reached. */
export interface OrderFulfilment {
  /** Any item of service type 1 检验检测 or 3 计量校准: the buyer ships a sample. */
  sample_based: boolean;
  courier_company: string;
  waybill_no: string;
  shipped_at: string | null;
  /** The lab's note on the sample's condition at receipt. */
  sample_note: string;
  received_at: string | null;
  test_started_at: string | null;
  /** Non-sample orders: what the lab delivered, and its optional file. */
  deliver_note: string;
  deliver_file: { name: string; url: string } | null;
  delivered_at: string | null;
  steps: FulfilmentStep[];
  /**
   * Sample-based orders: where to send the sample, the service's own address before the lab's;
   * null when the order needs no sample or the lab has set none.
   */
  sample_address: SampleAddress | null;
}

/** The test report the lab issued; `url` a signed download link (minutes) for buyer, lab, staff. */
export interface OrderReport {
  report_no: string;
  sha256: string;
  file_name: string;
  size: number;
  issued_at: string;
  url: string;
  /** The public check page, with the number filled in. */
  verify_path: string;
}

/** merchant_order/get entry: one of the lab's own orders. */
export interface MerchantOrder {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_label: string;
  sample_based: boolean;
  /** The buyer as the lab may see it: the contract's 甲方 or nickname, and a masked mobile. */
  buyer_name: string;
  buyer_mobile: string;
  pay_plan: PayPlan;
  goods_amount: number;
  discount: number;
  pay_amount: number;
  paid_amount: number;
  items: OrderItem[];
  /** The lab's actions the table allows now. */
  actions: MerchantOrderAction[];
  /** A buyer's change waits for the lab's answer. */
  change_pending: boolean;
  created_at: string;
}

/** merchant_order/get: a page of the lab's orders, with counts per status under the same search. */
export interface MerchantOrderList extends ListData<MerchantOrder> {
  counts: OrderCounts;
}

/** merchant_order/info */
export interface MerchantOrderDetail extends MerchantOrder {
  party: { name: string; credit_code: string } | null;
  /** Where the lab sends back the sample or the report's paper copy. */
  address: Omit<Address, 'id' | 'is_default'> | null;
  remark: string;
  plan: PayPlanStage[];
  events: OrderEvent[];
  contracts: ContractSummary[];
  fulfilment: OrderFulfilment;
  report: OrderReport | null;
  changes: MerchantOrderChange[];
}

/** merchant_order_change/get entry: a buyer's change as the lab answers it. */
export interface MerchantOrderChange extends OrderChange {
  order_status: OrderStatus;
  order_status_label: string;
  buyer_name: string;
  /** The order's total now, and what is still unpaid (the last unpaid stage takes a new amount). */
  order_amount: number;
  unpaid_amount: number;
}

/** merchant_order_change/audit payload: reject needs a reason; `amount` the order's new total. */
export interface ChangeAudit {
  id: number | string;
  approve: boolean;
  reason?: string;
  /** Yuan; approving a change with it adjusts the last unpaid stage and drafts a supplement. */
  amount?: number | string | null;
  /** YYYY-MM-DD: the completion date agreed for a 延长服务周期 (required to approve one). */
  due_date?: string | null;
  /** The scope agreed for a 变更服务内容. */
  scope?: string | null;
}

/** merchant_amount_record/get entry: one paid stage, less the platform fee. */
export interface MerchantAmountRecord {
  id: number;
  order_id: number;
  order_no: string;
  stage: string;
  amount: number;
  /** e.g. 0.05 */
  fee_rate: number;
  platform_fee: number;
  net_amount: number;
  /** YYYY-MM (Asia/Shanghai) */
  month: string;
  created_at: string;
  /** 待结算 while the order is under way, 已结算 once it is completed (core/rules/settlement). */
  settle_state: SettleState;
  settle_label: string;
}

/** merchant_amount_record/statics: all-time totals, and those of `month` (asked, or this month). */
export interface MerchantAmountStatics {
  gross: number;
  fee: number;
  net: number;
  /** YYYY-MM (Asia/Shanghai): the month the month_* totals are of. */
  month: string;
  month_gross: number;
  month_fee: number;
  /** The lab's income of the month: the same figure as merchant_center/info's month_income. */
  month_net: number;
  /** Of month_net: stages of completed orders (已结算) and of orders under way (待结算). */
  month_settled: number;
  month_pending: number;
  month_count: number;
  fee_rate: number;
  count: number;
}

/** 评价: a buyer's rating of one service of a completed order, with the lab's reply. */
export interface ServiceRating {
  id: number;
  order_item_id: number;
  goods_id: number | null;
  /** The service as bought. */
  goods_name: string;
  /** The rater as the public sees them: the first character of the nickname, or a masked mobile. */
  buyer: string;
  stars: number;
  comment: string;
  /** '' until the lab replies. */
  reply: string;
  replied_at: string | null;
  created_at: string;
}

export interface RatingSummary {
  count: number;
  /** The mean of the stars to one decimal; 0 when there are none. */
  average: number;
}

export type AfterSaleStatus = 'open' | 'answered';

/** 申请售后: a buyer's request about a completed order and the lab's answer. */
export interface AfterSaleRequest {
  id: number;
  order_id: number;
  order_no: string;
  reason: string;
  status: AfterSaleStatus;
  reply: string;
  replied_at: string | null;
  created_at: string;
}

export type { OrderChangeStatus };
