import { z } from 'zod';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { optionalIdField, type RequestSchema, serviceTypeField, validate } from '../../lib/validation';
import { categoryExists, categoryTreeFront, listCategories, listServiceTypes } from './catalogue.service';

/** Service types 1 … 5. */
/** parent_id absent (or 0): the top level; servics_id narrows to one service type. */
const categoryQuery = z.object({
  parent_id: optionalIdField('上级分类'),
  servics_id: serviceTypeField(),
}) satisfies RequestSchema<'goods_category/get'>;

export const handlers: Handlers = {
  'servics/get': async ({ db, paging }) => {
    const all = await listServiceTypes(db);
    const start = (paging.page - 1) * paging.limit;
    return list(all.slice(start, start + paging.limit), all.length, paging.page, paging.limit);
  },

  'goods_category/get': async ({ db, input, paging }) => {
    const q = validate(categoryQuery, input);
    if (q.parent_id !== null && !(await categoryExists(db, q.parent_id))) return refuse('分类不存在');
    const found = await listCategories(db, { parentId: q.parent_id, servicsId: q.servics_id }, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },

  'goods_category/getTreeFront': async ({ db }) => ok({ list: await categoryTreeFront(db) }, '获取成功'),
};
