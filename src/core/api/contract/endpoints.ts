/**
 * THE endpoint table (see docs/architecture.md#the-three-tables): every endpoint, declared once.
 * The client calls by id, the server registers handlers by id, and a contract
 * test fails when either side drifts from this table.
 *
 * The id is the path under `/api/`, spelled as in the spec.
 * `users`: which user types may call it (1 buyer, 2 merchant, 3 expert);
 * empty means public (no login needed). `listMax`: the largest `limit` a list
 * accepts (100 for public lists, 9999 for a user's own fetch-all lists).
 * Request and response types per id: ./api (RequestOf, ResponseOf).
 */
import { STAFF_ROLES, type StaffRole } from '../../rules/staff-roles';

export type HttpMethod = 'GET' | 'POST';
export type LoggedInType = 1 | 2 | 3;

export interface EndpointDef {
  method: HttpMethod;
  users: readonly LoggedInType[];
  listMax?: number;
  /** Demo-only: answers 404 when TIC_ENV=production. */
  devOnly?: boolean;
  /**
   * In the spec, typed in the contract, not built yet: the server answers 404 and the contract
   * test lists it. Any other id without a handler fails that test.
   */
  planned?: boolean;
  /**
   * Operator console: the staff roles that may call it, with the staff token in
   * `operator-token` (never a user's login-token). `users` stays empty on these ids.
   */
  staff?: readonly StaffRole[];
}

const PUBLIC: readonly LoggedInType[] = [];
const ANY: readonly LoggedInType[] = [1, 2, 3];
const BUYER: readonly LoggedInType[] = [1];
const EXPERT: readonly LoggedInType[] = [3];
/** The merchant centre: labs only. */
const MERCHANT: readonly LoggedInType[] = [2];
/** Follows: everyone but merchants keeps a followed-shops list. */
const FOLLOWER: readonly LoggedInType[] = [1, 3];
/**
 * Who opens a payout account (开户信息, the yeepoy_* ids): labs (merchant centre) and experts;
 * the payout module is keyed by account id, not type.
 */
const PAYOUT_OWNER: readonly LoggedInType[] = [2, 3];
/** An account's own mobile and e-mail: buyers, labs (merchant centre 安全设置) and experts. */
const PERSON: readonly LoggedInType[] = [1, 2, 3];
/** Who signs contracts (e-sign account and seals): buyers and labs, keyed by account id. */
const SIGNER: readonly LoggedInType[] = [1, 2];

const get = (users = PUBLIC, listMax?: number): EndpointDef => ({ method: 'GET', users, listMax });
const post = (users = PUBLIC): EndpointDef => ({ method: 'POST', users });
// biome-ignore lint/correctness/noUnusedVariables: the next id typed before it is built uses it
const planned = (def: EndpointDef): EndpointDef => ({ ...def, planned: true });
const devOnly = (def: EndpointDef): EndpointDef => ({ ...def, devOnly: true });
const PUBLIC_LIST = 100;
// operator console: who of the staff may call an id
const STAFF_ANY: readonly StaffRole[] = STAFF_ROLES;
const ADMIN: readonly StaffRole[] = ['admin'];
const REVIEWER: readonly StaffRole[] = ['admin', 'reviewer'];
const EDITOR: readonly StaffRole[] = ['admin', 'editor'];
const SERVICE: readonly StaffRole[] = ['admin', 'service'];
/** 财务: bank transfers received (对公转账) and payouts made by hand. */
const FINANCE: readonly StaffRole[] = ['admin', 'finance'];
const staffGet = (staff: readonly StaffRole[], listMax?: number): EndpointDef => ({
  method: 'GET',
  users: PUBLIC,
  listMax,
  staff,
});
const staffPost = (staff: readonly StaffRole[]): EndpointDef => ({ method: 'POST', users: PUBLIC, staff });
const OWN_LIST = 9999;

export const endpoints = {
  // Auth and accounts
  'config/load': get(),
  'channel_banner/get': get(PUBLIC, PUBLIC_LIST),
  'captcha/get': get(),
  'captcha/sendSmsCaptcha': post(),
  'captcha/sendMailCaptcha': post(),
  'captcha/checkSmsCaptcha': post(),
  'user/register': post(),
  'user/login': post(),
  'user/loginOut': post(ANY),
  'extension/forgetPassword': post(),
  'extension/changePassword': post(ANY),
  'merchant_account/register': post(),
  'merchant_account/login': post(),
  'expert/register': post(),
  'expert/login': post(),
  // the caller's own account: buyers and experts (安全设置 of /home and /expert)
  'user/changeEmail': post(PERSON),
  'user/changeMobile': post(PERSON),
  // personal information (个人信息保护法): a copy, cancellation, consent to a changed policy
  'user/exportPersonalData': get(PERSON),
  'user/cancelAccount': post(PERSON),
  'user/acceptPolicy': post(PERSON),
  'chat_gpt/get_url': get(),
  // Sign-in hand-off across origins: a login handed to an allowed origin as a code
  'session_handoff/issue': post(ANY),
  'session_handoff/exchange': post(),

  // Content
  'carousel/get': get(PUBLIC, PUBLIC_LIST),
  'announcement/get': get(PUBLIC, PUBLIC_LIST),
  'announcement/detail': get(),
  'announcement/view': post(),
  'servics/get': get(PUBLIC, PUBLIC_LIST),
  'goods_category/get': get(PUBLIC, PUBLIC_LIST),
  'goods_category/getTreeFront': get(),
  'goods/get': get(PUBLIC, PUBLIC_LIST),
  'goods/info': get(),
  'goods/view': post(),
  'goods/compare': get(),
  'goods_recommend/get': get(PUBLIC, PUBLIC_LIST),
  'merchant_article/get': get(PUBLIC, PUBLIC_LIST),
  'merchant_article/info': get(),
  'merchant_article/views': post(),
  'merchant/getBusinessLicense': get(),
  'merchant/get': get(PUBLIC, PUBLIC_LIST),
  'merchant/info': get(),
  'merchant_style/info': get(),
  'search/get': get(PUBLIC, PUBLIC_LIST),
  'search/goods': get(PUBLIC, PUBLIC_LIST),
  'search/merchant': get(PUBLIC, PUBLIC_LIST),
  'search/suggest': get(PUBLIC),
  'page/info': get(),
  'page/view': post(),
  'help_category/getTree': get(),
  'help/get': get(PUBLIC, PUBLIC_LIST),
  'help/detail': get(),
  'help/views': post(),
  'article_category/get': get(PUBLIC, PUBLIC_LIST),
  'article/get': get(PUBLIC, PUBLIC_LIST),
  'article/detail': get(),
  'article/view': post(),

  // Favourites
  'goods_collect/get': get(BUYER, OWN_LIST),
  'goods_collect/collect': post(BUYER),
  'goods_collect/unCollect': post(BUYER),
  'merchant_attention/get': get(FOLLOWER, OWN_LIST),
  // Merchants may call these so the server can refuse them with 请以买家身份登录后操作
  // instead of -2, which would silently clear their session.
  'merchant_attention/attention': post(ANY),
  'merchant_attention/unAttention': post(ANY),
  'goods_footprint/record': post(BUYER),
  'goods_footprint/get': get(BUYER, OWN_LIST),
  'goods_footprint/clear': post(BUYER),

  // Cart
  'goods_cart/add': post(BUYER),
  'goods_cart/delete': post(BUYER),
  'goods_cart/update': post(BUYER),
  'goods_cart/clear': post(BUYER),
  'goods_cart/get': get(BUYER, OWN_LIST),

  // Orders and payment
  'order/create': post(BUYER),
  'order/get': get(BUYER, PUBLIC_LIST),
  'order/info': get(BUYER),
  'order/confirm': post(BUYER),
  'order/cancel': post(BUYER),
  'order/pay': post(BUYER),
  'order/supplementaryContract': post(BUYER),
  'order/shipSample': post(BUYER),
  'order_rating/add': post(BUYER),
  'goods_rating/get': get(PUBLIC, PUBLIC_LIST),
  'order/afterSale': post(BUYER),
  'order/afterService': get(BUYER),
  'order_change/get': get(BUYER, PUBLIC_LIST),
  'order_change/add': post(BUYER),
  'order_change/change': post(BUYER),
  'order_change/info': get(BUYER),
  'order_change/accept': post(BUYER),
  'pay/payTest': devOnly(post(BUYER)),
  'pay/getCheckstandUrl': get(BUYER),
  // 对公转账: the account, amount and remittance reference of the stage due; the buyer's 已汇款
  'pay/transferInfo': get(BUYER),
  'pay/transferDeclare': post(BUYER),
  'order_pay_plan_order/acceptance': post(BUYER),
  'order_pay_plan/transactionReceipt': post(BUYER),
  'order_pay_plan/divisionReceipt': post(BUYER),
  'coupon/get': get(BUYER, PUBLIC_LIST),
  'coupon/getOrderUsableList': get(BUYER, PUBLIC_LIST),
  'coupon/receive': post(BUYER),

  // Addresses and zones
  'user_address/get': get(BUYER, PUBLIC_LIST),
  'user_address/add': post(BUYER),
  'user_address/edit': post(BUYER),
  'user_address/delete': post(BUYER),
  'zone_province/get': get(PUBLIC, OWN_LIST),
  'zone_city/get': get(PUBLIC, OWN_LIST),
  'zone_area/get': get(PUBLIC, OWN_LIST),
  'zone_street/get': get(PUBLIC, OWN_LIST),

  // Invoices
  'user_invoice/get': get(BUYER, PUBLIC_LIST),
  'user_invoice/add': post(BUYER),
  'user_invoice/edit': post(BUYER),
  'user_invoice/delete': post(BUYER),
  'user_invoice/setDefault': post(BUYER),
  'invoice_tax/get': get(BUYER, PUBLIC_LIST),
  'invoice_project/get': get(BUYER, PUBLIC_LIST),
  'invoice_project/add': post(BUYER),
  'invoice_project/delete': post(BUYER),
  'order_invoice/download': get(BUYER),
  'expert_invoice/get': get(EXPERT, PUBLIC_LIST),
  'expert_invoice/add': post(EXPERT),
  'expert_invoice/edit': post(EXPERT),
  'expert_invoice/delete': post(EXPERT),

  // User
  'user_sgs/info': get(BUYER),
  'user_sgs/update': post(BUYER),
  'user_sgs/modifyData': post(BUYER),
  'user_merchant/get': get(BUYER, PUBLIC_LIST),
  'user_merchant/edit': post(BUYER),
  'user_merchant/setDefault': post(BUYER),
  'user_merchant/delete': post(BUYER),
  'notice_site_letter/get': get(ANY, PUBLIC_LIST),
  'notice_site_letter/read': post(ANY),
  'notice_site_letter/getNotReadCount': get(ANY),
  'green_discount_category/get': get(PUBLIC, PUBLIC_LIST),
  'green_discount/get': get(PUBLIC, PUBLIC_LIST),
  'subsidy/get': get(PUBLIC, PUBLIC_LIST),
  'subsidy_user_apply/add': post(BUYER),
  'subsidy_user_apply/edit': post(BUYER),
  'subsidy_user_apply/get': get(BUYER, PUBLIC_LIST),
  'subsidy_platform/get': get(PUBLIC, PUBLIC_LIST),
  'subsidy_platform/info': get(),
  'feedback/add': post(ANY),
  'user_amount_record/get': get(BUYER, PUBLIC_LIST),
  'user_amount_record/statics': get(BUYER),
  'attachment/uploadOne': post(ANY),
  'seek_help/add': post(ANY),
  'seek_help/get': get(PUBLIC, PUBLIC_LIST),
  'seek_help/info': get(),
  // demand-hall replies: labs quote, the poster reads them
  'seek_help_quote/add': post(MERCHANT),
  'seek_help_quote/get': get(ANY, PUBLIC_LIST),
  // the poster turns a quote into a private one-buyer service in their cart (buyers buy)
  'seek_help_quote/accept': post(BUYER),
  'blockchain/info': get(),

  // Contracts
  'electronic_contract/download': get(BUYER),
  'electronic_contract/refreshSignStatus': post(BUYER),
  'electronic_contract/getSignUrl': post(BUYER),
  // signing on the mall: an SMS code to the signer's registered mobile (意愿认证), then sign
  'electronic_contract/sendSignCode': post(BUYER),
  'electronic_contract/sign': post(BUYER),
  'electronic_contract_account/apply': post(SIGNER),
  'electronic_contract_account/queryApplyStatus': get(SIGNER),
  'electronic_contract_seal/set': post(SIGNER),
  'electronic_contract_seal/get': get(SIGNER, PUBLIC_LIST),
  'electronic_contract_seal/delete': post(SIGNER),

  // Payment accounts (experts open a Yeepay account to receive funds)
  'yeepoy_open_company/apply': post(PAYOUT_OWNER),
  'yeepoy_open_micro/apply': post(PAYOUT_OWNER),
  'yeepoy_open_micro/company': post(PAYOUT_OWNER),
  'yeepoy/zone': get(PAYOUT_OWNER, OWN_LIST),
  'yeepoy/bank': get(PAYOUT_OWNER, OWN_LIST),
  'yeepoy/queryOpenStatus': get(PAYOUT_OWNER),
  'yeepoy/againSendNotify': post(PAYOUT_OWNER),

  // Expert
  'expert_sgs/info': get(EXPERT),
  'expert_sgs/update': post(EXPERT),
  'expert_amount_record/get': get(EXPERT, PUBLIC_LIST),
  'expert_amount_record/statics': get(EXPERT),
  'expert_amount_record/withdraw': post(EXPERT),
  // where no payout provider is configured, 财务 pays into the bank account the expert registers
  'expert_bank_account/get': get(EXPERT),
  'expert_bank_account/save': post(EXPERT),
  'expert_client/get': get(EXPERT, PUBLIC_LIST),
  'expert_client/orders': get(EXPERT, PUBLIC_LIST),
  'expert/center': get(EXPERT),

  // Ledger area: the evidence list and the public report check
  'blockchain/get': get(PUBLIC, PUBLIC_LIST),
  'report/verify': get(),
  // Merchant centre: a lab's own shop, qualifications, services and articles
  'merchant_center/info': get(MERCHANT),
  'merchant_center/shop': get(MERCHANT),
  'merchant_center/resubmit': post(MERCHANT),
  'merchant_style/edit': post(MERCHANT),
  'merchant_center/sampleAddress': post(MERCHANT),
  'merchant_qualification/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_qualification/add': post(MERCHANT),
  'merchant_qualification/delete': post(MERCHANT),
  'merchant_goods/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_goods/info': get(MERCHANT),
  'merchant_goods/add': post(MERCHANT),
  'merchant_goods/edit': post(MERCHANT),
  'merchant_goods/submit': post(MERCHANT),
  'merchant_goods/shelf': post(MERCHANT),
  'merchant_goods/offShelf': post(MERCHANT),
  'merchant_goods/delete': post(MERCHANT),
  'merchant_goods/withdrawRevision': post(MERCHANT),
  'merchant_goods/withdraw': post(MERCHANT),
  'merchant_goods/preview': get(MERCHANT),
  'merchant_article/mine': get(MERCHANT, PUBLIC_LIST),
  'merchant_article/detail': get(MERCHANT),
  'merchant_article/add': post(MERCHANT),
  'merchant_article/edit': post(MERCHANT),
  'merchant_article/delete': post(MERCHANT),
  'merchant_qa/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_qa/answer': post(MERCHANT),
  // a buyer's question to a shop (the public 问答 shows it once the lab answers)
  'shop_qa/ask': post(BUYER),
  // Fulfilment: the lab works its orders, answers changes, reads its money
  'merchant_order/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_order/info': get(MERCHANT),
  'merchant_order/receiveSample': post(MERCHANT),
  'merchant_order/startTest': post(MERCHANT),
  'merchant_order/issueReport': post(MERCHANT),
  'merchant_order/deliver': post(MERCHANT),
  // 合同管理: the lab reads and signs its contracts on the mall
  'merchant_contract/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_contract/sendSignCode': post(MERCHANT),
  'merchant_contract/sign': post(MERCHANT),
  'merchant_order_change/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_order_change/audit': post(MERCHANT),
  'merchant_amount_record/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_amount_record/statics': get(MERCHANT),
  'merchant_rating/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_rating/reply': post(MERCHANT),
  'merchant_after_sale/get': get(MERCHANT, PUBLIC_LIST),
  'merchant_after_sale/reply': post(MERCHANT),
  // catalogue import: a CSV of services for the lab's own shop
  'merchant_import/dryRun': post(MERCHANT),
  'merchant_import/commit': post(MERCHANT),
  // Operator console: staff roles per id; admin may do everything
  'operator/login': post(),
  'operator/loginOut': staffPost(STAFF_ANY),
  'operator/info': staffGet(STAFF_ANY),
  'operator/totpEnroll': post(),
  'operator/totpVerify': post(),
  'operator_staff/get': staffGet(ADMIN, PUBLIC_LIST),
  'operator_staff/add': staffPost(ADMIN),
  'operator_staff/disable': staffPost(ADMIN),
  'operator_audit/get': staffGet(ADMIN, PUBLIC_LIST),
  'operator_review/get': staffGet(REVIEWER, PUBLIC_LIST),
  'operator_review/info': staffGet(REVIEWER),
  'operator_review/approve': staffPost(REVIEWER),
  'operator_review/reject': staffPost(REVIEWER),
  'operator_review/offShelf': staffPost(REVIEWER),
  'operator_content/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_content/info': staffGet(EDITOR),
  'operator_content/save': staffPost(EDITOR),
  'operator_content/publish': staffPost(EDITOR),
  'operator_content/withdraw': staffPost(EDITOR),
  'operator_hot_word/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_hot_word/add': staffPost(EDITOR),
  'operator_hot_word/sort': staffPost(EDITOR),
  'operator_hot_word/delete': staffPost(EDITOR),
  // site settings (online service, welcome notice): admins only
  'operator_config/get': staffGet(ADMIN),
  'operator_config/update': staffPost(ADMIN),
  // the service desk (客服): the feedback inbox, and orders read-only to answer a buyer's call
  'operator_feedback/get': staffGet(SERVICE, PUBLIC_LIST),
  'operator_feedback/reply': staffPost(SERVICE),
  // codes sent by SMS and e-mail: masked target, state, attempts, last error (never the code)
  'operator_outbox/get': staffGet(SERVICE, PUBLIC_LIST),
  'operator_order/get': staffGet(SERVICE, PUBLIC_LIST),
  'operator_order/info': staffGet(SERVICE),
  // content (内容编辑): carousels and channel banners, news/help categories, /spage pages, goods categories
  'operator_slide/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_slide/save': staffPost(EDITOR),
  'operator_slide/publish': staffPost(EDITOR),
  'operator_slide/withdraw': staffPost(EDITOR),
  'operator_article_category/get': staffGet(EDITOR),
  'operator_article_category/save': staffPost(EDITOR),
  'operator_article_category/delete': staffPost(EDITOR),
  'operator_page/get': staffGet(EDITOR),
  'operator_page/info': staffGet(EDITOR),
  'operator_page/save': staffPost(EDITOR),
  'operator_page/publish': staffPost(EDITOR),
  'operator_goods_category/get': staffGet(EDITOR),
  'operator_goods_category/save': staffPost(EDITOR),
  'operator_goods_category/delete': staffPost(EDITOR),
  'operator_upload/image': staffPost(EDITOR),
  'operator_coupon/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_coupon/save': staffPost(EDITOR),
  'operator_coupon/publish': staffPost(EDITOR),
  'operator_coupon/withdraw': staffPost(EDITOR),
  'operator_subsidy/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_subsidy/save': staffPost(EDITOR),
  'operator_subsidy/publish': staffPost(EDITOR),
  'operator_subsidy/withdraw': staffPost(EDITOR),
  'operator_subsidy_platform/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_subsidy_platform/save': staffPost(EDITOR),
  'operator_subsidy_platform/publish': staffPost(EDITOR),
  'operator_subsidy_platform/withdraw': staffPost(EDITOR),
  'operator_green/get': staffGet(EDITOR, PUBLIC_LIST),
  'operator_green/save': staffPost(EDITOR),
  'operator_green/publish': staffPost(EDITOR),
  'operator_green/withdraw': staffPost(EDITOR),
  // catalogue import for a named lab: admins and content editors (not reviewers, who approve it)
  'operator_import/dryRun': staffPost(EDITOR),
  'operator_import/commit': staffPost(EDITOR),
  // 财务: the collection account (admins set it), declared transfers, and payouts made by hand
  'operator_pay/account': staffGet(FINANCE),
  'operator_pay/setAccount': staffPost(ADMIN),
  'operator_pay/get': staffGet(FINANCE, PUBLIC_LIST),
  'operator_pay/confirmTransfer': staffPost(FINANCE),
  'operator_pay/rejectTransfer': staffPost(FINANCE),
  'operator_payout/get': staffGet(FINANCE, PUBLIC_LIST),
  'operator_payout/markPaid': staffPost(FINANCE),
  'operator_refund/get': staffGet(FINANCE, PUBLIC_LIST),
  'operator_refund/markRefunded': staffPost(FINANCE),
  // 三流一致: the companies a buyer may sign as (contracts)
  'order/parties': get(BUYER, PUBLIC_LIST),

  // Demo-only
  'dev/outbox': devOnly(get()),
} as const satisfies Record<string, EndpointDef>;

export type EndpointId = keyof typeof endpoints;
export const endpointIds = Object.keys(endpoints) as EndpointId[];
