/** Request and response types of the operator console (roles in the endpoint table). */

import type { OrderStatus } from '../../../rules/order-states';
import type { InfoData, ListData } from '../envelope';
import type { Config } from '../models';
import type {
  ArticleCategoryItem,
  AuditEntry,
  ContentItem,
  ContentKind,
  ContentStatus,
  CouponTemplate,
  DeliveryEntry,
  DeliveryState,
  FeedbackEntry,
  GoodsCategoryItem,
  GreenDiscountItem,
  HotWordItem,
  OperatorOrder,
  OperatorOrderDetail,
  PageItem,
  ReviewDetail,
  ReviewItem,
  ReviewKind,
  ReviewState,
  SlideItem,
  SlideKind,
  StaffImage,
  StaffInfo,
  StaffInvite,
  StaffLoginResult,
  StaffRole,
  SubsidyItem,
  SubsidyPlatformItem,
  TotpEnrolment,
} from '../models-operator';
import type { ById, Empty, Id, Paged } from './common';

interface ReviewRef {
  kind: ReviewKind;
  id: Id;
}

/**
 * A decision names the version the reviewer read: `applied_at` as the detail showed it. When the
 * applicant has changed the application since, the decision is refused (申请人已修改…).
 */
interface ReviewDecision extends ReviewRef {
  applied_at?: string;
}

export interface OperatorApi {
  /** Password and the authenticator's 6-digit code; a solved captcha challenge (purpose staff_login) once the account asks. */
  'operator/login': {
    req: { mobile: string; password: string; code: string; captcha_key?: string; captcha_code?: string };
    res: StaffLoginResult;
  };
  'operator/loginOut': { req: Empty; res: null };
  /** The signed-in staff member (the console's frame reads it). */
  'operator/info': { req: Empty; res: InfoData<StaffInfo> };
  /** Step 1 of the enrolment link: a fresh TOTP secret for the invited account. */
  'operator/totpEnroll': { req: { enrol: string }; res: TotpEnrolment };
  /** Step 2: the chosen password and a code from the app prove the enrolment; signs in. */
  'operator/totpVerify': { req: { enrol: string; password: string; code: string }; res: StaffLoginResult };
  'operator_staff/get': {
    req: Paged & { role?: StaffRole; status?: StaffInfo['status']; keyword?: string };
    res: ListData<StaffInfo>;
  };
  'operator_staff/add': { req: { mobile: string; name: string; role: StaffRole }; res: StaffInvite };
  'operator_staff/disable': { req: ById; res: InfoData<StaffInfo> };
  'operator_audit/get': {
    /** `from` / `to`: Beijing calendar days YYYY-MM-DD, both included. */
    req: Paged & { staff_id?: Id; action?: string; keyword?: string; from?: string; to?: string };
    res: ListData<AuditEntry>;
  };
  'operator_review/get': {
    req: Paged & { kind: ReviewKind; status?: ReviewState; keyword?: string };
    res: ListData<ReviewItem>;
  };
  'operator_review/info': { req: ReviewRef; res: InfoData<ReviewDetail> };
  'operator_review/approve': { req: ReviewDecision; res: InfoData<ReviewItem> };
  'operator_review/reject': { req: ReviewDecision & { reason: string }; res: InfoData<ReviewItem> };
  /** A reviewer takes a listed service (kind goods) down with a reason the lab reads (下架). */
  'operator_review/offShelf': { req: { id: Id; reason: string }; res: InfoData<ReviewItem> };
  'operator_content/get': {
    req: Paged & { kind: ContentKind; status?: ContentStatus; keyword?: string };
    res: ListData<ContentItem>;
  };
  'operator_content/info': { req: ById; res: InfoData<ContentItem> };
  /** Creates (no id) or edits a draft or a published article; the HTML is sanitized. */
  'operator_content/save': {
    req: {
      id?: Id | null;
      kind: ContentKind;
      title: string;
      summary?: string;
      content: string;
      /** News and help: one of their categories (operator_article_category/get). */
      category_id?: Id | null;
    };
    res: InfoData<ContentItem>;
  };
  'operator_content/publish': { req: ById; res: InfoData<ContentItem> };
  'operator_content/withdraw': { req: ById; res: InfoData<ContentItem> };
  'operator_hot_word/get': { req: Paged & { type?: HotWordItem['type'] }; res: ListData<HotWordItem> };
  'operator_hot_word/add': {
    req: { keyword: string; type: HotWordItem['type']; sort?: number };
    res: InfoData<HotWordItem>;
  };
  'operator_hot_word/sort': { req: { id: Id; sort: number }; res: InfoData<HotWordItem> };
  'operator_hot_word/delete': { req: ById; res: null };
  /** The feedback inbox, newest first: pending (unanswered) or replied. */
  'operator_feedback/get': {
    req: Paged & { status?: 'pending' | 'replied'; keyword?: string };
    res: ListData<FeedbackEntry>;
  };
  /** Answers once; the sender reads it as a site letter. */
  'operator_feedback/reply': { req: { id: Id; reply: string }; res: InfoData<FeedbackEntry> };
  /** Codes sent by SMS and e-mail, newest first; `keyword` is a whole mobile or e-mail address. */
  'operator_outbox/get': {
    req: Paged & { state?: DeliveryState; channel?: DeliveryEntry['channel']; keyword?: string };
    res: ListData<DeliveryEntry>;
  };
  /** 客服's order search: the number or the buyer's mobile (part of either), newest first. */
  'operator_order/get': {
    req: Paged & { keyword?: string; status?: OrderStatus | '' | null };
    res: ListData<OperatorOrder>;
  };
  /** One order read-only, with its timeline (order_events), to answer a buyer's call. */
  'operator_order/info': { req: ById; res: InfoData<OperatorOrderDetail> };
  /** The site configuration as config/load answers it. */
  'operator_config/get': { req: Empty; res: { config: Config } };
  /**
   * The console's keys; config/load answers the new values at once (it reads the row each time).
   * platform_fee_rate: a fraction 0–0.2 (0.0325 = 3.25 %), applied to stages paid from now on.
   */
  'operator_config/update': {
    req: Partial<
      Pick<Config, 'service_code' | 'welcome_notice' | 'hotline' | 'service_hours' | 'platform_fee_rate'>
    >;
    res: { config: Config };
  };
  /** Carousels (kind carousel, place = position) and channel banners (kind banner, place = channel). */
  'operator_slide/get': {
    req: Paged & { kind: SlideKind; place?: string; status?: ContentStatus };
    res: ListData<SlideItem>;
  };
  /** Creates a draft (no id) or edits one; a published one stays published. */
  'operator_slide/save': {
    req: {
      id?: Id | null;
      kind: SlideKind;
      place: string;
      title: string;
      subtitle?: string;
      image: string;
      link?: string;
      sort?: number;
    };
    res: InfoData<SlideItem>;
  };
  'operator_slide/publish': { req: { kind: SlideKind; id: Id }; res: InfoData<SlideItem> };
  'operator_slide/withdraw': { req: { kind: SlideKind; id: Id }; res: InfoData<SlideItem> };
  /** News or help categories, parents first, each with how many articles it holds. */
  'operator_article_category/get': { req: { kind: 'news' | 'help' }; res: { list: ArticleCategoryItem[] } };
  'operator_article_category/save': {
    req: { id?: Id | null; kind: 'news' | 'help'; parent_id?: Id | null; name: string; sort?: number };
    res: InfoData<ArticleCategoryItem>;
  };
  /** Refused while articles or child categories use it. */
  'operator_article_category/delete': { req: ById; res: null };
  /** The /spage pages (ids 1, 3, 4, 5, 6, 8, 12, 13, 14). */
  'operator_page/get': { req: Empty; res: { list: PageItem[] } };
  'operator_page/info': { req: ById; res: InfoData<PageItem> };
  /** Stores the edit as the page's draft (sanitized); the public page changes on publish. */
  'operator_page/save': { req: { id: Id; title: string; content: string }; res: InfoData<PageItem> };
  'operator_page/publish': { req: ById; res: InfoData<PageItem> };
  /** The whole goods category tree, hidden ones included, flat (parent_id links them). */
  'operator_goods_category/get': { req: Empty; res: { list: GoodsCategoryItem[] } };
  /** Adds (no id), renames, reorders or hides; a root names its service type. */
  'operator_goods_category/save': {
    req: {
      id?: Id | null;
      parent_id?: Id | null;
      servics_id?: Id;
      name: string;
      sort?: number;
      hidden?: boolean;
    };
    res: InfoData<GoodsCategoryItem>;
  };
  /** Refused while services or child categories use it. */
  'operator_goods_category/delete': { req: ById; res: null };
  /** One image (field `file`) for a carousel or banner: public at once under /files/public/:id. */
  'operator_upload/image': { req: { file: Blob }; res: StaffImage };
  /** Platform coupon templates, newest first. */
  'operator_coupon/get': { req: Paged & { status?: ContentStatus }; res: ListData<CouponTemplate> };
  /** Creates a draft (no id) or edits one; the quantity never drops below what was claimed. */
  'operator_coupon/save': {
    req: {
      id?: Id | null;
      name: string;
      amount: number | string;
      min_amount?: number | string;
      total: number | string;
      starts_on: string;
      ends_on: string;
    };
    res: InfoData<CouponTemplate>;
  };
  'operator_coupon/publish': { req: ById; res: InfoData<CouponTemplate> };
  /** Buyers can no longer claim it; coupons already claimed stay usable until they end. */
  'operator_coupon/withdraw': { req: ById; res: InfoData<CouponTemplate> };
  /** Subsidy programmes, newest first (a draft is not public; withdrawn ones take no applications). */
  'operator_subsidy/get': { req: Paged & { status?: ContentStatus }; res: ListData<SubsidyItem> };
  'operator_subsidy/save': {
    req: {
      id?: Id | null;
      title: string;
      issuer: string;
      region: string;
      summary?: string;
      content?: string;
      rate: number | string;
      cap: number | string;
      starts_on: string;
      ends_on: string;
      /** Service ids, comma-separated or a list; each must exist. */
      goods_ids?: string | Id[];
      /** One document per line (or a list); empty: the default list. */
      documents?: string | string[];
    };
    res: InfoData<SubsidyItem>;
  };
  'operator_subsidy/publish': { req: ById; res: InfoData<SubsidyItem> };
  'operator_subsidy/withdraw': { req: ById; res: InfoData<SubsidyItem> };
  'operator_subsidy_platform/get': {
    req: Paged & { status?: ContentStatus };
    res: ListData<SubsidyPlatformItem>;
  };
  'operator_subsidy_platform/save': {
    req: { id?: Id | null; name: string; region: string; intro?: string; logo?: string };
    res: InfoData<SubsidyPlatformItem>;
  };
  'operator_subsidy_platform/publish': { req: ById; res: InfoData<SubsidyPlatformItem> };
  'operator_subsidy_platform/withdraw': { req: ById; res: InfoData<SubsidyPlatformItem> };
  'operator_green/get': { req: Paged & { status?: ContentStatus }; res: ListData<GreenDiscountItem> };
  'operator_green/save': {
    req: {
      id?: Id | null;
      category_id: Id;
      goods_id: Id;
      title: string;
      discount: number | string;
      carbon_saving_kg?: number | string;
      description?: string;
    };
    res: InfoData<GreenDiscountItem>;
  };
  'operator_green/publish': { req: ById; res: InfoData<GreenDiscountItem> };
  'operator_green/withdraw': { req: ById; res: InfoData<GreenDiscountItem> };
}
