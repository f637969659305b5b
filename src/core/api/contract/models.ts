/** Shapes the client sees. Money is in yuan, two decimals, as numbers. */
import type { SearchType } from '../../rules/search';

export type * from './models-account';
export type * from './models-catalogue';
export type * from './models-content';
export type * from './models-expert';

/** 0 none/logged out, 1 buyer, 2 merchant, 3 expert. */
export type UserType = 0 | 1 | 2 | 3;

export type { SearchType };

export type SalesPromotionUnit = 'online_wages' | 'spot_wages' | 'project_package_price';

/**
 * The user as the session keeps it (tic_userinfo). Only id and mobile are sure: a session a
 * partner site handed over knows no more until the user logs in here.
 */
export interface UserInfo {
  id: number;
  mobile: string;
  nickname?: string;
  email?: string | null;
  /** Merchants with a shop: the shop's name. */
  org_name?: string;
  /** Merchants with a shop: the shop this account owns. */
  merchant_id?: number;
}

/** The userInfo of a login or registration answer: nickname ('' when none) and email always sent. */
export interface SignedInUser extends UserInfo {
  nickname: string;
  email: string | null;
}

/** user/login, merchant_account/login, expert/login and the registrations: the new session. */
export interface LoginResult {
  token: string;
  userInfo: SignedInUser;
  type: 1 | 2 | 3;
  /** The user agreement or privacy policy changed since this account accepted it: ask again (user/acceptPolicy). */
  policy_update?: true;
  /** This sign-in took back the account's pending cancellation (注销申请). */
  cancellation_withdrawn?: true;
}

/** config/load: the site configuration; a fresh database has only `service_code` (''). */
export interface Config {
  /** Online customer-service URL, opened in a new window. */
  service_code: string;
  site_name?: string;
  welcome_notice?: string;
  hotline?: string;
  email?: string;
  address?: string;
  filing_number?: string;
  filing_url?: string;
  society_name?: string;
  society_url?: string;
  service_hours?: string;
  /** The footer's business-licence image. */
  licence_image?: string;
  /** The footer's QR codes (公众号, 小程序 …). */
  qr_codes?: Array<{ name: string; image: string }>;
  /** Experts' commission: a share of a client's paid amount (0.03 = 3 %), booked on completion. */
  expert_commission_rate?: number;
  /** Yuan: a withdrawal above this needs an invoice to the platform (expert_invoice). */
  expert_invoice_threshold?: number;
  /** The platform's fee on every paid stage (0.03 = 3 %); the lab is settled the rest. */
  platform_fee_rate?: number;
  /** Whether the demo's 测试支付 (pay/payTest) is served: never in production. */
  test_payment?: boolean;
  /**
   * Which codes reach a person: false where the site has no SMS (or e-mail) sender, and the
   * pages say 短信服务暂未开通 instead of offering to send one. Always true in the demo.
   */
  channels?: { sms: boolean; mail: boolean };
  /**
   * The ways this deployment takes money, as the cashier offers them: 对公转账 (`transfer`) always;
   * 支付宝 (`alipay`) where the Alipay keys are set; the demo's simulated online cashier (`sim`)
   * only outside production.
   */
  pay_methods?: PayMethod[];
}

/** A way the cashier takes money (config/load `pay_methods`). */
export type PayMethod = 'transfer' | 'alipay' | 'sim';

/** search/get: a hot word, a ready-made search of its type. */
export interface HotWord {
  id: number;
  keyword: string;
}

/** A priced option a buyer picks: service content, training form or approval logo. */
export interface GoodsOption {
  id: number;
  name: string;
  price: number;
}

/** A service type: 1 检验检测, 2 认证认可, 3 计量校准, 4 培训, 5 咨询. */
export interface ServiceType {
  id: number;
  name: string;
}

/** Promotion prices for service types 4 (培训) and 5 (咨询), per unit. */
export type SalesPromotion = Partial<Record<SalesPromotionUnit, number>>;

/** A service (goods) as lists, favourites and footprints show it. */
export interface Goods {
  id: number;
  name: string;
  cover: string;
  pictures: string[];
  merchant_id: number;
  servics_id: number;
  servicsInfo: ServiceType;
  category_id: number | null;
  /** Lowest price a buyer can pay, for lists. */
  min_price: number;
  /** Plain-text summary ('' when none). */
  description: string;
  /** The first of `standards`, null when none. */
  standard_no: string | null;
  /** Every standard the service follows, as printed ('GB/T 19001-2016'). */
  standards: string[];
  sales: number;
  views: number;
}

/** goods/info: the goods with the options a buyer picks and its shop. */
export interface GoodsDetail extends Goods {
  serviceContent: GoodsOption[];
  trainingForm: GoodsOption[];
  approvalLogo: GoodsOption[];
  sales_promotion: SalesPromotion | null;
  sales_promotion_unit: SalesPromotionUnit[];
  /** Absent only when the shop's row is gone. */
  merchantInfo?: MerchantSummary;
  /** 服务详情: sanitized rich text ('' when none). */
  content: string;
}

export interface CartAttribute {
  service_content_id: number | null;
  training_form_id: number | null;
  approval_logo_id: number | null;
  sales_promotion_unit: SalesPromotionUnit | null;
  /** How many of an add-on service content (单项加测 每项 …); 1 for everything else (null, left out). */
  quantity?: number | null;
}

/** Cart item in the specified shape, with the chosen option objects under goodsInfo. */
export interface CartItem {
  id: number;
  goods_id: number;
  attribute: CartAttribute;
  /** Server-computed item price. */
  price: number;
  /** Human-readable summary of the chosen options. */
  remark: string;
  goodsInfo: {
    id: number;
    name: string;
    cover: string;
    pictures: string[];
    serviceContent: GoodsOption | null;
    trainingForm: GoodsOption | null;
    approvalLogo: GoodsOption | null;
    servicsInfo: ServiceType;
    sales_promotion: SalesPromotion | null;
    /** The lab offering it: the cart groups by lab, an order is with one lab. */
    merchant_id?: number;
    merchant_name?: string;
  };
}

/** A shop as lists, follows and goods details show it ('' for a field the shop left empty). */
export interface MerchantSummary {
  id: number;
  org_name: string;
  logo: string;
  /** A MerchantKind as stored. */
  kind: string;
  /** 检测机构 / 认证机构 / 计量机构 / 培训机构 / 咨询机构 ('' for an unknown kind) */
  kind_name: string;
  province: string;
  city: string;
  intro: string;
}

/** A shop nav item a style switched on (1 检验检测 … 6 质量控制). */
export interface NavInfo {
  id: number;
  name: string;
}

/** merchant/info: the shop with its style's banner and nav, contacts and counts. */
export interface ShopInfo extends MerchantSummary {
  /** '' when the shop has no style. */
  banner: string;
  navInfos: NavInfo[];
  qualifications: string[];
  contact_phone: string;
  address: string;
  /** Services on sale. */
  goods_count: number;
  /** Followers. */
  fans: number;
}

/** merchant_style/info: the shop's banner, theme colour and nav items. */
export interface ShopStyle {
  merchant_id: number;
  banner: string;
  theme_color: string;
  navInfos: NavInfo[];
}

/** goods_collect/get: a collected service, newest first. */
export interface CollectedGoods {
  id: number;
  goods_id: number;
  /** null when the goods has gone off sale (the id stays in the list). */
  goodsInfo: Goods | null;
}

/** merchant_attention/get: a followed shop, newest first. */
export interface AttendedMerchant {
  id: number;
  merchant_id: number;
  /** null when the shop's record is gone (the id stays in the list). */
  merchantInfo: MerchantSummary | null;
}

export interface OutboxEntry {
  channel: 'sms' | 'mail';
  /** The mobile or e-mail address. */
  to: string;
  code: string;
  /** When it was queued, ISO 8601. */
  at: string;
}

/** What a captcha is asked for: it is accepted only by that kind of request. */
export type CaptchaPurpose = 'sms' | 'mail' | 'login' | 'staff_login';

/**
 * An ALTCHA proof-of-work challenge (v2, signed by the server): find the counter whose
 * PBKDF2 key of `nonce‖counter` starts with `keyPrefix`. Opaque to the page but for solving.
 */
export interface PowChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

/**
 * captcha/get: a proof-of-work challenge for one purpose (single use, 5 min). The answer goes
 * back as `captcha_key` = key and `captcha_code` = base64 of `{ challenge, solution }` JSON.
 */
export interface CaptchaChallenge {
  key: string;
  challenge: PowChallenge;
}

/** captcha/sendSmsCaptcha, sendMailCaptcha: seconds until another code may be requested. */
export interface CodeSent {
  interval: number;
}

/** goods_footprint/get: the buyer's viewed goods, newest first (one per goods). */
export interface Footprint {
  id: number;
  goods_id: number;
  /** ISO time of the latest view. */
  viewed_at: string;
  /** null when the goods has gone off sale. */
  goodsInfo: Goods | null;
}

/** Shop article nav (shop nav): 2 问答, 3 计量, 4 咨询, 5 企业动态, 6 质量控制. */
export type MerchantArticleNav = 2 | 3 | 4 | 5 | 6;

/** merchant_article/get: a list entry (no body). */
export interface MerchantArticle {
  id: number;
  merchant_id: number;
  nav: MerchantArticleNav;
  title: string;
  /** Plain-text opening of the body. */
  summary: string;
  views: number;
  /** ISO time. */
  published_at: string;
}

/** merchant_article/info: the article with its sanitized rich-text body and neighbours. */
export interface MerchantArticleDetail extends MerchantArticle {
  content: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** merchant/getBusinessLicense: the shop's business licence (营业执照). */
export interface BusinessLicense {
  merchant_id: number;
  org_name: string;
  /** 统一社会信用代码 */
  credit_code: string;
  legal_rep: string;
  company_type: string;
  registered_capital: string;
  /** YYYY-MM-DD */
  established: string;
  address: string;
  business_scope: string;
  /** Image URL of the licence ('' when none). */
  image: string;
}

/**
 * goods_cart/add: the goods and the options that apply to its service type, as the
 * cart item's `attribute` names them; an option left out or null is "none chosen". `buy_now`
 * (立即购买): an item for the settlement only, never listed in the cart (the next 立即购买
 * replaces it; ordering takes it like any item).
 */
export type CartAddPayload = { goods_id: number; buy_now?: boolean } & Partial<CartAttribute>;
/** goods/compare: one service as the compare table sets it beside others. */
export interface CompareGoods {
  id: number;
  name: string;
  cover: string;
  servicsInfo: ServiceType;
  /** The 起 price and the dearest complete package, in yuan. */
  min_price: number;
  max_price: number;
  /** Working days to the deliverable; null when the lab did not state it. */
  turnaround_days: number | null;
  standards: string[];
  sample_requirement: string;
  sales: number;
  /** The lab: name, region and its qualifications (CMA, CNAS, …). */
  merchantInfo: Pick<MerchantSummary, 'id' | 'org_name' | 'kind_name' | 'province' | 'city'> & {
    qualifications: string[];
  };
}

export type * from './models-ledger';
export type * from './models-merchant';
