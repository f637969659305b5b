/** Request and response types of the account endpoints (see ./index.ts). */

import type { FundType } from '../../../rules/fund-types';
import type { LoggedInType } from '../endpoints';
import type { CountData, InfoData, ListData } from '../envelope';
import type {
  AttendedMerchant,
  BuyerCompany,
  CaptchaChallenge,
  CaptchaPurpose,
  CodePurpose,
  CodeSent,
  CollectedGoods,
  CustomerCertification,
  Footprint,
  FundRecord,
  FundStatics,
  LoginCredentials,
  LoginResult,
  MailCodePurpose,
  MerchantKind,
  PersonalData,
  UploadedFile,
  UserInfo,
} from '../models';
import type { SiteLetter } from '../models-buying';
import type { ById, Empty, Id, Paged } from './common';

/** A code request proves work first: captcha/get's key and the solved challenge (base64 JSON). */
interface CaptchaAnswer {
  /** Whose account the code is for; absent means a buyer. */
  type?: LoggedInType;
  captcha_key: string;
  captcha_code: string;
}

/** Every registration: the mobile, the code sent for it, the new password and the agreement. */
interface NewAccount {
  mobile: string;
  /** 6 digits (purpose register). */
  code: string;
  /** 8–20 characters with letters and digits. */
  password: string;
  agree: true;
}

/** merchant_account/register: the lab that applies to open a shop (reviewed before it opens). */
interface MerchantRegistration extends NewAccount {
  org_name: string;
  contact_name: string;
  /** 统一社会信用代码 (18 characters, GB 32100 check digit). */
  credit_code: string;
  /** Absent: testing_lab. */
  kind?: MerchantKind;
}

interface ExpertRegistration extends NewAccount {
  real_name: string;
  field: string;
}

/** 我的资金 filters: absent or '' means every type / every month. */
interface FundQuery {
  type?: FundType | '' | null;
  /** YYYY-MM (Asia/Shanghai). */
  month?: string | null;
}

/** planned: the company a buyer certifies (客户认证) or buys for (商户管理). */
interface CompanyPayload {
  org_name: string;
  credit_code: string;
  contact_name: string;
  contact_mobile: string;
}

/** What enterprise certification asks beyond a company's name and contact. */
interface CertificationPayload extends CompanyPayload {
  legal_person: string;
  address: string;
}

export interface AccountApi {
  'captcha/get': { req: { purpose: CaptchaPurpose }; res: CaptchaChallenge };
  'captcha/sendSmsCaptcha': { req: CaptchaAnswer & { mobile: string; purpose: CodePurpose }; res: CodeSent };
  /**
   * E-mail codes serve merchant registration and binding an e-mail. The logged-in purposes
   * (change_mobile, bind_mobile, bind_email) need the login-token and ignore `type`.
   */
  'captcha/sendMailCaptcha': {
    req: CaptchaAnswer & { email: string; purpose: MailCodePurpose };
    res: CodeSent;
  };
  /**
   * /findpass step 1: whether the SMS code of purpose findpass is right, without using it up
   * (extension/forgetPassword uses it with the new password). A wrong try counts as one of the
   * code's five; the answer is the same whether or not the mobile is registered.
   */
  'captcha/checkSmsCaptcha': { req: { mobile: string; code: string; type: LoggedInType }; res: null };
  /** `ref`: an expert's referral code (/reg?ref=…): the buyer becomes that expert's client. */
  'user/register': { req: NewAccount & { ref?: string | null }; res: LoginResult };
  'user/login': { req: LoginCredentials; res: LoginResult };
  'user/loginOut': { req: Empty; res: null };
  /**
   * Across origins: a single-use code (60 s) for this login, bound to the origin of
   * `return_url` (allowed origins only); `url` is return_url with the code in its fragment.
   */
  'session_handoff/issue': { req: { return_url: string }; res: { url: string } };
  /** The code from the fragment → a session of its own; only from the origin it was issued for. */
  'session_handoff/exchange': { req: { code: string }; res: LoginResult };
  /** Sets a new password with an SMS code (purpose findpass) and ends every session of the account. */
  'extension/forgetPassword': {
    req: { mobile: string; code: string; password: string; type?: LoggedInType };
    res: null;
  };
  /** A logged-in user changes the password (old one and the registration rule); every other session ends. */
  'extension/changePassword': { req: { old_password: string; password: string }; res: null };
  'merchant_account/register': { req: MerchantRegistration; res: LoginResult };
  'merchant_account/login': { req: LoginCredentials; res: LoginResult };
  'expert/register': { req: ExpertRegistration; res: LoginResult };
  'expert/login': { req: LoginCredentials; res: LoginResult };
  /** Binds or changes the e-mail with the code mailed to it (bind_email); answers the user info to keep. */
  'user/changeEmail': { req: { email: string; code: string }; res: UserInfo };
  /**
   * Moves the account to a new mobile: `old_code` was sent to the current mobile (change_mobile),
   * `code` to the new one (bind_mobile). Answers the user info to keep.
   */
  'user/changeMobile': { req: { mobile: string; code: string; old_code: string }; res: UserInfo };
  /** 导出个人信息: everything kept about the caller, as one document to save. */
  'user/exportPersonalData': { req: Empty; res: PersonalData };
  /**
   * 注销账号 with the login password: refused with the reason while an order, change, balance or
   * withdrawal is open; otherwise the account is erased after the cooling-off (erase_at) unless
   * its owner signs in before then.
   */
  'user/cancelAccount': { req: { password: string }; res: { erase_at: string } };
  /** Accepts the user agreement and privacy policy as now published; answers their version. */
  'user/acceptPolicy': { req: Empty; res: { version: string } };
  'goods_collect/get': { req: Paged; res: ListData<CollectedGoods> };
  'goods_collect/collect': { req: { goods_id: Id }; res: null };
  'goods_collect/unCollect': { req: { goods_id: Id }; res: null };
  'merchant_attention/get': { req: Paged; res: ListData<AttendedMerchant> };
  'merchant_attention/attention': { req: { merchant_id: Id }; res: null };
  'merchant_attention/unAttention': { req: { merchant_id: Id }; res: null };
  'goods_footprint/record': { req: { goods_id: Id }; res: null };
  'goods_footprint/get': { req: Paged; res: ListData<Footprint> };
  /** Without goods_id every footprint of the buyer, with it that one; answers how many went. */
  'goods_footprint/clear': { req: { goods_id?: Id | null }; res: CountData };
  /** The buyer's enterprise certification (status none before any application). */
  'user_sgs/info': { req: Empty; res: InfoData<CustomerCertification> };
  /** Applies for certification, first time or after a rejection (the licence an uploadOne id). */
  'user_sgs/update': { req: CertificationPayload & { licence_id: Id }; res: InfoData<CustomerCertification> };
  /** Changes submitted data (the fields sent); a certified company goes back to review. */
  'user_sgs/modifyData': {
    req: Partial<CertificationPayload> & { licence_id?: Id | null };
    res: InfoData<CustomerCertification>;
  };
  /** The companies the buyer buys for, default first. */
  'user_merchant/get': { req: Paged; res: ListData<BuyerCompany> };
  /** `id` absent adds one (the first becomes the default). */
  'user_merchant/edit': { req: CompanyPayload & { id?: Id | null }; res: BuyerCompany };
  'user_merchant/setDefault': { req: ById; res: null };
  'user_merchant/delete': { req: ById; res: null };
  /** The caller's letters, newest first; `unread` keeps those not read yet. */
  'notice_site_letter/get': { req: Paged & { unread?: boolean }; res: ListData<SiteLetter> };
  /** One letter by `id`, or all of the caller's with `all: true`; answers how many became read. */
  'notice_site_letter/read': { req: { id?: Id | null; all?: boolean }; res: CountData };
  'notice_site_letter/getNotReadCount': { req: Empty; res: CountData };
  /** The buyer's money movements (我的资金), newest first; `type` and `month` (YYYY-MM) filter. */
  'user_amount_record/get': { req: Paged & FundQuery; res: ListData<FundRecord> };
  /** The totals of the same filter, by type, and the spending of the last 12 months. */
  'user_amount_record/statics': { req: FundQuery; res: FundStatics };
  /** One multipart file (field `file`), checked by its bytes and size. */
  'attachment/uploadOne': { req: { file: Blob }; res: UploadedFile };
}
