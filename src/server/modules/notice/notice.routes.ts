import { z } from 'zod';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { flagField, optionalIdField, type RequestSchema, validate } from '../../lib/validation';
import { listLetters, readLetters, unreadCount } from './notice.service';

const listQuery = z.object({ unread: flagField() }) satisfies RequestSchema<'notice_site_letter/get'>;
const readBody = z.object({
  id: optionalIdField('消息ID'),
  all: flagField(),
}) satisfies RequestSchema<'notice_site_letter/read'>;

export const handlers: Handlers = {
  'notice_site_letter/get': async ({ db, me, input, paging }) => {
    const { unread } = validate(listQuery, input);
    const { list: items, total } = await listLetters(db, me().userId, paging, unread);
    return list(items, total, paging.page, paging.limit);
  },
  'notice_site_letter/read': async ({ db, me, input }) => {
    const { id, all } = validate(readBody, input);
    const which = all ? 'all' : id;
    if (which === null) return refuse('缺少消息ID');
    const read = await readLetters(db, me().userId, which);
    return ok({ count: read }, all ? '已全部标为已读' : '已标为已读');
  },
  'notice_site_letter/getNotReadCount': async ({ db, me }) =>
    ok({ count: await unreadCount(db, me().userId) }, '获取成功'),
};
