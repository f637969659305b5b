import type { ReviewKind } from '../../../core/api/contract/models-operator';
import { expertSgsKind } from './kinds/expert-sgs.kind';
import { subsidyApplyKind } from './kinds/subsidy-apply.kind';
import { userSgsKind } from './kinds/user-sgs.kind';
import type { ReviewKindDef } from './review-kind';

/**
 * THE review registry: kind → queue. The merchant centre plugs in with one entry each:
 * `merchant: merchantKind` and `goods: goodsKind`, whose `decide` is
 * `(tx, id, d) => reviewMerchant(tx, id, d)` (and reviewGoods). Until then those kinds answer
 * 暂不支持 in the console.
 */
export const reviewKinds: Partial<Record<ReviewKind, ReviewKindDef>> = {
  user_sgs: userSgsKind,
  expert_sgs: expertSgsKind,
  subsidy_apply: subsidyApplyKind,
};
