import { z } from 'zod';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { field, type RequestSchema, validate } from '../../lib/validation';
import { getPlatform, listPlatforms, listSubsidies, SUBSIDY_STATUSES } from './subsidy.service';

const subsidyQuery = z.object({
  id: field.optionalId('补贴ID'),
  keyword: field.text('搜索关键词', 50, false),
  region: field.text('地区', 30, false),
  status: field.optionalEnum('补贴状态', SUBSIDY_STATUSES),
}) satisfies RequestSchema<'subsidy/get'>;

const platformQuery = z.object({
  keyword: field.text('搜索关键词', 50, false),
  region: field.text('地区', 30, false),
}) satisfies RequestSchema<'subsidy_platform/get'>;
const platformId = z.object({ id: field.id('平台ID') }) satisfies RequestSchema<'subsidy_platform/info'>;

export const handlers: Handlers = {
  /** Programmes; with `id`, that one programme with its body and applicable services. */
  'subsidy/get': async ({ db, input, paging }) => {
    const q = validate(subsidyQuery, input);
    const found = await listSubsidies(db, q, paging);
    if (q.id && !found.list.length) return refuse('补贴政策不存在');
    return list(found.list, found.total, paging.page, paging.limit);
  },

  'subsidy_platform/get': async ({ db, input, paging }) => {
    const q = validate(platformQuery, input);
    const found = await listPlatforms(db, q, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },

  'subsidy_platform/info': async ({ db, input }) => {
    const { id } = validate(platformId, input);
    const info = await getPlatform(db, id);
    return info ? ok({ info }, '获取成功') : refuse('合作平台不存在');
  },
};
