import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { type RequestSchema, validate } from '../../lib/validation';
import { ownMerchant } from '../merchant-center/merchant-owner';
import { listRecords, recordStatics } from './merchant-amount-record.service';

/** A month as YYYY-MM, or none (all months). */
const monthField = z
  .unknown()
  .optional()
  .transform((v, ctx): string | null => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v.trim())) return v.trim();
    ctx.issues.push({ code: 'custom', input: v, message: '月份格式应为 YYYY-MM' });
    return z.NEVER;
  });

const listQuery = z.object({ month: monthField }) satisfies RequestSchema<'merchant_amount_record/get'>;

/** 资金结算: a lab reads only its own shop's records (ownMerchant). */
export const handlers: Handlers = {
  'merchant_amount_record/get': async ({ db, me, input, paging }) => {
    const { month } = validate(listQuery, input);
    const merchant = await ownMerchant(db, me());
    const { list: items, total } = await listRecords(db, merchant.id, month, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'merchant_amount_record/statics': async ({ db, me }) => {
    const merchant = await ownMerchant(db, me());
    return ok({ info: await recordStatics(db, merchant.id) }, '获取成功');
  },
};
