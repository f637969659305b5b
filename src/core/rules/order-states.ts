/**
 * The life of a TIC order, declared once (issue 4): the server refuses every transition this
 * table does not list, and the storefront shows the labels and offers only the actions allowed.
 *
 *   待付款 ──pay──▶ 待签约 ──sign──▶ 服务中 ──confirm──▶ 已完成
 *     │                              │  ▲
 *   cancel                        accept pay (balance)
 *     ▼                              ▼  │
 *   已取消                           待付尾款
 *
 * A lab starts work only once it is paid (the whole price, or the deposit of a deposit plan)
 * and the contract is signed. With a deposit plan the buyer accepts the work (阶段验收), pays
 * the balance, and then confirms completion; with a full plan the buyer confirms directly.
 * The server adds the one guard the table cannot express: confirm needs every stage paid,
 * accept needs an unpaid stage left.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'pending_sign',
  'in_service',
  'pending_balance',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction = 'pay' | 'cancel' | 'sign' | 'accept' | 'confirm';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>>> = {
  pending_payment: { pay: 'pending_sign', cancel: 'cancelled' },
  pending_sign: { sign: 'in_service' },
  in_service: { accept: 'pending_balance', confirm: 'completed' },
  pending_balance: { pay: 'in_service' },
  completed: {},
  cancelled: {},
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: '待付款',
  pending_sign: '待签约',
  in_service: '服务中',
  pending_balance: '待付尾款',
  completed: '已完成',
  cancelled: '已取消',
};

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  pay: '立即支付',
  cancel: '取消订单',
  sign: '签署合同',
  accept: '验收',
  confirm: '确认完成',
};

export const isOrderStatus = (v: unknown): v is OrderStatus =>
  typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v);

/** The state after `action`, or null when the table does not allow it from `from`. */
export const nextOrderStatus = (from: OrderStatus, action: OrderAction): OrderStatus | null =>
  ORDER_TRANSITIONS[from]?.[action] ?? null;

/** The actions the table allows from `status`, in a stable order for buttons. */
export const orderActions = (status: OrderStatus): OrderAction[] =>
  Object.keys(ORDER_TRANSITIONS[status] ?? {}) as OrderAction[];

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
export const ORDER_CHANGEABLE: readonly OrderStatus[] = ['pending_sign', 'in_service', 'pending_balance'];

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
