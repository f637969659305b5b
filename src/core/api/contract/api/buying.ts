/** Request and response types of the buying endpoints (see ./index.ts). */
import type { ListData } from '../envelope';
import type { CartAddPayload, CartAttribute, CartItem } from '../models';
import type { ById, Empty, Paged } from './common';
import type { Untyped } from './untyped';

export interface BuyingApi {
  'goods_cart/add': { req: CartAddPayload; res: CartItem };
  'goods_cart/delete': { req: ById; res: null };
  'goods_cart/update': { req: Partial<CartAttribute> & ById; res: CartItem };
  'goods_cart/clear': { req: Empty; res: null };
  'goods_cart/get': { req: Paged; res: ListData<CartItem> };
  'order/create': Untyped;
  'order/get': Untyped;
  'order/info': Untyped;
  'order/confirm': Untyped;
  'order/cancel': Untyped;
  'order/pay': Untyped;
  'order/supplementaryContract': Untyped;
  'order_change/get': Untyped;
  'order_change/add': Untyped;
  'order_change/change': Untyped;
  'order_change/info': Untyped;
  'pay/payTest': Untyped;
  'pay/getCheckstandUrl': Untyped;
  'order_pay_plan_order/acceptance': Untyped;
  'order_pay_plan/transactionReceipt': Untyped;
  'order_pay_plan/divisionReceipt': Untyped;
  'coupon/get': Untyped;
  'coupon/getOrderUsableList': Untyped;
  'coupon/receive': Untyped;
  'electronic_contract/download': Untyped;
  'electronic_contract/refreshSignStatus': Untyped;
  'electronic_contract/getSignUrl': Untyped;
  'electronic_contract_account/apply': Untyped;
  'electronic_contract_account/queryApplyStatus': Untyped;
  'electronic_contract_seal/set': Untyped;
  'electronic_contract_seal/get': Untyped;
  'electronic_contract_seal/delete': Untyped;
}
