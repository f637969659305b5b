import { z } from 'zod';
import { list } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { optionalIdField, type RequestSchema, validate } from '../../lib/validation';
import { listGreenCategories, listGreenDiscounts } from './green.service';

const discountQuery = z.object({
  category_id: optionalIdField('碳惠分类'),
}) satisfies RequestSchema<'green_discount/get'>;

export const handlers: Handlers = {
  'green_discount_category/get': async ({ db, paging }) => {
    const all = await listGreenCategories(db);
    const start = (paging.page - 1) * paging.limit;
    return list(all.slice(start, start + paging.limit), all.length, paging.page, paging.limit);
  },

  'green_discount/get': async ({ db, input, paging }) => {
    const { category_id } = validate(discountQuery, input);
    const found = await listGreenDiscounts(db, category_id, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },
};
