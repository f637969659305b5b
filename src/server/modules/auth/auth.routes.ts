import { z } from 'zod';
import type { LoggedInType } from '../../../core/api/contract/endpoints';
import { revokeToken } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { mobileField, passwordField, validate } from '../../lib/validation';
import { login } from './auth.service';

// SMS-code login ({ mobile, code }) arrives with the captcha module; until then a password is required.
const credentials = z.object({ mobile: mobileField(), password: passwordField() });

const loginAs =
  (type: LoggedInType): Handler =>
  async ({ db, input, ip, app }) => {
    const { mobile, password } = validate(credentials, input);
    return ok(await login(db, { type, mobile, password, ip }, app.limits), '登录成功');
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
