import { z } from 'zod';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import { isEmail, isPassword } from '../../../core/validators';
import { isCommonPassword } from '../../lib/common-passwords';
import { hasForbiddenChars, missing } from '../../lib/validation';

/** Input fields shared by the captcha, register and auth modules: each with its Chinese message. */

/** Builds a field from a parser: `parse` answers the value or null for a bad one. */
const field = <T>(parse: (v: unknown) => T | null, whenMissing: string, whenBad: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      const value = missing(v) ? null : parse(v);
      if (value !== null) return value;
      ctx.issues.push({ code: 'custom', input: v, message: missing(v) ? whenMissing : whenBad });
      return z.NEVER;
    });

/** `type` 1 buyer, 2 merchant, 3 expert; absent means buyer. */
export const userTypeField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): LoggedInType => {
      if (missing(v)) return 1;
      const n = typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v;
      if (n === 1 || n === 2 || n === 3) return n;
      ctx.issues.push({ code: 'custom', input: v, message: '无效的用户类型' });
      return z.NEVER;
    });

/** An e-mail as core's isEmail accepts it, at most 100 characters; kept lower-cased. */
export const emailField = () =>
  field(
    (v) => (typeof v === 'string' && v.length <= 100 && isEmail(v.trim()) ? v.trim().toLowerCase() : null),
    '请输入邮箱',
    '请输入正确的邮箱',
  );

export const smsCodeField = () =>
  field(
    (v) => {
      const s = typeof v === 'number' ? String(v).padStart(6, '0') : v;
      return typeof s === 'string' && /^\d{6}$/.test(s.trim()) ? s.trim() : null;
    },
    '请输入验证码',
    '请输入6位数字验证码',
  );

export const CAPTCHA_NEEDED = '请先完成人机验证';
export const captchaKeyField = () =>
  field(
    (v) => (typeof v === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(v) ? v : null),
    CAPTCHA_NEEDED,
    '人机验证已失效，请重新验证',
  );

/** A solved challenge: base64 of `{ challenge, solution }` JSON (captcha-pow.ts reads it). */
export const captchaCodeField = () =>
  field(
    (v) => (typeof v === 'string' && /^[A-Za-z0-9+/]{16,4000}={0,2}$/.test(v.trim()) ? v.trim() : null),
    CAPTCHA_NEEDED,
    '人机验证未通过或已过期，请重新验证',
  );

export const WEAK_PASSWORD = '密码需为8-128位，包含字母和数字，或使用16位以上的短语';
export const COMMON_PASSWORD = '该密码过于常见，容易被猜中，请换一个';
/** core's password rule (8–128 characters, letter and digit below 16), and not a common password. */
export const newPasswordField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const fine = typeof v === 'string' && !hasForbiddenChars(v) && isPassword(v);
      if (fine && !isCommonPassword(v)) return v;
      const message = fine ? COMMON_PASSWORD : missing(v) ? '请输入密码' : WEAK_PASSWORD;
      ctx.issues.push({ code: 'custom', input: v, message });
      return z.NEVER;
    });

export const AGREEMENT_REQUIRED = '请阅读并同意用户协议';
/** The user agreement must be accepted in so many words: true, 1 or their strings. */
export const agreeField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): true => {
      if (v === true || v === 1 || v === '1' || v === 'true') return true;
      ctx.issues.push({ code: 'custom', input: v, message: AGREEMENT_REQUIRED });
      return z.NEVER;
    });
