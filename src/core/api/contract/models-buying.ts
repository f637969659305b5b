/**
 * Buying shapes (issue 4), as the client sees them: orders, payments, contracts, coupons,
 * addresses and invoices. Money in yuan with two decimals; times ISO strings.
 * Statuses are the ones of core/rules/order-states.ts.
 */
import type {
  ContractStatus,
  OrderChangeStatus,
  OrderChangeType,
  OrderStatus,
  PayPlan,
  SignAccountStatus,
} from '../../rules/order-states';
import type { GoodsOption, SalesPromotionUnit } from './models';

/** A delivery (sample-sending) address; codes are zone codes, names their labels. */
export interface Address {
  id: number;
  consignee: string;
  mobile: string;
  province_code: string;
  province: string;
  city_code: string;
  city: string;
  area_code: string;
  area: string;
  street_code: string;
  street: string;
  detail: string;
  is_default: boolean;
}

/** A zone of zone_province/city/area/street get. */
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

export interface InvoiceTax {
  id: number;
  name: string;
  /** percent, e.g. 6 */
  rate: number;
}

export interface InvoiceProject {
  id: number;
  name: string;
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
  status: 'unused' | 'used' | 'expired' | null;
}

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

export interface PayPlanStage {
  id: number;
  seq: number;
  name: string;
  amount: number;
  status: 'unpaid' | 'paid';
  paid_at: string | null;
  accepted_at: string | null;
}

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
  actions: ('pay' | 'cancel' | 'sign' | 'accept' | 'confirm')[];
  /** The order's contracts (there is no contract list endpoint: /home/contract reads orders). */
  contracts: ContractSummary[];
  /** The electronic invoice issued for it, if one was asked for (/home/electronicinvoice). */
  e_invoice: OrderInvoice | null;
}

/** order/info */
export interface OrderDetail extends Order {
  address: Omit<Address, 'id' | 'is_default'> | null;
  invoice: (Omit<InvoiceTitle, 'id' | 'is_default'> & { project: string }) | null;
  remark: string;
  coupon: { name: string; amount: number } | null;
  plan: PayPlanStage[];
  events: OrderEvent[];
  changes: OrderChange[];
}

/**
 * order/get takes page, limit, status (an OrderStatus or '' for all), keyword (order no. or
 * service name), has_contract=1 (orders with a contract), invoice=1 (orders that asked for an
 * invoice); its data is { list, total, page, limit, counts } — counts per status for the tabs
 * and the account menu's orders badge.
 */
export type OrderCounts = Record<OrderStatus | 'all', number>;

/** order/create payload: cart item ids and the choices of the settlement page. Prices are never sent. */
export interface OrderCreatePayload {
  cart_ids: number[] | string;
  address_id: number;
  invoice_id?: number | null;
  invoice_project?: string;
  user_coupon_id?: number | null;
  pay_plan?: PayPlan;
  remark?: string;
}

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
  created_at: string;
  updated_at: string;
}

/** pay/getCheckstandUrl and order/pay: what the cashier desk needs. */
export interface PayIntent {
  order_id: number;
  order_no: string;
  pay_no: string;
  stage: string;
  amount: number;
  expires_at: string;
  /** getCheckstandUrl: the hosted cashier page to open */
  url?: string;
}

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

export interface SignAccount {
  status: SignAccountStatus;
  status_label: string;
  org_name: string;
  credit_code: string;
  legal_person: string;
  contact_mobile: string;
}

export interface Seal {
  id: number;
  name: string;
  kind: 'official' | 'contract';
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
