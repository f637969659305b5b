import { z } from 'zod';
import { SEEK_HELP_QUOTE_LIMITS } from '../../../core/rules/seek-help';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalIdField, type RequestSchema, textField, validate } from '../../lib/validation';
import { yuanField } from '../expert/expert-fields';
import { acceptQuote, listQuotes, saveQuote } from './seek-help-quote.service';

const [DAYS_MIN, DAYS_MAX] = SEEK_HELP_QUOTE_LIMITS.days;

/** Whole working days within the limits (a number or its digits). */
const daysField = z
  .unknown()
  .optional()
  .transform((v, ctx): number => {
    if (v === undefined || v === null || v === '') {
      ctx.issues.push({ code: 'custom', input: v, message: '请输入服务周期' });
      return z.NEVER;
    }
    const n = typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : v;
    if (typeof n === 'number' && Number.isInteger(n) && n >= DAYS_MIN && n <= DAYS_MAX) return n;
    ctx.issues.push({
      code: 'custom',
      input: v,
      message: `服务周期应为 ${DAYS_MIN} 到 ${DAYS_MAX} 之间的整数（天）`,
    });
    return z.NEVER;
  });

const addBody = z.object({
  seek_help_id: idField('需求'),
  price: yuanField('报价', ...SEEK_HELP_QUOTE_LIMITS.price),
  days: daysField,
  note: textField('报价说明', SEEK_HELP_QUOTE_LIMITS.note[1], false),
}) satisfies RequestSchema<'seek_help_quote/add'>;

const getQuery = z.object({
  seek_help_id: optionalIdField('需求'),
}) satisfies RequestSchema<'seek_help_quote/get'>;

const acceptBody = z.object({ id: idField('报价') }) satisfies RequestSchema<'seek_help_quote/accept'>;

/** Demand-hall replies: labs quote, the poster compares. */
export const handlers: Handlers = {
  'seek_help_quote/add': async ({ db, me, input }) => {
    const fields = validate(addBody, input);
    const saved = await saveQuote(db, me(), fields);
    return ok({ id: saved.id }, saved.replaced ? '报价已更新' : '报价已提交');
  },
  'seek_help_quote/get': async ({ db, me, input, paging }) => {
    const { seek_help_id } = validate(getQuery, input);
    const found = await listQuotes(db, me(), seek_help_id, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },
  'seek_help_quote/accept': async ({ db, me, input, app }) => {
    const { id } = validate(acceptBody, input);
    const accepted = await acceptQuote(db, me(), id);
    // the quoted service went into the buyer's cart
    await app.cache.invalidate('cart', me().userId);
    return ok(accepted, '已接受报价，请确认订单');
  },
};
