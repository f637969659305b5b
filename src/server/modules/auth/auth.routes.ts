import { z } from 'zod';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import { revokeToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { mobileField, passwordField, validate } from '../../lib/validation';
import { smsCodeField } from '../captcha/captcha.fields';
import { login } from './auth.service';

/** `{ mobile, password }`, or `{ mobile, code }` with an SMS code of purpose login (DESIGN §4). */
const credentials = z.object({
  mobile: mobileField(),
  password: z.unknown().optional(),
  code: z.unknown().optional(),
});
const withPassword = z.object({ password: passwordField() });
const withCode = z.object({ code: smsCodeField() });

type LoginId = 'user/login' | 'merchant_account/login' | 'expert/login';

const loginAs =
  <I extends LoginId>(type: LoggedInType): Handler<I> =>
  async ({ db, input, ip, app }) => {
    const { mobile, password, code } = validate(credentials, input);
    const byCode = (password === undefined || password === '') && code !== undefined && code !== '';
    const secret = byCode
      ? { code: validate(withCode, input).code }
      : { password: validate(withPassword, input).password };
    return ok(await login(db, { type, mobile, ip, ...secret }, app.limits), '登录成功');
  };

export const handlers: Handlers = {
  'user/login': loginAs(1),
  'merchant_account/login': loginAs(2),
  'expert/login': loginAs(3),
  'user/loginOut': async ({ db, me }) => {
    await revokeToken(db, me().tokenId);
    return ok(null, '退出成功');
  },
};
