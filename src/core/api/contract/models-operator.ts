/**
 * The operator console's shapes: the society's staff, their reviews, content and the
 * audit log. Staff are accounts of their own, not a user type of the spec's numbering.
 */
import type { AuditChange } from '../../rules/audit-words';
import type { ContentStatus } from '../../rules/content-states';
import type { ReviewKind, ReviewState } from '../../rules/reviews';
import type { SearchType } from '../../rules/search';
import type { StaffRole } from '../../rules/staff-roles';
import type { Order, OrderDetail } from './models-buying';

export type { StaffRole };

/** The staff member as the console shows them (never the hash or the TOTP secret). */
export interface StaffInfo {
  id: number;
  mobile: string;
  name: string;
  role: StaffRole;
  /** invited (no password and TOTP yet), active, disabled */
  status: 'invited' | 'active' | 'disabled';
  created_at: string;
  last_login_at: string;
}

export interface StaffLoginResult {
  token: string;
  staffInfo: StaffInfo;
}

/** What totpEnroll answers: the secret as an otpauth:// URI (the page draws its QR code). */
export interface TotpEnrolment {
  mobile: string;
  name: string;
  /** otpauth://totp/…?secret=…&issuer=… — any standard authenticator app reads it. */
  uri: string;
  /** The base32 secret, for typing it in by hand. */
  secret: string;
}

/** An invitation: the one-time enrolment link (its token is shown once, stored hashed). */
export interface StaffInvite {
  staff: StaffInfo;
  enrol_path: string;
  expires_at: string;
}

export type { ReviewKind, ReviewState };

export interface ReviewItem {
  kind: ReviewKind;
  id: number;
  /** Who applied: the company, the expert's name, the programme … */
  title: string;
  applicant: string;
  status: ReviewState;
  status_name: string;
  reason: string;
  applied_at: string;
  reviewed_at: string;
}

/** One labelled fact of an application, a file link among them. */
export interface ReviewField {
  label: string;
  value: string;
  /** A private document: a signed link that lives an hour. */
  url?: string;
}

/** One field of a revision, old → new (服务修改). */
export interface ReviewChange {
  label: string;
  before: string;
  after: string;
}

/** One option group of a service (服务内容, 培训形式, 认可标识) with its options' prices in yuan. */
export interface ReviewOptionGroup {
  name: string;
  options: { name: string; price: string }[];
}

/** A service as buyers would see it once listed: what a reviewer of 服务上架 checks. */
export interface ReviewGoods {
  /** The lab's cover, or the cover drawn from its data when it has none. */
  cover: string;
  pictures: string[];
  /** Only the groups the service offers, in the detail page's order. */
  groups: ReviewOptionGroup[];
  /** 服务详情: rich text, sanitized like the detail page's. */
  content: string;
}

export interface ReviewDetail extends ReviewItem {
  fields: ReviewField[];
  /** What a revision changes, field by field; absent for other kinds. */
  changes?: ReviewChange[];
  /** A service's listing (服务上架); absent for other kinds. */
  goods?: ReviewGoods;
}

export interface AuditEntry {
  id: number;
  staff_id: number | null;
  staff_name: string;
  at: string;
  ip: string;
  action: string;
  /** The action in words (审核通过); the id itself when it has no name yet. */
  action_name: string;
  target: string;
  /** The object by kind and name: 服务「水质检测」 (服务 #12 once it is deleted). */
  target_name: string;
  before: unknown;
  after: unknown;
  /** What changed, field by field, in words: 状态: 待审核 → 已通过. */
  changes: AuditChange[];
}

export type { AuditChange };

/** Articles the console edits: announcements now; news and help use the same rows. */
export type ContentKind = 'announcement' | 'news' | 'help';
export type { ContentStatus };

export interface ContentItem {
  id: number;
  kind: ContentKind;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
  /** News and help: their category (null for announcements or none chosen). */
  category_id: number | null;
  status: ContentStatus;
  views: number;
  updated_at: string;
  published_at: string;
}

export interface HotWordItem {
  id: number;
  keyword: string;
  type: SearchType;
  sort: number;
}

/** One feedback (意见反馈) in the service desk's inbox. */
/** pending: waits for (another) attempt; sent; failed: given up; skipped: too old to send. */
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'skipped';

/** operator_outbox/get: one SMS or e-mail code's delivery, as the service desk sees it (no code). */
export interface DeliveryEntry {
  id: number;
  channel: 'sms' | 'mail';
  /** Masked: 138****0001, a***@example.com. */
  to: string;
  /** register, login, findpass, change_mobile, bind_mobile, bind_email */
  purpose: string;
  /** The purpose in words (注册, 登录 …). */
  purpose_name: string;
  state: DeliveryState;
  attempts: number;
  /** The gateway's last refusal; '' when none. */
  last_error: string;
  created_at: string;
  /** '' until sent. */
  sent_at: string;
}

export interface FeedbackEntry {
  id: number;
  type: string;
  type_name: string;
  content: string;
  contact: string;
  /** The storefront path it was sent from. */
  page: string;
  /** The sender's account mobile. */
  mobile: string;
  /** The desk's answer; '' while it waits. */
  reply: string;
  created_at: string;
  replied_at: string;
  /** The screenshots sent with it: signed links that live 10 minutes (the list asks again). */
  screenshots: FeedbackScreenshot[];
}

export interface FeedbackScreenshot {
  id: number;
  url: string;
  /** The file's name on the sender's machine ('' when it had none worth showing). */
  name: string;
}

/**
 * operator_order/get entry (客服, read-only): any buyer's order as the service desk finds it by
 * its number or the buyer's mobile, to answer a call. The buyer's own `actions` are not sent.
 */
export interface OperatorOrder extends Omit<Order, 'actions' | 'due_amount'> {
  /** The contract's 甲方, else the consignee, else the account's nickname. */
  buyer_name: string;
  /** In full: the desk checks it against the caller. */
  buyer_mobile: string;
}

/** operator_order/info: the order's whole story — parties, payments, fulfilment, report, changes, timeline. */
export interface OperatorOrderDetail
  extends OperatorOrder,
    Pick<
      OrderDetail,
      | 'address'
      | 'invoice'
      | 'party'
      | 'remark'
      | 'coupon'
      | 'plan'
      | 'events'
      | 'changes'
      | 'fulfilment'
      | 'report'
    > {}

/**
 * Carousels (home and the channel pages that open with one) and channel banner strips (资讯,
 * 公告, 帮助中心 …): one shape in the console. `place` is the carousel position or the channel key.
 */
export type SlideKind = 'carousel' | 'banner';

export interface SlideItem {
  id: number;
  kind: SlideKind;
  place: string;
  title: string;
  /** Banners only: the line under the title. */
  subtitle: string;
  image: string;
  link: string;
  sort: number;
  /** Where it shows in its place now: 1 for the first slide (by sort, then id); null unless published. */
  position: number | null;
  status: ContentStatus;
}

/** A news or help category as the console edits it (two levels: a parent and its children). */
export interface ArticleCategoryItem {
  id: number;
  kind: 'news' | 'help';
  parent_id: number | null;
  name: string;
  sort: number;
  article_count: number;
}

/** A /spage page: what the public reads, and the edit awaiting 发布 (null when none). */
export interface PageItem {
  id: number;
  title: string;
  content: string;
  draft_title: string | null;
  draft_content: string | null;
  views: number;
  updated_at: string;
}

/** A goods category of the public tree (goods_category/getTreeFront), hidden ones included. */
export interface GoodsCategoryItem {
  id: number;
  parent_id: number | null;
  name: string;
  servics_id: number;
  sort: number;
  hidden: boolean;
  /** Every service filed under it (any state): a category in use cannot be deleted. */
  goods_count: number;
}

/** A console upload: a public image for carousels and banners. */
export interface StaffImage {
  id: number;
  url: string;
  mime: string;
}

/** A platform coupon template buyers claim (coupon/get, coupon/receive) while published. */
export interface CouponTemplate {
  id: number;
  name: string;
  /** yuan */
  amount: number;
  /** The goods amount an order must reach, yuan (0: none). */
  min_amount: number;
  /** How many may be claimed in all, and how many were. */
  total: number;
  received: number;
  /** Valid from the first to the last day, inclusive (Beijing dates, YYYY-MM-DD). */
  starts_on: string;
  ends_on: string;
  status: ContentStatus;
}

/** A subsidy programme (补贴政策) as the console edits it; subsidy/get shows published ones. */
export interface SubsidyItem {
  id: number;
  title: string;
  issuer: string;
  region: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
  /** Percent of the order amount refunded. */
  rate: number;
  /** Yuan per application. */
  cap: number;
  starts_on: string;
  ends_on: string;
  goods_ids: number[];
  /** The documents an application must carry ([] = the default list). */
  documents: string[];
  status: ContentStatus;
}

/** A subsidy service platform (subsidy_platform/get). */
export interface SubsidyPlatformItem {
  id: number;
  name: string;
  region: string;
  intro: string;
  logo: string;
  status: ContentStatus;
}

/** A green discount (绿色碳惠, green_discount/get) on one service. */
export interface GreenDiscountItem {
  id: number;
  category_id: number;
  goods_id: number;
  title: string;
  /** 0.9 = 九折 */
  discount: number;
  carbon_saving_kg: number;
  description: string;
  status: ContentStatus;
}
