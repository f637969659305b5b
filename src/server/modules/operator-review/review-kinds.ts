import type { ReviewKind } from '../../../core/api/contract/models-operator';
import { expertSgsKind } from './kinds/expert-sgs.kind';
import { goodsKind } from './kinds/goods.kind';
import { goodsRevisionKind } from './kinds/goods-revision.kind';
import { merchantKind } from './kinds/merchant.kind';
import { signAccountKind } from './kinds/sign-account.kind';
import { subsidyApplyKind } from './kinds/subsidy-apply.kind';
import { userSgsKind } from './kinds/user-sgs.kind';
import type { ReviewKindDef } from './review-kind';

/** THE review registry: kind → queue. A kind missing here answers 暂未开放 in the console. */
export const reviewKinds: Partial<Record<ReviewKind, ReviewKindDef>> = {
  merchant: merchantKind,
  goods: goodsKind,
  goods_revision: goodsRevisionKind,
  user_sgs: userSgsKind,
  expert_sgs: expertSgsKind,
  subsidy_apply: subsidyApplyKind,
  sign_account: signAccountKind,
};
