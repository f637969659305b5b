import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { idField, optionalEnumField, type RequestSchema, textField, validate } from '../../lib/validation';
import { actorOf } from '../operator/operator.routes';
import { listFeedback, replyFeedback } from './operator-feedback.service';

const listQuery = z.object({
  status: optionalEnumField<'pending' | 'replied'>('状态', ['pending', 'replied']),
  keyword: textField('关键词', 50, false),
});
const replyBody = z.object({
  id: idField('反馈'),
  reply: textField('回复内容', 500).refine((s) => [...s].length >= 2, '回复内容至少 2 个字'),
}) satisfies RequestSchema<'operator_feedback/reply'>;

export const handlers: Handlers = {
  'operator_feedback/get': async ({ db, input, paging, app }) => {
    const f = validate(listQuery, input);
    const replied = f.status === null ? null : f.status === 'replied';
    const { list: rows, total } = await listFeedback(
      db,
      { replied, keyword: f.keyword },
      paging,
      app.paySecret,
    );
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_feedback/reply': async (ctx) => {
    const b = validate(replyBody, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) => replyFeedback(tx, actor, ctx.app.paySecret, b.id, b.reply));
    return ok({ info }, '已回复，已通过站内信通知用户');
  },
};
