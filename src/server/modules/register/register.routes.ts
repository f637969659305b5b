import { z } from 'zod';
import type { MerchantKind } from '../../../core/api/contract/models';
import { REFERRAL_PATTERN } from '../../../core/rules/expert';
import { MERCHANT_KINDS } from '../../../core/rules/merchant-kinds';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, mobileField, type RequestSchema, textField, validate } from '../../lib/validation';
import { agreeField, newPasswordField, smsCodeField, userTypeField } from '../captcha/captcha.fields';
import { creditCodeField } from '../user-sgs/company-fields';
import {
  PASSWORD_RESET,
  registerBuyer,
  registerExpert,
  registerMerchant,
  resetPassword,
} from './register.service';

const REGISTERED = '注册成功';

const account = {
  mobile: mobileField(),
  password: newPasswordField(),
  code: smsCodeField(),
};
/** A referral code the link carried: a malformed or unknown one is simply no referral. */
const refField = () =>
  z
    .unknown()
    .optional()
    .transform((v): string | null => (typeof v === 'string' && REFERRAL_PATTERN.test(v) ? v : null));
const buyerBody = z.object({
  ...account,
  agree: agreeField(),
  ref: refField(),
}) satisfies RequestSchema<'user/register'>;
const merchantBody = z.object({
  ...account,
  org_name: textField('机构名称', 100),
  contact_name: textField('联系人姓名', 30),
  credit_code: creditCodeField(),
  kind: enumField<MerchantKind>('机构类型', MERCHANT_KINDS, 'testing_lab'),
  agree: agreeField(),
}) satisfies RequestSchema<'merchant_account/register'>;

const expertBody = z.object({
  ...account,
  real_name: textField('真实姓名', 30),
  field: textField('专业领域', 50),
  agree: agreeField(),
}) satisfies RequestSchema<'expert/register'>;

const resetBody = z.object({
  ...account,
  type: userTypeField(),
}) satisfies RequestSchema<'extension/forgetPassword'>;

export const handlers: Handlers = {
  'user/register': async ({ db, input, ip }) => {
    const b = validate(buyerBody, input);
    return ok(await registerBuyer(db, { ...b, ip }), REGISTERED);
  },

  'merchant_account/register': async ({ db, input, ip }) => {
    const b = validate(merchantBody, input);
    const application = {
      mobile: b.mobile,
      password: b.password,
      // the mobile is proven by its SMS code on every channel: no e-mail alternative
      code: b.code,
      orgName: b.org_name,
      creditCode: b.credit_code,
      contactName: b.contact_name,
      kind: b.kind,
      ip,
    };
    return ok(
      await registerMerchant(db, application),
      '注册成功，请在资质管理上传 CMA/CNAS 证书，审核通过后店铺即对外开放',
    );
  },

  'expert/register': async ({ db, input, ip }) => {
    const b = validate(expertBody, input);
    const application = { ...b, realName: b.real_name, ip };
    return ok(await registerExpert(db, application), REGISTERED);
  },

  'extension/forgetPassword': async ({ db, input, app, ip }) => {
    const b = validate(resetBody, input);
    await resetPassword(db, { type: b.type, mobile: b.mobile, code: b.code, password: b.password, ip });
    // every session of the account ended: no cached one may outlive it (lib/cache.ts)
    await app.cache.invalidate('session');
    return ok(null, PASSWORD_RESET);
  },
};
