import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, mobileField, type RequestSchema, validate } from '../../lib/validation';
import { captchaCodeField, captchaKeyField, emailField, userTypeField } from './captcha.fields';
import { CODE_PURPOSES, type CodePurpose, createCaptcha, sendCode } from './captcha.service';

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
/** E-mail codes serve merchant registration only (a merchant may verify by e-mail instead of SMS). */
const mailBody = z.object({
  email: emailField(),
  purpose: enumField<'register'>('验证码用途', ['register']),
  ...captcha,
}) satisfies RequestSchema<'captcha/sendMailCaptcha'>;

export const handlers: Handlers = {
  'captcha/get': async ({ db, ip, app }) => ok(await createCaptcha(db, ip, app.limits), '获取成功'),

  'captcha/sendSmsCaptcha': async ({ db, input, ip, app }) => {
    const b = validate(smsBody, input);
    const request = {
      channel: 'sms' as const,
      target: b.mobile,
      purpose: b.purpose,
      userType: b.type,
      captchaKey: b.captcha_key,
      captchaCode: b.captcha_code,
      ip,
    };
    return ok(await sendCode(db, request, app.limits), '验证码已发送');
  },

  'captcha/sendMailCaptcha': async ({ db, input, ip, app }) => {
    const b = validate(mailBody, input);
    const request = {
      channel: 'mail' as const,
      target: b.email,
      purpose: b.purpose,
      userType: b.type,
      captchaKey: b.captcha_key,
      captchaCode: b.captcha_code,
      ip,
    };
    return ok(await sendCode(db, request, app.limits), '验证码已发送至邮箱');
  },
};
