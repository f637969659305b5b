import { z } from 'zod';
import { ORDER_CHANGE_STATUSES, type OrderChangeType } from '../../../core/rules/order-states';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { addChange, CHANGE_TYPE_IDS, changeChange, changeInfo, listChanges } from './order-change.service';
import { acceptChange } from './order-change-apply';

/** Change types arrive as 1/2/3 or their strings. */
function changeType(v: unknown, ctx: z.RefinementCtx): OrderChangeType {
  const n = typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v;
  if (CHANGE_TYPE_IDS.includes(n as OrderChangeType)) return n as OrderChangeType;
  ctx.issues.push({
    code: 'custom',
    input: v,
    message: v === undefined || v === '' ? '请选择变更类型' : '无效的变更类型',
  });
  return z.NEVER;
}
const typeField = () => z.unknown().optional().transform(changeType);
/** The same, or none given (absent, null, ''): null. */
const optionalTypeField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): OrderChangeType | null =>
      v === undefined || v === null || v === '' ? null : changeType(v, ctx),
    );

const listQuery = z.object({
  order_id: field.optionalId('订单ID'),
  status: field.optionalEnum('变更状态', ORDER_CHANGE_STATUSES),
}) satisfies RequestSchema<'order_change/get'>;
const addBody = z.object({
  order_id: field.id('订单ID'),
  type: typeField(),
  reason: field.text('变更原因', 500),
}) satisfies RequestSchema<'order_change/add'>;
const changeBody = z.object({
  id: field.id('变更申请ID'),
  action: field.enum('操作', ['withdraw', 'edit'] as const),
  reason: field.text('变更原因', 500, false),
  type: optionalTypeField(),
}) satisfies RequestSchema<'order_change/change'>;
const byId = z.object({ id: field.id('变更申请ID') }) satisfies RequestSchema<'order_change/info'>;

export const handlers: Handlers = {
  'order_change/get': async ({ db, me, input, paging }) => {
    const filters = validate(listQuery, input);
    const { list: items, total } = await listChanges(db, me().userId, filters, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'order_change/add': async ({ db, me, input }) => {
    const body = validate(addBody, input);
    const change = await addChange(db, me().userId, body);
    return ok(change, '变更申请已提交');
  },
  'order_change/change': async ({ db, me, input }) => {
    const body = validate(changeBody, input);
    const change = await changeChange(db, me().userId, body);
    return ok(change, body.action === 'withdraw' ? '变更申请已撤销' : '变更申请已修改');
  },
  'order_change/info': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    return ok({ info: await changeInfo(db, me().userId, id) }, '获取成功');
  },
  'order_change/accept': async ({ db, me, input }) => {
    const { id } = validate(byId, input);
    await acceptChange(db, me().userId, id);
    return ok({ info: await changeInfo(db, me().userId, id) }, '已确认，变更已生效');
  },
};
