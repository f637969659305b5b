import { z } from 'zod';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import { revokeToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { mobileField, passwordField, type RequestSchema, validate } from '../../lib/validation';
import { smsCodeField } from '../captcha/captcha.fields';
import { login } from './auth.service';

type LoginId = 'user/login' | 'merchant_account/login' | 'expert/login';

/** `{ mobile, password }`, or `{ mobile, code }` with an SMS code of purpose login (DESIGN §4). */
const withPassword = z.object({
  mobile: mobileField(),
  password: passwordField(),
}) satisfies RequestSchema<LoginId>;
const withCode = z.object({ mobile: mobileField(), code: smsCodeField() }) satisfies RequestSchema<LoginId>;

const loginAs =
  <I extends LoginId>(type: LoggedInType): Handler<I> =>
  async ({ db, input, ip, app }) => {
    // a code is used only when no password came with it
    const { password, code } = input;
    const byCode = (password === undefined || password === '') && code !== undefined && code !== '';
    const secret = byCode ? validate(withCode, input) : validate(withPassword, input);
    return ok(await login(db, { type, ...secret, ip }, app.limits), '登录成功');
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
