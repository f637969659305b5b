/**
 * The console's review queues and the states of an application in them. The server validates
 * `operator_review/*` against these lists; the console shows the names, queues in this order
 * (labs first, as a society works them).
 */
export const REVIEW_KINDS = [
  'merchant',
  'goods',
  /** A substantive edit of a listed service (服务修改); the id is the revision's. */
  'goods_revision',
  'user_sgs',
  'expert_sgs',
  'subsidy_apply',
  'sign_account',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_KIND_LABELS: Readonly<Record<ReviewKind, string>> = {
  merchant: '机构入驻',
  goods: '服务上架',
  goods_revision: '服务修改',
  user_sgs: '企业认证',
  expert_sgs: '专家认证',
  subsidy_apply: '补贴申请',
  sign_account: '签章开户',
};

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Readonly<Record<ReviewState, string>> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
