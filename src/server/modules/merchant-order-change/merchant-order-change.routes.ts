import { z } from 'zod';
import { ORDER_CHANGE_STATUSES } from '../../../core/rules/order-states';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { auditChange, listLabChanges } from './merchant-order-change.service';

const MAX_FEN = 100_000_000_00;

const listQuery = z.object({
  status: field.optionalEnum('变更状态', ORDER_CHANGE_STATUSES),
  order_id: field.optionalId('订单ID'),
}) satisfies RequestSchema<'merchant_order_change/get'>;

/** Yes/no as true/false, 1/0 or their strings; required. */
const decision = z
  .unknown()
  .optional()
  .transform((v, ctx): boolean => {
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    ctx.issues.push({ code: 'custom', input: v, message: '请选择同意或拒绝' });
    return z.NEVER;
  });

/** A new order total in yuan (two decimals at most), as fen; absent → no amount change. */
const amountField = z
  .unknown()
  .optional()
  .transform((v, ctx): number | null => {
    if (v === undefined || v === null || v === '') return null;
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (/^\d{1,9}(\.\d{1,2})?$/.test(s)) {
      const fen = Math.round(Number(s) * 100);
      if (fen > 0 && fen <= MAX_FEN) return fen;
    }
    ctx.issues.push({ code: 'custom', input: v, message: '请输入正确的金额（大于 0，最多两位小数）' });
    return z.NEVER;
  });

const auditBody = z.object({
  id: field.id('变更申请ID'),
  approve: decision,
  reason: field.text('处理说明', 500, false),
  amount: amountField,
  due_date: field.optionalDate('约定完成日期'),
  scope: field.text('变更后的服务内容', 500, false),
});

/** The lab answers its buyers' changes (only of its own shop's orders). */
export const handlers: Handlers = {
  'merchant_order_change/get': async ({ db, me, input, paging }) => {
    const q = validate(listQuery, input);
    const { list: items, total } = await listLabChanges(db, me(), q, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'merchant_order_change/audit': async ({ db, me, input }) => {
    const b = validate(auditBody, input);
    const info = await auditChange(db, me(), {
      id: b.id,
      approve: b.approve,
      reason: b.reason,
      amountFen: b.amount,
      dueDate: b.due_date,
      scope: b.scope,
    });
    return ok({ info }, b.approve ? '已同意变更申请' : '已拒绝变更申请');
  },
};
