/**
 * Buying shapes, as the client sees them: orders, payments, contracts, coupons,
 * addresses and invoices. Money in yuan with two decimals; times ISO strings.
 * Statuses are the ones of core/rules/order-states.ts.
 */

import type {
  BuyerOrderAction,
  ContractStatus,
  OrderChangeStatus,
  OrderChangeType,
  OrderStatus,
  PayPlan,
  SignAccountStatus,
} from '../../rules/order-states';
import type { SealKind } from '../../rules/seals';
import type { ListData } from './envelope';
import type { GoodsOption, SalesPromotionUnit } from './models';
import type { OrderFulfilment, OrderReport } from './models-fulfil';

/** A place by zone: codes are zone codes, names their labels; the street may be '' (not chosen). */
export interface ZonePlace {
  province_code: string;
  province: string;
  city_code: string;
  city: string;
  area_code: string;
  area: string;
  street_code: string;
  street: string;
  detail: string;
}

/** A buyer's address: where reports and samples come back to (回寄地址). */
export interface Address extends ZonePlace {
  id: number;
  consignee: string;
  mobile: string;
  is_default: boolean;
}

/** A zone of zone_province/city/area/street get: codes of 2, 4, 6 and 9 digits. */
export interface Zone {
  code: string;
  name: string;
}

/** An invoice title: type 1 普通发票 (title, tax_no for companies), 2 增值税专用发票 (all fields). */
export interface InvoiceTitle {
  id: number;
  type: 1 | 2;
  title: string;
  tax_no: string;
  bank_name: string;
  bank_account: string;
  reg_address: string;
  reg_phone: string;
  email: string;
  is_default: boolean;
}

/** invoice_tax/get: a tax item (税目) a project may name. */
export interface InvoiceTax {
  id: number;
  name: string;
  /** percent, e.g. 6 */
  rate: number;
}

/** invoice_project/get: what an invoice is for (开票内容); built-in ones have negative ids. */
export interface InvoiceProject {
  id: number;
  name: string;
  /** The tax item (InvoiceTax id), null when none. */
  tax_id: number | null;
}

/** The electronic invoice issued for a paid order. */
export interface OrderInvoice {
  id: number;
  order_id: number;
  order_no: string;
  invoice_no: string;
  type: 1 | 2;
  title: string;
  tax_no: string;
  project: string;
  amount: number;
  tax_rate: number;
  tax: number;
  status: 'issuing' | 'issued';
  created_at: string;
  issued_at: string | null;
}

/** A received coupon's state: unused (still valid), used, or expired unused. */
export type CouponMineStatus = 'unused' | 'used' | 'expired';

/** A coupon; `user_coupon_id` and `status` are set on the buyer's own (received) coupons. */
export interface Coupon {
  id: number;
  name: string;
  merchant_id: number | null;
  /** '平台通用' or the lab's name */
  scope: string;
  amount: number;
  min_amount: number;
  starts_at: string;
  ends_at: string;
  /** coupon/get: whether the caller already received it; how many are left */
  received: boolean;
  remaining: number;
  user_coupon_id: number | null;
  status: CouponMineStatus | null;
}

/** One service of an order, with the options chosen at the time and its price then. */
export interface OrderItem {
  id: number;
  goods_id: number | null;
  name: string;
  cover: string;
  servicsInfo: { id: number; name: string };
  serviceContent: GoodsOption | null;
  trainingForm: GoodsOption | null;
  approvalLogo: GoodsOption | null;
  sales_promotion_unit: SalesPromotionUnit | null;
  remark: string;
  price: number;
}

/** One stage of an order's pay plan (full: one; deposit: 定金 then 尾款 after acceptance). */
export interface PayPlanStage {
  id: number;
  seq: number;
  name: string;
  amount: number;
  status: 'unpaid' | 'paid';
  paid_at: string | null;
  accepted_at: string | null;
}

/** One step of an order's timeline. */
export interface OrderEvent {
  action: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  /** Chinese description for the timeline */
  note: string;
  at: string;
}

/** order/get list entry. */
export interface Order {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_label: string;
  merchant_id: number;
  merchant_name: string;
  pay_plan: PayPlan;
  goods_amount: number;
  discount: number;
  pay_amount: number;
  paid_amount: number;
  /** What is due now (the current unpaid stage), 0 when nothing is. */
  due_amount: number;
  items: OrderItem[];
  created_at: string;
  pay_deadline: string;
  /** The actions of the state table the buyer may take now (after the server's extra guards). */
  actions: BuyerOrderAction[];
  /** Any item of service type 1 or 3: the work starts from the buyer's sample (待寄样). */
  sample_based: boolean;
  /** The order's contracts (there is no contract list endpoint: /home/contract reads orders). */
  contracts: ContractSummary[];
  /** The electronic invoice issued for it, if one was asked for (/home/electronicinvoice). */
  e_invoice: OrderInvoice | null;
}

/** order/info */
export interface OrderDetail extends Order {
  address: Omit<Address, 'id' | 'is_default'> | null;
  invoice: (Omit<InvoiceTitle, 'id' | 'is_default'> & { project: string }) | null;
  /** 合同甲方 (三流一致): the company the contract, invoice and payer name; null on older orders. */
  party?: { name: string; credit_code: string } | null;
  remark: string;
  coupon: { name: string; amount: number } | null;
  plan: PayPlanStage[];
  events: OrderEvent[];
  changes: OrderChange[];
  /** The work after signing: sample shipping and receipt, testing, delivery. */
  fulfilment: OrderFulfilment;
  /** The lab's test report once issued. */
  report: OrderReport | null;
  /** The completion date both parties agreed (an accepted 延长服务周期); null when none. */
  due_date?: string | null;
}

/** Orders per status under the list's search, for the tabs and the account menu's orders badge. */
export type OrderCounts = Record<OrderStatus | 'all', number>;

/** order/get: one page of orders, with the counts of every status under the same search. */
export interface OrderList extends ListData<Order> {
  counts: OrderCounts;
}

/** order/create payload: cart item ids and the choices of the settlement page. Prices are never sent. */
export interface OrderCreatePayload {
  cart_ids: number[] | string;
  address_id: number;
  invoice_id?: number | null;
  invoice_project?: string;
  user_coupon_id?: number | null;
  pay_plan?: PayPlan;
  remark?: string;
  /** 合同甲方 (三流一致): an order/parties key; absent, the server picks the invoice title's company. */
  party?: string;
}

/** order/create's answer: the new order, to pay at the cashier desk. */
export interface OrderCreated {
  id: number;
  order_no: string;
  pay_amount: number;
}

/** A buyer's change request for an order in service, and the lab's answer. */
export interface OrderChange {
  id: number;
  order_id: number;
  order_no: string;
  type: OrderChangeType;
  type_label: string;
  reason: string;
  status: OrderChangeStatus;
  status_label: string;
  reply: string;
  /** An approved amount change: the order's new total (yuan); null otherwise. */
  new_amount: number | null;
  /** An approved 延长服务周期: the agreed completion date (YYYY-MM-DD); null otherwise. */
  new_due_date: string | null;
  /** An approved 变更服务内容: the agreed scope; null otherwise. */
  new_scope: string | null;
  /**
   * Whether an approved change is the order's yet: it takes effect only with the buyer's consent
   * (the supplementary contract signed by both, or a new date alone accepted on the order page).
   * null for a change that is not approved.
   */
  effect?: ChangeEffect | null;
  effect_label?: string;
  /** The supplementary contract to sign for it, when the approval drew one. */
  contract_id?: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * pending_sign: the supplement waits for signatures; pending_accept: the buyer's 确认; applied: in
 * effect; lapsed: the order closed (退款, 取消) before it took effect.
 */
export type ChangeEffect = 'pending_sign' | 'pending_accept' | 'applied' | 'lapsed';

/** order/pay and pay/payTest: the payment of the stage due now. */
export interface PayIntent {
  order_id: number;
  order_no: string;
  pay_no: string;
  stage: string;
  amount: number;
  expires_at: string;
}

/** pay/getCheckstandUrl: the intent and the provider's page to open (a GET address: Alipay's, or the demo's simulated cashier). */
export interface CheckstandIntent extends PayIntent {
  url: string;
}

/** An electronic contract of an order: the main one or a supplement. */
export interface ContractSummary {
  id: number;
  contract_no: string;
  order_id: number;
  order_no: string;
  kind: 'main' | 'supplement';
  title: string;
  merchant_name: string;
  amount: number;
  status: ContractStatus;
  status_label: string;
  buyer_signed_at: string | null;
  merchant_signed_at: string | null;
  created_at: string;
}

/** The buyer's e-signature account application; status 'none' and empty fields before any. */
export interface SignAccount {
  status: SignAccountStatus;
  status_label: string;
  org_name: string;
  credit_code: string;
  legal_person: string;
  contact_mobile: string;
  /** Why the console's reviewer rejected it ('' unless 未通过). */
  reason?: string;
}

/** electronic_contract_account/apply: the company that signs (its 统一社会信用代码 checked). */
export interface SignAccountApply {
  org_name: string;
  credit_code: string;
  legal_person: string;
  contact_mobile: string;
}

/** A buyer's seal, drawn by the server from its name and kind. */
export interface Seal {
  id: number;
  name: string;
  kind: SealKind;
  /** data: URL of the SVG */
  image: string;
  is_default: boolean;
}

/** notice_site_letter/get entry: order news for the account (unread ones count in the badge). */
export interface SiteLetter {
  id: number;
  title: string;
  content: string;
  /** A storefront path to open, '' when none. */
  link: string;
  is_read: boolean;
  created_at: string;
  read_at: string | null;
}

/** order_pay_plan/transactionReceipt: the payment of one paid stage ({ info }). */
export interface TransactionReceipt {
  receipt_no: string;
  order_no: string;
  stage: string;
  pay_no: string;
  trade_no: string;
  channel: string;
  amount: number;
  payer: string;
  payee: string;
  paid_at: string | null;
}

/** order_pay_plan/divisionReceipt: how one paid stage is split between platform and lab ({ info }). */
export interface DivisionReceipt {
  receipt_no: string;
  order_no: string;
  stage: string;
  amount: number;
  platform_fee: number;
  merchant_amount: number;
  paid_at: string | null;
  parties: { name: string; rate: string; amount: number }[];
}
