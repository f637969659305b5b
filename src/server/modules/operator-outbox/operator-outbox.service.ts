import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DeliveryEntry, DeliveryState } from '../../../core/api/contract/models-operator';
import type { DbOrTx } from '../../db';
import { outbox } from '../../db/schema';
import type { Paging } from '../../lib/handler';
import { paged } from '../../lib/list-query';
import { maskTarget } from '../../lib/messaging/mask';
import { iso } from '../operator-review/review-kind';

export const DELIVERY_STATES = [
  'pending',
  'sent',
  'failed',
  'skipped',
] as const satisfies readonly DeliveryState[];
const CHANNELS = ['sms', 'mail'] as const;

const PURPOSE_NAMES: Record<string, string> = {
  register: '注册',
  login: '登录',
  findpass: '找回密码',
  change_mobile: '更换手机号',
  bind_mobile: '绑定手机号',
  bind_email: '绑定邮箱',
  contract_sign: '合同签署',
};

export interface DeliveryFilter {
  state: DeliveryState | null;
  channel: (typeof CHANNELS)[number] | null;
  /** A whole mobile or e-mail address: the desk looks up a caller, it does not browse numbers. */
  keyword: string;
}

/**
 * The deliveries of SMS and e-mail codes, newest first. The code is never selected, and the
 * target is masked: the desk sees whether a caller's code left, not what it was.
 */
export async function listDeliveries(db: DbOrTx, f: DeliveryFilter, paging: Paging) {
  const where: SQL[] = [inArray(outbox.channel, f.channel ? [f.channel] : [...CHANNELS])];
  if (f.state) where.push(eq(outbox.state, f.state));
  if (f.keyword) where.push(eq(outbox.to, f.keyword));
  const cond = and(...where);
  const { list: rows, total } = await paged(
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        to: outbox.to,
        purpose: outbox.purpose,
        state: outbox.state,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(cond)
      .orderBy(desc(outbox.id)),
    db.select({ n: count() }).from(outbox).where(cond),
    paging,
  );
  const list: DeliveryEntry[] = rows.map((r) => ({
    id: r.id,
    channel: r.channel as DeliveryEntry['channel'],
    to: maskTarget(r.channel, r.to),
    purpose: r.purpose,
    purpose_name: PURPOSE_NAMES[r.purpose] ?? r.purpose,
    state: r.state as DeliveryState,
    attempts: r.attempts,
    last_error: r.lastError,
    created_at: iso(r.createdAt),
    sent_at: iso(r.sentAt),
  }));
  return { list, total };
}

export { CHANNELS as DELIVERY_CHANNELS };
