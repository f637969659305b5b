import { z } from 'zod';
import { FUND_TYPES, type FundType } from '../../../core/rules/fund-types';
import { list, ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { optionalEnumField, optionalMonthField, type RequestSchema, validate } from '../../lib/validation';
import { fundStatics, listFunds } from './user-amount-record.service';

/** YYYY-MM or nothing: `无效的月份，请按 YYYY-MM 填写` otherwise. */

const query = z.object({
  type: optionalEnumField<FundType>('资金类型', FUND_TYPES),
  month: optionalMonthField(),
});
const getQuery = query satisfies RequestSchema<'user_amount_record/get'>;
const staticsQuery = query satisfies RequestSchema<'user_amount_record/statics'>;

export const handlers: Handlers = {
  'user_amount_record/get': async ({ db, me, input, paging }) => {
    const f = validate(getQuery, input);
    const { list: rows, total } = await listFunds(db, me().userId, f, paging);
    return list(rows, total, paging.page, paging.limit);
  },
  'user_amount_record/statics': async ({ db, me, input }) => {
    const f = validate(staticsQuery, input);
    return ok(await fundStatics(db, me().userId, f), '获取成功');
  },
};
