import { z } from 'zod';
import { REVIEW_KINDS, REVIEW_STATES } from '../../../core/rules/reviews';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { actorOf } from '../operator/operator.routes';
import { decideReview, kindOf, REVIEW_MSG, toItem } from './operator-review.service';
import { takeDownGoods } from './take-down';

const kindField = () => field.enum('审核类型', REVIEW_KINDS);
const listQuery = z.object({
  kind: kindField(),
  status: field.optionalEnum('状态', REVIEW_STATES),
  keyword: field.text('关键词', 50, false),
});
const ref = z.object({
  kind: kindField(),
  id: field.id('申请'),
}) satisfies RequestSchema<'operator_review/info'>;
const takeDownBody = z.object({
  id: field.id('服务'),
  reason: field.text('下架原因', 200, false),
}) satisfies RequestSchema<'operator_review/offShelf'>;
const decision = ref.extend({
  applied_at: field.text('提交时间', 40, false),
}) satisfies RequestSchema<'operator_review/approve'>;
const rejectBody = decision.extend({
  reason: field.text('驳回原因', 200, false),
}) satisfies RequestSchema<'operator_review/reject'>;

export const handlers: Handlers = {
  'operator_review/get': async ({ db, input, paging }) => {
    const f = validate(listQuery, input);
    const { list: rows, total } = await kindOf(f.kind).list(db, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'operator_review/info': async ({ db, input, app }) => {
    const r = validate(ref, input);
    const record = (await kindOf(r.kind).info(db, r.id, app.paySecret)) ?? refuse(REVIEW_MSG.missing);
    const changes = record.changes ? { changes: record.changes } : {};
    const goods = record.goods ? { goods: record.goods } : {};
    return ok({ info: { ...toItem(record), fields: record.fields, ...changes, ...goods } });
  },
  'operator_review/approve': async (ctx) => {
    const r = validate(decision, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) =>
      decideReview(tx, actor, ctx.app.paySecret, { ...r, approve: true, reason: '' }),
    );
    return ok({ info }, '已通过，已通知申请人');
  },
  'operator_review/offShelf': async (ctx) => {
    const b = validate(takeDownBody, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) =>
      takeDownGoods(tx, actor, ctx.app.paySecret, b.id, b.reason.trim()),
    );
    return ok({ info }, '已下架，已通知机构');
  },
  'operator_review/reject': async (ctx) => {
    const r = validate(rejectBody, ctx.input);
    const actor = actorOf(ctx);
    const info = await ctx.db.transaction((tx) =>
      decideReview(tx, actor, ctx.app.paySecret, { ...r, approve: false }),
    );
    return ok({ info }, '已驳回，已通知申请人');
  },
};
