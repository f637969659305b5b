import { z } from 'zod';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import { revokeToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { missing, mobileField, passwordField, type RequestSchema, validate } from '../../lib/validation';
import {
  captchaCodeField,
  captchaKeyField,
  emailField,
  newPasswordField,
  smsCodeField,
} from '../captcha/captcha.fields';
import { CANCEL_MSG } from '../privacy/account-cancel.service';
import { login } from './auth.service';
import { changeEmail, changeMobile, changePassword, SECURITY_MSG } from './security.service';

type LoginId = 'user/login' | 'merchant_account/login' | 'expert/login';

/** `{ mobile, password }`, or `{ mobile, code }` with an SMS code of purpose login. */
const withPassword = z.object({
  mobile: mobileField(),
  password: passwordField(),
}) satisfies RequestSchema<LoginId>;
/** The image captcha an account asks for after failures (auth.service). */
const withCaptcha = z.object({ captcha_key: captchaKeyField(), captcha_code: captchaCodeField() });
const withCode = z.object({ mobile: mobileField(), code: smsCodeField() }) satisfies RequestSchema<LoginId>;

/** The current password: only present and sane; whether it is right is the service's check. */
const oldPasswordField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v === 'string' && v.length >= 1 && v.length <= 256) return v;
      ctx.issues.push({ code: 'custom', input: v, message: missing(v) ? '请输入原密码' : '原密码错误' });
      return z.NEVER;
    });

/** A 6-digit code named by what it was sent to, so a form knows which one is meant. */
const labelledCodeField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim() : '';
      if (/^\d{6}$/.test(s)) return s;
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: missing(v) ? `请输入${label}验证码` : `${label}验证码应为6位数字`,
      });
      return z.NEVER;
    });

/** 安全设置: the new password under the registration rule (captcha.fields), codes of 6 digits. */
const changePasswordBody = z.object({
  old_password: oldPasswordField(),
  password: newPasswordField(),
}) satisfies RequestSchema<'extension/changePassword'>;
const changeMobileBody = z.object({
  old_code: labelledCodeField('原手机号'),
  mobile: mobileField(),
  code: labelledCodeField('新手机号'),
}) satisfies RequestSchema<'user/changeMobile'>;
const changeEmailBody = z.object({
  email: emailField(),
  code: labelledCodeField('邮箱'),
}) satisfies RequestSchema<'user/changeEmail'>;

const loginAs =
  <I extends LoginId>(type: LoggedInType): Handler<I> =>
  async ({ db, input, ip, app }) => {
    // a code is used only when no password came with it
    const { password, code } = input;
    const byCode = (password === undefined || password === '') && code !== undefined && code !== '';
    const secret = byCode ? validate(withCode, input) : validate(withPassword, input);
    const captcha =
      missing(input.captcha_key) && missing(input.captcha_code) ? undefined : validate(withCaptcha, input);
    const attempt = {
      type,
      ...secret,
      ip,
      ...(captcha && {
        captcha: { key: captcha.captcha_key, code: captcha.captcha_code, secret: app.paySecret },
      }),
    };
    const result = await login(db, attempt, app.limits, app.hashGate);
    return ok(result, result.cancellation_withdrawn ? CANCEL_MSG.withdrawn : '登录成功');
  };

export const handlers: Handlers = {
  'user/login': loginAs(1),
  'merchant_account/login': loginAs(2),
  'expert/login': loginAs(3),
  'user/loginOut': async ({ db, me, app }) => {
    await revokeToken(db, me().tokenId);
    await app.cache.invalidate('session', me().userId);
    return ok(null, '退出成功');
  },
  'extension/changePassword': async ({ db, me, input, app }) => {
    const b = validate(changePasswordBody, input);
    await changePassword(db, me(), { oldPassword: b.old_password, password: b.password }, app.limits);
    await app.cache.invalidate('session', me().userId);
    return ok(null, SECURITY_MSG.passwordChanged);
  },
  'user/changeMobile': async ({ db, me, input, ip }) => {
    const b = validate(changeMobileBody, input);
    const info = await changeMobile(db, me(), { mobile: b.mobile, code: b.code, oldCode: b.old_code }, ip);
    return ok(info, SECURITY_MSG.mobileChanged);
  },
  'user/changeEmail': async ({ db, me, input, ip }) => {
    const b = validate(changeEmailBody, input);
    return ok(await changeEmail(db, me(), b, ip), SECURITY_MSG.emailChanged);
  },
};
