import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { type RequestSchema, validate } from '../../lib/validation';
import { CANCEL_MSG, requestCancellation } from './account-cancel.service';
import { personalData } from './personal-data.service';
import { acceptPolicy } from './policy-version';

/** The login password, as typed: whether it is right is the service's check. */
const cancelBody = z.object({
  password: z.unknown().transform((v, ctx): string => {
    if (typeof v === 'string' && v.length >= 1 && v.length <= 256) return v;
    ctx.issues.push({ code: 'custom', input: v, message: '请输入登录密码' });
    return z.NEVER;
  }),
}) satisfies RequestSchema<'user/cancelAccount'>;

export const handlers: Handlers = {
  'user/exportPersonalData': async ({ db, me }) => ok(await personalData(db, me()), '已导出'),
  'user/cancelAccount': async ({ db, me, input, app }) => {
    const b = validate(cancelBody, input);
    const answer = await requestCancellation(db, me(), b.password, app.limits);
    await app.cache.invalidate('session', me().userId);
    return ok(answer, CANCEL_MSG.requested);
  },
  'user/acceptPolicy': async ({ db, me }) => ok({ version: await acceptPolicy(db, me().userId) }, '已同意'),
};
