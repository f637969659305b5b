import { z } from 'zod';
import { CONTENT_STATES } from '../../../core/rules/content-states';
import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { publishHandlers, saveHandler } from '../operator/publishing';
import { listCouponTemplates, moveCouponTemplate, saveCouponTemplate } from './coupons.service';

/** Yuan with at most two decimals, within [min, max]; answers fen. */
export const yuanField = (label: string, min: number, max: number, required: boolean) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      if (v === undefined || v === null || v === '') {
        if (!required) return 0;
        ctx.issues.push({ code: 'custom', input: v, message: `请输入${label}` });
        return z.NEVER;
      }
      const s = String(v).trim();
      const n = Number(s);
      if (/^\d+(\.\d{1,2})?$/.test(s) && n >= min && n <= max) return Math.round(n * 100);
      ctx.issues.push({
        code: 'custom',
        input: v,
        message: `${label}请填写 ${min}-${max} 元之间的金额，最多两位小数`,
      });
      return z.NEVER;
    });
const countField = (label: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = Number(v);
      if (v !== '' && v !== null && Number.isInteger(n) && n >= 1 && n <= max) return n;
      ctx.issues.push({ code: 'custom', input: v, message: `${label}请填写 1-${max} 的整数` });
      return z.NEVER;
    });
export const dayField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
        const d = new Date(`${v}T00:00:00Z`);
        if (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v) return v;
      }
      ctx.issues.push({ code: 'custom', input: v, message: `请选择有效的${label}` });
      return z.NEVER;
    });

const listQuery = z.object({ status: field.optionalEnum('状态', CONTENT_STATES) });
const saveBody = z.object({
  id: field.optionalId('优惠券'),
  name: field.text('优惠券名称', 30),
  amount: yuanField('优惠金额', 0.01, 10_000, true),
  min_amount: yuanField('使用门槛', 0, 1_000_000, false),
  total: countField('发放数量', 1_000_000),
  starts_on: dayField('开始日期'),
  ends_on: dayField('结束日期'),
}) satisfies RequestSchema<'operator_coupon/save'>;
const byId = z.object({ id: field.id('优惠券') }) satisfies RequestSchema<'operator_coupon/publish'>;
const moves = publishHandlers({
  ref: byId,
  move: (tx, actor, { id }, to) => moveCouponTemplate(tx, actor, id, to),
  topic: 'coupon',
});

/** Platform coupon templates (内容编辑): buyers claim published ones on coupon/get. */
export const handlers: Handlers = {
  'operator_coupon/get': async ({ db, input, paging }) => {
    const { status } = validate(listQuery, input);
    const { list, total } = await listCouponTemplates(db, status, paging);
    return ok({ list, total, page: paging.page, limit: paging.limit });
  },
  'operator_coupon/save': saveHandler({
    body: saveBody,
    save: (tx, actor, b) =>
      saveCouponTemplate(tx, actor, {
        id: b.id,
        name: b.name,
        amountFen: b.amount,
        minFen: b.min_amount,
        total: b.total,
        startsOn: b.starts_on,
        endsOn: b.ends_on,
      }),
    topic: 'coupon',
  }),
  'operator_coupon/publish': moves.publish,
  'operator_coupon/withdraw': moves.withdraw,
};
