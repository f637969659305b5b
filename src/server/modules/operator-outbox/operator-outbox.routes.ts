import { z } from 'zod';
import { list } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { optionalEnumField, textField, validate } from '../../lib/validation';
import { DELIVERY_CHANNELS, DELIVERY_STATES, listDeliveries } from './operator-outbox.service';

const listQuery = z.object({
  state: optionalEnumField('发送状态', DELIVERY_STATES),
  channel: optionalEnumField('发送渠道', DELIVERY_CHANNELS),
  keyword: textField('手机号或邮箱', 100, false),
});

export const handlers: Handlers = {
  'operator_outbox/get': async ({ db, input, paging }) => {
    const f = validate(listQuery, input);
    const { list: rows, total } = await listDeliveries(
      db,
      { state: f.state, channel: f.channel, keyword: f.keyword.toLowerCase() },
      paging,
    );
    return list(rows, total, paging.page, paging.limit);
  },
};
