import { z } from 'zod';
import { ApiFailure, needLogin, ok } from '../../lib/envelope';
import type { HandlerContext, Handlers } from '../../lib/handler';
import { enumField, mobileField, type RequestSchema, validate } from '../../lib/validation';
import { captchaCodeField, captchaKeyField, emailField, smsCodeField, userTypeField } from './captcha.fields';
import {
  ACCOUNT_PURPOSES,
  type AnyCodePurpose,
  CAPTCHA_PURPOSES,
  type CaptchaPurpose,
  CODE_PURPOSES,
  type CodeOwner,
  type CodePurpose,
  createCaptcha,
  findOwner,
  MAIL_CODE_PURPOSES,
  type MailCodePurpose,
  refuseWithoutSender,
  sendCode,
  verifyCode,
} from './captcha.service';

const captcha = {
  type: userTypeField(),
  captcha_key: captchaKeyField(),
  captcha_code: captchaCodeField(),
};
const smsBody = z.object({
  mobile: mobileField(),
  purpose: enumField<CodePurpose>('验证码用途', CODE_PURPOSES),
  ...captcha,
}) satisfies RequestSchema<'captcha/sendSmsCaptcha'>;
/** E-mail codes: merchant registration (instead of SMS), or a logged-in user binding an e-mail. */
const mailBody = z.object({
  email: emailField(),
  purpose: enumField<MailCodePurpose>('验证码用途', MAIL_CODE_PURPOSES),
  ...captcha,
}) satisfies RequestSchema<'captcha/sendMailCaptcha'>;
/** Each challenge serves one kind of request: a code by SMS or e-mail, a login, a staff login. */
const getQuery = z.object({
  purpose: enumField<CaptchaPurpose>('人机验证用途', CAPTCHA_PURPOSES),
}) satisfies RequestSchema<'captcha/get'>;
const checkBody = z.object({
  mobile: mobileField(),
  code: smsCodeField(),
  type: userTypeField(),
}) satisfies RequestSchema<'captcha/checkSmsCaptcha'>;

/**
 * The 安全设置 purposes are for the caller's own account: they need a session (-2 without one),
 * and the code is bound to the session's user type whatever `type` says.
 */
async function ownerFor(purpose: AnyCodePurpose, ctx: HandlerContext): Promise<CodeOwner | null> {
  if (!ACCOUNT_PURPOSES.includes(purpose)) return null;
  const user = await ctx.optionalUser();
  const owner = user && (await findOwner(ctx.db, user.userId));
  if (!owner) throw new ApiFailure(needLogin());
  return owner;
}

export const handlers: Handlers = {
  'captcha/get': async ({ db, input, ip, app }) => {
    const { purpose } = validate(getQuery, input);
    return ok(await createCaptcha(db, ip, app.limits, purpose, app.paySecret), '获取成功');
  },

  'captcha/sendSmsCaptcha': async (ctx) => {
    const { db, input, ip, app } = ctx;
    const b = validate(smsBody, input);
    refuseWithoutSender(app.channels, 'sms');
    const owner = await ownerFor(b.purpose, ctx);
    const request = {
      channel: 'sms' as const,
      target: b.mobile,
      purpose: b.purpose,
      userType: owner?.type ?? b.type,
      owner,
      captchaKey: b.captcha_key,
      captchaCode: b.captcha_code,
      paySecret: app.paySecret,
      ip,
    };
    return ok(await sendCode(db, request, app.limits), '验证码已发送');
  },

  'captcha/sendMailCaptcha': async (ctx) => {
    const { db, input, ip, app } = ctx;
    const b = validate(mailBody, input);
    refuseWithoutSender(app.channels, 'mail');
    const owner = await ownerFor(b.purpose, ctx);
    const request = {
      channel: 'mail' as const,
      target: b.email,
      purpose: b.purpose,
      userType: owner?.type ?? b.type,
      owner,
      captchaKey: b.captcha_key,
      captchaCode: b.captcha_code,
      paySecret: app.paySecret,
      ip,
    };
    return ok(await sendCode(db, request, app.limits), '验证码已发送至邮箱');
  },

  'captcha/checkSmsCaptcha': async ({ db, input }) => {
    const b = validate(checkBody, input);
    const check = {
      channel: 'sms' as const,
      target: b.mobile,
      purpose: 'findpass' as const,
      userType: b.type,
    };
    await verifyCode(db, { ...check, code: b.code });
    return ok(null, '验证码正确');
  },
};
