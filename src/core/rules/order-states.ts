/**
 * The life of a TIC order, declared once: the server refuses every transition
 * this table does not list, and the storefront and the merchant centre show the labels and
 * offer only the actions allowed.
 *
 *   待付款 ──pay──▶ 待签约 ──sign──┬──▶ 待寄样 ──shipSample──▶ 已寄样 ──receiveSample──▶ 已收样
 *     │                         │   (sample-based)                                    │
 *   cancel                      │                                                 startTest
 *     ▼                         │                                                     ▼
 *   已取消                       └──▶ 服务中 ──deliver──▶ 报告已出具 ◀──issueReport── 检测中
 *                               (others)              /已交付
 *                                                   │  ▲   └──confirm──▶ 已完成
 *                                              accept pay (balance)
 *                                                   ▼  │
 *                                                  待付尾款
 *
 * A lab starts work only once it is paid (the whole price, or the deposit of a deposit plan)
 * and the contract is signed. Sample-based orders (any item of service type 1 检验检测 or
 * 3 计量校准) then wait for the buyer's sample: the buyer ships it (courier and waybill no.),
 * the lab confirms receipt noting its condition, tests, and issues the report (number + PDF).
 * Other orders (认证, 培训, 咨询) are in service until the lab marks the deliverable issued.
 * Both end in `delivered`: with a deposit plan the buyer accepts the work (阶段验收), pays the
 * balance, and then confirms completion; with a full plan the buyer confirms directly.
 * `sign` has two targets, chosen by `afterSign` (the table lists the non-sample one).
 * The server adds the guards the table cannot express: confirm needs every stage paid,
 * accept needs an unpaid stage left.
 *
 * Refunds close the books: an approved 申请退款 moves any paid order to 退款中 (`refund`), where
 * no step of the work, no payment, no signature and no further change is possible; once every
 * paid stage is back with the buyer (the provider's refund, or 财务's transfer) it is 已退款
 * (`refundDone`). The lab approves a refund only before delivery (ORDER_REFUNDABLE_BY_LAB); the
 * table lets the platform refund later orders too (a dispute decided by the service desk).
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'pending_sign',
  'awaiting_sample',
  'sample_shipped',
  'sample_received',
  'testing',
  'in_service',
  'delivered',
  'pending_balance',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the buyer does to an order. */
export const BUYER_ORDER_ACTIONS = ['pay', 'cancel', 'sign', 'shipSample', 'accept', 'confirm'] as const;
export type BuyerOrderAction = (typeof BUYER_ORDER_ACTIONS)[number];
/** What the lab does to an order (merchant_order/*). */
export const MERCHANT_ORDER_ACTIONS = ['receiveSample', 'startTest', 'issueReport', 'deliver'] as const;
export type MerchantOrderAction = (typeof MERCHANT_ORDER_ACTIONS)[number];
/** What the platform does to an order: a refund approved, and the money all paid back. */
export const REFUND_ORDER_ACTIONS = ['refund', 'refundDone'] as const;
export type RefundOrderAction = (typeof REFUND_ORDER_ACTIONS)[number];
export type OrderAction = BuyerOrderAction | MerchantOrderAction | RefundOrderAction;

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>>> = {
  pending_payment: { pay: 'pending_sign', cancel: 'cancelled' },
  // sample-based orders go to awaiting_sample instead: afterSign
  pending_sign: { sign: 'in_service', refund: 'refunding' },
  awaiting_sample: { shipSample: 'sample_shipped', refund: 'refunding' },
  sample_shipped: { receiveSample: 'sample_received', refund: 'refunding' },
  sample_received: { startTest: 'testing', refund: 'refunding' },
  testing: { issueReport: 'delivered', refund: 'refunding' },
  in_service: { deliver: 'delivered', refund: 'refunding' },
  delivered: { accept: 'pending_balance', confirm: 'completed', refund: 'refunding' },
  pending_balance: { pay: 'delivered', refund: 'refunding' },
  completed: { refund: 'refunding' },
  cancelled: {},
  refunding: { refundDone: 'refunded' },
  refunded: {},
};

/** Service types whose work starts from the buyer's sample: 1 检验检测, 3 计量校准. */
export const SAMPLE_SERVICE_TYPES: readonly number[] = [1, 3];
export const isSampleBased = (serviceTypes: readonly number[]): boolean =>
  serviceTypes.some((t) => SAMPLE_SERVICE_TYPES.includes(t));
/** Where signing leads: the sample steps for sample-based orders, else straight into service. */
export const afterSign = (sampleBased: boolean): OrderStatus =>
  sampleBased ? 'awaiting_sample' : 'in_service';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: '待付款',
  pending_sign: '待签约',
  awaiting_sample: '待寄样',
  sample_shipped: '已寄样',
  sample_received: '已收样',
  testing: '检测中',
  in_service: '服务中',
  delivered: '报告已出具',
  pending_balance: '待付尾款',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
};

/** The label of a status for this order: a non-sample order's work is 已交付, not a report. */
export const orderStatusLabel = (status: OrderStatus, sampleBased = true): string =>
  status === 'delivered' && !sampleBased ? '已交付' : ORDER_STATUS_LABELS[status];

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  pay: '立即支付',
  cancel: '取消订单',
  sign: '签署合同',
  shipSample: '寄送样品',
  accept: '验收',
  confirm: '确认完成',
  receiveSample: '确认收样',
  startTest: '开始检测',
  issueReport: '出具报告',
  deliver: '确认交付',
  refund: '同意退款',
  refundDone: '退款完成',
};

export const isOrderStatus = (v: unknown): v is OrderStatus =>
  typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v);

/**
 * The state after `action`, or null when the table does not allow it from `from`.
 * `sampleBased` picks the target of `sign` (afterSign).
 */
export const nextOrderStatus = (
  from: OrderStatus,
  action: OrderAction,
  sampleBased = false,
): OrderStatus | null => {
  const to = ORDER_TRANSITIONS[from]?.[action] ?? null;
  return to && action === 'sign' ? afterSign(sampleBased) : to;
};

/** The actions the table allows from `status`, in a stable order for buttons. */
export const orderActions = (status: OrderStatus): OrderAction[] =>
  Object.keys(ORDER_TRANSITIONS[status] ?? {}) as OrderAction[];

/** The lab's work in progress: from signing until the work is delivered. */
export const ORDER_IN_WORK: readonly OrderStatus[] = [
  'awaiting_sample',
  'sample_shipped',
  'sample_received',
  'testing',
  'in_service',
];

/** Orders whose business has ended without completion: nothing is left to pay, sign or do. */
export const ORDER_CLOSED: readonly OrderStatus[] = ['cancelled', 'refunding', 'refunded'];

/** Where the lab may approve a refund: paid, and nothing delivered yet. */
export const ORDER_REFUNDABLE_BY_LAB: readonly OrderStatus[] = ['pending_sign', ...ORDER_IN_WORK];

/** Order changes (order_change): the buyer asks, the lab answers, the buyer may withdraw a pending one. */
export const ORDER_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];
export type OrderChangeAction = 'approve' | 'reject' | 'withdraw' | 'edit';

export const ORDER_CHANGE_TRANSITIONS: Readonly<
  Record<OrderChangeStatus, Partial<Record<OrderChangeAction, OrderChangeStatus>>>
> = {
  pending: { edit: 'pending', withdraw: 'withdrawn', approve: 'approved', reject: 'rejected' },
  approved: {},
  rejected: {},
  withdrawn: {},
};

export const ORDER_CHANGE_STATUS_LABELS: Readonly<Record<OrderChangeStatus, string>> = {
  pending: '待处理',
  approved: '已同意',
  rejected: '已拒绝',
  withdrawn: '已撤销',
};

/** 1 变更服务内容, 2 延长服务周期, 3 申请退款 — what a buyer may ask of a paid order. */
export const ORDER_CHANGE_TYPES = { 1: '变更服务内容', 2: '延长服务周期', 3: '申请退款' } as const;
export type OrderChangeType = keyof typeof ORDER_CHANGE_TYPES;
/** A change is asked only while the lab is engaged: after payment, before completion. */
export const ORDER_CHANGEABLE: readonly OrderStatus[] = [
  'pending_sign',
  ...ORDER_IN_WORK,
  'delivered',
  'pending_balance',
];

/** Contract signing: the buyer signs on the e-signature page, then the lab's seal follows. */
export const CONTRACT_STATUSES = ['pending_sign', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  pending_sign: '待签署',
  signed: '已签署',
};

/** E-signature account opening (electronic_contract_account). */
export const SIGN_ACCOUNT_STATUSES = ['none', 'reviewing', 'approved', 'rejected'] as const;
export type SignAccountStatus = (typeof SIGN_ACCOUNT_STATUSES)[number];
export const SIGN_ACCOUNT_STATUS_LABELS: Readonly<Record<SignAccountStatus, string>> = {
  none: '未开通',
  reviewing: '审核中',
  approved: '已开通',
  rejected: '未通过',
};

/** Pay plans: the whole price at once, or a 30 % deposit and the balance after acceptance. */
export const PAY_PLANS = { full: '全款支付', deposit: '预付30%，验收后付尾款' } as const;
export type PayPlan = keyof typeof PAY_PLANS;
export const DEPOSIT_RATIO = 0.3;
