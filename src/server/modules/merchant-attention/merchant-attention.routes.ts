import { z } from 'zod';
import { fail, list, ok } from '../../lib/envelope';
import type { Handler, Handlers } from '../../lib/handler';
import { idField, type RequestSchema, validate } from '../../lib/validation';
import { attend, listAttended, unAttend } from './merchant-attention.service';

/** Merchants may not follow shops; they get this message, not -2 (see the endpoint table). */
export const BUYER_ONLY = '请以买家身份登录后操作';

const byMerchant = z.object({ merchant_id: idField('店铺ID') }) satisfies RequestSchema<
  'merchant_attention/attention' | 'merchant_attention/unAttention'
>;

const followAction =
  <I extends 'merchant_attention/attention' | 'merchant_attention/unAttention'>(
    action: typeof attend,
    message: string,
  ): Handler<I> =>
  async ({ db, me, input }) => {
    const user = me();
    if (user.type === 2) return fail(BUYER_ONLY);
    const { merchant_id } = validate(byMerchant, input);
    await action(db, user.userId, merchant_id);
    return ok(null, message);
  };

export const handlers: Handlers = {
  'merchant_attention/get': async ({ db, me, paging }) => {
    const { list: items, total } = await listAttended(db, me().userId, paging);
    return list(items, total, paging.page, paging.limit);
  },
  'merchant_attention/attention': followAction(attend, '关注成功'),
  'merchant_attention/unAttention': followAction(unAttend, '已取消关注'),
};
