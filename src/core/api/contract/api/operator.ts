/** Request and response types of the operator console (issue 17; roles in the endpoint table). */

import type { OrderStatus } from '../../../rules/order-states';
import type { InfoData, ListData } from '../envelope';
import type { Config } from '../models';
import type {
  AuditEntry,
  ContentItem,
  ContentKind,
  ContentStatus,
  FeedbackEntry,
  HotWordItem,
  OperatorOrder,
  OperatorOrderDetail,
  ReviewDetail,
  ReviewItem,
  ReviewKind,
  ReviewState,
  StaffInfo,
  StaffInvite,
  StaffLoginResult,
  StaffRole,
  TotpEnrolment,
} from '../models-operator';
import type { ById, Empty, Id, Paged } from './common';

interface ReviewRef {
  kind: ReviewKind;
  id: Id;
}

export interface OperatorApi {
  /** Password and the authenticator's 6-digit code; the image captcha once the account asks. */
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
  'operator_review/approve': { req: ReviewRef; res: InfoData<ReviewItem> };
  'operator_review/reject': { req: ReviewRef & { reason: string }; res: InfoData<ReviewItem> };
  /** A reviewer takes a listed service (kind goods) down with a reason the lab reads (下架). */
  'operator_review/offShelf': { req: { id: Id; reason: string }; res: InfoData<ReviewItem> };
  'operator_content/get': {
    req: Paged & { kind: ContentKind; status?: ContentStatus; keyword?: string };
    res: ListData<ContentItem>;
  };
  'operator_content/info': { req: ById; res: InfoData<ContentItem> };
  /** Creates (no id) or edits a draft or a published article; the HTML is sanitized. */
  'operator_content/save': {
    req: { id?: Id | null; kind: ContentKind; title: string; summary?: string; content: string };
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
}
