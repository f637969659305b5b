import { z } from 'zod';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { optionalMonthField, type RequestSchema, validate } from '../../lib/validation';

/** The merchant centre's wording of a bad month. */
const MONTH_INVALID = '月份格式应为 YYYY-MM';

import { ownMerchant } from '../merchant-center/merchant-owner';
import { listRecords, recordStatics } from './merchant-amount-record.service';

/** A month as YYYY-MM, or none (all months). */

const listQuery = z.object({
  month: optionalMonthField(MONTH_INVALID),
}) satisfies RequestSchema<'merchant_amount_record/get'>;
const staticsQuery = z.object({
  month: optionalMonthField(MONTH_INVALID),
}) satisfies RequestSchema<'merchant_amount_record/statics'>;

/** 资金结算: a lab reads only its own shop's records (ownMerchant). */
export const handlers: Handlers = {
  'merchant_amount_record/get': async ({ db, me, input, paging }) => {
    const { month } = validate(listQuery, input);
    const merchant = await ownMerchant(db, me());
    const { list: items, total } = await listRecords(db, merchant.id, month, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'merchant_amount_record/statics': async ({ db, me, input }) => {
    const { month } = validate(staticsQuery, input);
    const merchant = await ownMerchant(db, me());
    return ok({ info: await recordStatics(db, merchant.id, month) }, '获取成功');
  },
};
