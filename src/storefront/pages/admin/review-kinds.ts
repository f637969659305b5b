import type { ReviewKind, ReviewState } from '../../../core/api/contract/models-operator';

/** The console's review queues, in the order a society works them (labs first). */
export const REVIEW_KINDS: readonly (readonly [ReviewKind, string])[] = [
  ['merchant', '机构入驻'],
  ['goods', '服务上架'],
  ['goods_revision', '服务修改'],
  ['user_sgs', '企业认证'],
  ['expert_sgs', '专家认证'],
  ['subsidy_apply', '补贴申请'],
  ['sign_account', '签章开户'],
];
export const REVIEW_STATES: readonly (readonly [ReviewState, string])[] = [
  ['pending', '待审核'],
  ['approved', '已通过'],
  ['rejected', '已驳回'],
];
export const kindName = (k: string): string => REVIEW_KINDS.find(([id]) => id === k)?.[1] ?? k;
export const isKind = (k: string | null): k is ReviewKind => REVIEW_KINDS.some(([id]) => id === k);
export const isState = (s: string | null): s is ReviewState => REVIEW_STATES.some(([id]) => id === s);
