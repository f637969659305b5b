import { z } from 'zod';
import { ok, tooMany } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { hit } from '../../lib/rate-limit';
import { type RequestSchema, validate } from '../../lib/validation';
import { exchangeHandoff, HANDOFF_MSG, issueHandoff } from './session-handoff.service';

/** A required string within bounds, else this message (the caller sees it as the reason). */
const stringField = (max: number, message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v === 'string' && v.trim().length > 0 && v.length <= max) return v.trim();
      ctx.issues.push({ code: 'custom', input: v, message });
      return z.NEVER;
    });

const issueBody = z.object({
  return_url: stringField(2000, HANDOFF_MSG.badReturn),
}) satisfies RequestSchema<'session_handoff/issue'>;
const exchangeBody = z.object({
  code: stringField(100, HANDOFF_MSG.badCode),
}) satisfies RequestSchema<'session_handoff/exchange'>;

export const handlers: Handlers = {
  'session_handoff/issue': async ({ db, me, input, app, c }) => {
    const b = validate(issueBody, input);
    const user = me();
    if (
      (await hit(db, `handoff:issue:${user.userId}`, app.limits.handoffPerClient)) >
      app.limits.handoffPerClient.limit
    ) {
      tooMany();
    }
    const url = await issueHandoff(db, {
      accountId: user.userId,
      returnUrl: b.return_url,
      ownOrigin: new URL(c.req.url).origin,
      configured: app.corsOrigins,
    });
    return ok({ url }, HANDOFF_MSG.issued);
  },
  'session_handoff/exchange': async ({ db, input, ip, app, c }) => {
    const b = validate(exchangeBody, input);
    if (
      (await hit(db, `handoff:exchange:${ip}`, app.limits.handoffPerClient)) >
      app.limits.handoffPerClient.limit
    ) {
      tooMany();
    }
    // the browser sets Origin on every POST, same-origin included; a code works only from its own
    const origin = c.req.header('origin') ?? '';
    return ok(await exchangeHandoff(db, b.code, origin), HANDOFF_MSG.exchanged);
  },
};
