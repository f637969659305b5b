/** Request and response types of the buying endpoints (see ./index.ts). */

import type { OrderChangeStatus, OrderChangeType, OrderStatus } from '../../../rules/order-states';
import type { InfoData, ListData } from '../envelope';
import type { CartAddPayload, CartAttribute, CartItem } from '../models';
import type {
  CheckstandIntent,
  ContractSummary,
  Coupon,
  CouponMineStatus,
  DivisionReceipt,
  OrderChange,
  OrderCreated,
  OrderCreatePayload,
  OrderDetail,
  OrderList,
  PayIntent,
  Seal,
  SignAccount,
  SignAccountApply,
  TransactionReceipt,
} from '../models-buying';
import type { ById, Empty, Id, Paged } from './common';

/** A yes/no filter: true/1 on, false/0 off, absent: no filter. */
type Flag = boolean | 0 | 1;

/** order/get: `status` '' or absent for all; `keyword` an order no. or a service name. */
/** goods_cart/get: `ids` ("1,2") reads those of the caller's items, a 立即购买 item too, for a settlement. */
interface CartQuery extends Paged {
  ids?: number[] | string;
}

interface OrderQuery extends Paged {
  status?: OrderStatus | '' | null;
  keyword?: string;
  /** Orders with a contract (/home/contract). */
  has_contract?: Flag;
  /** Orders that asked for an invoice (/home/electronicinvoice). */
  invoice?: Flag;
}

/** coupon/get: mine=1 the caller's received coupons (by `status`), else the open ones (of a lab). */
interface CouponQuery extends Paged {
  mine?: Flag;
  status?: CouponMineStatus | null;
  merchant_id?: Id | null;
}

/** electronic_contract_seal/set: `id` absent adds a seal, present redraws that one. */
interface SealPayload {
  id?: Id | null;
  name: string;
  kind: Seal['kind'];
  is_default?: Flag;
}

/** A short-lived address the buyer is sent to (the signing page, the document). */
interface UrlData {
  url: string;
}

export interface BuyingApi {
  'goods_cart/add': { req: CartAddPayload; res: CartItem };
  'goods_cart/delete': { req: ById; res: null };
  'goods_cart/update': { req: Partial<CartAttribute> & ById; res: CartItem };
  'goods_cart/clear': { req: Empty; res: null };
  'goods_cart/get': { req: CartQuery; res: ListData<CartItem> };
  'order/create': { req: OrderCreatePayload; res: OrderCreated };
  'order/get': { req: OrderQuery; res: OrderList };
  'order/info': { req: ById; res: InfoData<OrderDetail> };
  'order/confirm': { req: ById; res: null };
  'order/cancel': { req: ById & { reason?: string }; res: null };
  'order/pay': { req: ById; res: PayIntent };
  /** `id` the order; `terms` 10–2000 characters. */
  'order/supplementaryContract': { req: ById & { terms: string }; res: InfoData<ContractSummary> };
  'order_change/get': {
    req: Paged & { order_id?: Id | null; status?: OrderChangeStatus | null };
    res: ListData<OrderChange>;
  };
  'order_change/add': { req: { order_id: Id; type: OrderChangeType; reason: string }; res: OrderChange };
  /** withdraw, or edit the reason (and type) of a change the table still lets the buyer change. */
  'order_change/change': {
    req: ById & { action: 'withdraw' | 'edit'; reason?: string; type?: OrderChangeType | null };
    res: OrderChange;
  };
  'order_change/info': { req: ById; res: InfoData<OrderChange> };
  /** The buyer accepts an approved new completion date (effect 'pending_accept'): it takes effect. */
  'order_change/accept': { req: ById; res: InfoData<OrderChange> };
  /** Demo only (404 in production): pays the due stage at once. */
  'pay/payTest': { req: ById; res: PayIntent };
  /**
   * `id` the order; `method` the online way to pay (`alipay` or, in the demo, `sim`; default the
   * first online one config/load lists); `device` which of the provider's pages suits the screen
   * (`mobile`: Alipay's 手机网站支付, `pc`: 电脑网站支付; default from the User-Agent).
   */
  'pay/getCheckstandUrl': {
    req: ById & { method?: 'alipay' | 'sim' | null; device?: 'pc' | 'mobile' | null };
    res: CheckstandIntent;
  };
  /** `id` the order: accepts the service, the balance becomes due. */
  'order_pay_plan_order/acceptance': { req: ById; res: null };
  /** `id` a paid stage of the order's plan. */
  'order_pay_plan/transactionReceipt': { req: ById; res: InfoData<TransactionReceipt> };
  'order_pay_plan/divisionReceipt': { req: ById; res: InfoData<DivisionReceipt> };
  'coupon/get': { req: CouponQuery; res: ListData<Coupon> };
  /** The caller's coupons usable on these cart items, best first, all on one page. */
  /**
   * The coupons these cart items may use (`list`, best first), and the buyer's other unused
   * coupons with why each does not apply (`unusable`: 还差 ¥120.00 可用, 仅限…的服务, … 起可用).
   */
  'coupon/getOrderUsableList': {
    req: Paged & { cart_ids: number[] | string };
    res: ListData<Coupon> & { unusable: Array<Coupon & { reason: string }> };
  };
  'coupon/receive': { req: ById; res: Coupon };
  'electronic_contract/download': { req: ById; res: UrlData };
  'electronic_contract/refreshSignStatus': { req: ById; res: InfoData<ContractSummary> };
  'electronic_contract/getSignUrl': { req: ById; res: UrlData };
  'electronic_contract_account/apply': { req: SignAccountApply; res: InfoData<SignAccount> };
  'electronic_contract_account/queryApplyStatus': { req: Empty; res: InfoData<SignAccount> };
  'electronic_contract_seal/set': { req: SealPayload; res: InfoData<Seal> };
  'electronic_contract_seal/get': { req: Paged; res: ListData<Seal> };
  'electronic_contract_seal/delete': { req: ById; res: null };
}
