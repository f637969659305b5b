/** Request and response types of the account endpoints (see ./index.ts). */
import type { ListData } from '../envelope';
import type { AttendedMerchant, CollectedGoods } from '../models';
import type { Id, Paged } from './common';
import type { Untyped } from './untyped';

export interface AccountApi {
  'captcha/get': Untyped;
  'captcha/sendSmsCaptcha': Untyped;
  'captcha/sendMailCaptcha': Untyped;
  'user/register': Untyped;
  'user/login': Untyped;
  'user/loginOut': Untyped;
  'extension/forgetPassword': Untyped;
  'extension/changePassword': Untyped;
  'merchant_account/register': Untyped;
  'merchant_account/login': Untyped;
  'expert/register': Untyped;
  'expert/login': Untyped;
  'user/changeEmail': Untyped;
  'user/changeMobile': Untyped;
  'goods_collect/get': { req: Paged; res: ListData<CollectedGoods> };
  'goods_collect/collect': { req: { goods_id: Id }; res: null };
  'goods_collect/unCollect': { req: { goods_id: Id }; res: null };
  'merchant_attention/get': { req: Paged; res: ListData<AttendedMerchant> };
  'merchant_attention/attention': { req: { merchant_id: Id }; res: null };
  'merchant_attention/unAttention': { req: { merchant_id: Id }; res: null };
  'goods_footprint/record': Untyped;
  'goods_footprint/get': Untyped;
  'goods_footprint/clear': Untyped;
  'user_sgs/info': Untyped;
  'user_sgs/update': Untyped;
  'user_sgs/modifyData': Untyped;
  'user_merchant/get': Untyped;
  'user_merchant/edit': Untyped;
  'user_merchant/setDefault': Untyped;
  'user_merchant/delete': Untyped;
  'notice_site_letter/get': Untyped;
  'notice_site_letter/read': Untyped;
  'notice_site_letter/getNotReadCount': Untyped;
  'user_amount_record/get': Untyped;
  'user_amount_record/statics': Untyped;
  'attachment/uploadOne': Untyped;
}
