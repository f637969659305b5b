import { z } from 'zod';
import { FEEDBACK_LIMITS, FEEDBACK_TYPES } from '../../../core/rules/seek-help';
import { ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { hit } from '../../lib/rate-limit';
import { enumField, type RequestSchema, textField, toPositiveInt, validate } from '../../lib/validation';
import { boundedText } from '../user-sgs/company-fields';
import { addFeedback } from './feedback.service';

const screenshots = z
  .unknown()
  .optional()
  .transform((v, ctx): number[] => {
    if (v === undefined || v === null || v === '') return [];
    const ids = Array.isArray(v) ? v.map(toPositiveInt) : [null];
    if (ids.length <= FEEDBACK_LIMITS.screenshots[1] && ids.every((n) => n !== null)) return ids as number[];
    ctx.issues.push({ code: 'custom', input: v, message: `截图最多 ${FEEDBACK_LIMITS.screenshots[1]} 张` });
    return z.NEVER;
  });

/** The storefront path it was sent from; anything else is dropped rather than stored. */
const pagePath = z
  .unknown()
  .optional()
  .transform((v): string => (typeof v === 'string' && /^\/[^\s]{0,199}$/.test(v) ? v : ''));

const body = z.object({
  type: enumField('反馈类型', FEEDBACK_TYPES),
  content: boundedText('问题描述', FEEDBACK_LIMITS.content),
  contact: textField('联系方式', FEEDBACK_LIMITS.contact[1], false),
  from_page: pagePath,
  attachment_ids: screenshots,
}) satisfies RequestSchema<'feedback/add'>;

export const handlers: Handlers = {
  'feedback/add': async ({ db, me, input, app }) => {
    const fields = validate(body, input);
    const rule = app.limits.feedbackPerUser;
    // counted before the insert: a refused report still counts, so a script cannot probe for free
    if ((await hit(db, `feedback:${me().userId}`, rule)) > rule.limit) {
      refuse('反馈提交过于频繁，请稍后再试');
    }
    const { from_page, ...rest } = fields;
    await addFeedback(db, me().userId, { ...rest, page: from_page });
    return ok(null, '感谢您的反馈，我们会尽快处理');
  },
};
