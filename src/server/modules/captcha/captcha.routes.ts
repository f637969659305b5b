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
import type { Requester } from './code-budget';

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

/** The caller's account when a session came along: the owner of its own mobile and e-mail. */
async function sessionAccount(ctx: HandlerContext) {
  const user = await ctx.optionalUser();
  const owner = user && (await findOwner(ctx.db, user.userId));
  return user && owner ? { id: user.userId, ...owner } : null;
}

/**
 * Who asks (code-budget.ts), and for the 安全设置 purposes the caller's own account: those need a
 * session (-2 without one), and the code is bound to the session's user type whatever `type` says.
 */
async function askedBy(
  purpose: AnyCodePurpose,
  ctx: HandlerContext,
): Promise<{ owner: CodeOwner | null; requester: Requester }> {
  const account = await sessionAccount(ctx);
  const requester = { ip: ctx.ip, account };
  if (!ACCOUNT_PURPOSES.includes(purpose)) return { owner: null, requester };
  if (!account) throw new ApiFailure(needLogin());
  return { owner: account, requester };
}

/** Sends a code by `channel` to `target` for a validated request with its solved captcha. */
async function sendFrom(
  ctx: HandlerContext,
  channel: 'sms' | 'mail',
  target: string,
  b: { purpose: AnyCodePurpose; type: 1 | 2 | 3; captcha_key: string; captcha_code: string },
) {
  const { app } = ctx;
  refuseWithoutSender(app.channels, channel);
  const { owner, requester } = await askedBy(b.purpose, ctx);
  const request = {
    channel,
    target,
    purpose: b.purpose,
    userType: owner?.type ?? b.type,
    owner,
    captchaKey: b.captcha_key,
    captchaCode: b.captcha_code,
    paySecret: app.paySecret,
    requester,
  };
  return sendCode(ctx.db, request, app.limits);
}

export const handlers: Handlers = {
  'captcha/get': async ({ db, input, ip, app }) => {
    const { purpose } = validate(getQuery, input);
    return ok(await createCaptcha(db, ip, app.limits, purpose, app.paySecret), '获取成功');
  },

  'captcha/sendSmsCaptcha': async (ctx) => {
    const b = validate(smsBody, ctx.input);
    return ok(await sendFrom(ctx, 'sms', b.mobile, b), '验证码已发送');
  },

  'captcha/sendMailCaptcha': async (ctx) => {
    const b = validate(mailBody, ctx.input);
    return ok(await sendFrom(ctx, 'mail', b.email, b), '验证码已发送至邮箱');
  },

  'captcha/checkSmsCaptcha': async (ctx) => {
    const b = validate(checkBody, ctx.input);
    const check = {
      channel: 'sms' as const,
      target: b.mobile,
      purpose: 'findpass' as const,
      userType: b.type,
      requester: { ip: ctx.ip, account: await sessionAccount(ctx) },
    };
    await verifyCode(ctx.db, { ...check, code: b.code });
    return ok(null, '验证码正确');
  },
};
