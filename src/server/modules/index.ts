import type { Handlers } from '../lib/handler';
import { handlers as address } from './address/address.routes';
// 评价 and 申请售后 of completed orders
import { handlers as afterService } from './after-service/after-service.routes';
import { handlers as attachment } from './attachment/attachment.routes';
import { handlers as auth } from './auth/auth.routes';
// 对公转账 and the 财务 console
import { handlers as bankTransfer } from './bank-transfer/transfer.routes';
import { handlers as captcha } from './captcha/captcha.routes';
import { handlers as catalogue } from './catalogue/catalogue.routes';
// catalogue import
import { handlers as catalogueImport } from './catalogue-import/catalogue-import.routes';
import { handlers as config } from './config/config.routes';
import { handlers as content } from './content/content.routes';
import { handlers as contract } from './contract/contract.routes';
import { handlers as coupon } from './coupon/coupon.routes';
import { handlers as dev } from './dev/dev.routes';
// ledger area
import { handlers as evidence } from './evidence/evidence.routes';
import { handlers as expert } from './expert/expert.routes';
import { handlers as feedback } from './feedback/feedback.routes';
// fulfilment and settlement
import { handlers as fulfilment } from './fulfilment/fulfilment.routes';
import { handlers as goods } from './goods/goods.routes';
import { handlers as goodsCart } from './goods-cart/goods-cart.routes';
import { handlers as goodsCollect } from './goods-collect/goods-collect.routes';
import { handlers as goodsFootprint } from './goods-footprint/goods-footprint.routes';
import { handlers as green } from './green/green.routes';
import { handlers as invoice } from './invoice/invoice.routes';
import { handlers as merchant } from './merchant/merchant.routes';
import { handlers as merchantAmountRecord } from './merchant-amount-record/merchant-amount-record.routes';
import { handlers as merchantArticle } from './merchant-article/merchant-article.routes';
// merchant centre
import { handlers as merchantArticleAdmin } from './merchant-article/merchant-article-admin.routes';
import { handlers as merchantAttention } from './merchant-attention/merchant-attention.routes';
import { handlers as merchantCenter } from './merchant-center/merchant-center.routes';
// contracts signed on the mall: the lab's side
import { handlers as merchantContract } from './merchant-contract/merchant-contract.routes';
import { handlers as merchantGoods } from './merchant-goods/merchant-goods.routes';
import { handlers as merchantOrder } from './merchant-order/merchant-order.routes';
import { handlers as merchantOrderChange } from './merchant-order-change/merchant-order-change.routes';
import { handlers as merchantQa } from './merchant-qa/merchant-qa.routes';
import { handlers as notice } from './notice/notice.routes';
// operator console
import { handlers as operator } from './operator/operator.routes';
import { handlers as operatorConfig } from './operator-config/operator-config.routes';
import { handlers as operatorContent } from './operator-content/operator-content.routes';
import { handlers as operatorFeedback } from './operator-feedback/operator-feedback.routes';
import { handlers as operatorOrder } from './operator-order/operator-order.routes';
import { handlers as operatorOutbox } from './operator-outbox/operator-outbox.routes';
import { handlers as operatorReview } from './operator-review/operator-review.routes';
import { handlers as operatorSite } from './operator-site/operator-site.routes';
import { handlers as order } from './order/order.routes';
import { handlers as orderChange } from './order-change/order-change.routes';
import { handlers as pay } from './pay/pay.routes';
import { handlers as payPlan } from './pay-plan/pay-plan.routes';
import { handlers as payout } from './payout/payout.routes';
import { handlers as privacy } from './privacy/privacy.routes';
import { handlers as register } from './register/register.routes';
import { handlers as search } from './search/search.routes';
import { handlers as seekHelp } from './seek-help/seek-help.routes';
import { handlers as seekHelpQuote } from './seek-help-quote/seek-help-quote.routes';
import { handlers as sessionHandoff } from './session-handoff/session-handoff.routes';
import { handlers as subsidy } from './subsidy/subsidy.routes';
import { handlers as subsidyApply } from './subsidy-apply/subsidy-apply.routes';
import { handlers as userAmountRecord } from './user-amount-record/user-amount-record.routes';
import { handlers as userMerchant } from './user-merchant/user-merchant.routes';
import { handlers as userSgs } from './user-sgs/user-sgs.routes';

const modules: Handlers[] = [
  address,
  afterService,
  attachment,
  auth,
  captcha,
  catalogue,
  config,
  content,
  contract,
  coupon,
  dev,
  expert,
  goods,
  goodsCart,
  goodsCollect,
  goodsFootprint,
  green,
  invoice,
  merchant,
  merchantArticle,
  merchantAttention,
  notice,
  order,
  orderChange,
  pay,
  payPlan,
  payout,
  privacy,
  register,
  search,
  sessionHandoff,
  subsidy,
  subsidyApply,
  userAmountRecord,
  userMerchant,
  userSgs,
  // ledger area
  evidence,
  feedback,
  seekHelp,
  seekHelpQuote,
  // merchant centre
  merchantArticleAdmin,
  merchantCenter,
  merchantGoods,
  merchantQa,
  fulfilment,
  merchantContract,
  merchantOrder,
  merchantOrderChange,
  merchantAmountRecord,
  // operator console
  operator,
  operatorReview,
  operatorContent,
  operatorConfig,
  operatorFeedback,
  operatorOutbox,
  operatorOrder,
  operatorSite,
  catalogueImport,
  bankTransfer,
];

/** Every module's handlers by endpoint id; an id claimed twice is a bug caught at startup. */
export const allHandlers: Handlers = modules.reduce<Handlers>((all, m) => {
  for (const id of Object.keys(m) as (keyof Handlers)[]) {
    if (all[id]) throw new Error(`Endpoint ${id} is handled by two modules`);
    // one id at a time: the id ties each handler to its own type, which TS cannot follow here
    (all as Record<string, unknown>)[id] = m[id];
  }
  return all;
}, {});
