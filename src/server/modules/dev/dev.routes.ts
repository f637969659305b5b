import { z } from 'zod';
import { list } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { listOutbox, type OutboxChannel } from '../../lib/outbox';
import { parsePaging } from '../../lib/request';
import { enumField, type RequestSchema, textField, validate } from '../../lib/validation';

/** The table gives dev/outbox no listMax; a demo reader wants more than the default page. */
const OUTBOX_LIST_MAX = 100;

const outboxQuery = z.object({
  to: textField('接收方', 100, false),
  channel: enumField<OutboxChannel | ''>('渠道', ['', 'sms', 'mail'], ''),
}) satisfies RequestSchema<'dev/outbox'>;

export const handlers: Handlers = {
  // Demo-only: app.ts leaves it unregistered when TIC_ENV=production.
  'dev/outbox': async ({ db, input }) => {
    const q = validate(outboxQuery, input);
    const paging = parsePaging(input, OUTBOX_LIST_MAX);
    const { list: items, total } = await listOutbox(db, {
      to: q.to || undefined,
      channel: q.channel || undefined,
      ...paging,
    });
    return list(items, total, paging.page, paging.limit);
  },
};
