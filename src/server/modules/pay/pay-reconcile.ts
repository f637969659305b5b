import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { payments } from '../../db/schema';
import { onShutdown, startPeriodic } from '../../lib/lifecycle';
import { actOn } from './pay-notify';
import { runRefunds, setRefundKick } from './pay-refund';
import type { PaymentProvider, PayProviders } from './providers/types';

/** An intent younger than this is left to its notification; one asked about is not asked again for as long. */
export const RECONCILE_AFTER_MS = 60_000;
/** Intents older than this are no longer asked about (an intent lives 30 minutes). */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** A trade the provider never saw is closed this long after the intent's end. */
const CLOSE_MISSING_AFTER_MS = 2 * 60_000;
const EVERY_MS = 60_000;

export interface Reconciled {
  orderId: number;
  state: 'paid' | 'closed' | 'waiting';
}

/**
 * Asks the provider what became of one intent and acts on the answer through the same decision as
 * a notification (actOn: the pay_no, channel and amount are checked, then the one settlement):
 * paid → settled (once, however often asked), closed → the intent closes, a trade the provider
 * never saw → closed once the intent has ended. Null when the pay_no is not this provider's.
 */
export async function reconcilePayNo(
  db: Db,
  provider: PaymentProvider,
  payNo: string,
  now = new Date(),
): Promise<Reconciled | null> {
  const [p] = await db.select().from(payments).where(eq(payments.payNo, payNo)).limit(1);
  if (!p || p.channel !== provider.channel) return null;
  if (p.status !== 'pending') return { orderId: p.orderId, state: p.status === 'paid' ? 'paid' : 'closed' };
  const trade = await provider.queryTrade(payNo);
  const ended = p.expiresAt.getTime() + CLOSE_MISSING_AFTER_MS < now.getTime();
  let outcome: string | null = null;
  if (trade.state === 'paid') {
    outcome = await db.transaction((tx) => actOn(tx, provider, { kind: 'paid', payNo, ...trade }));
  } else if (trade.state === 'closed' || (trade.state === 'missing' && ended)) {
    outcome = await db.transaction((tx) =>
      actOn(tx, provider, { kind: 'closed', payNo, tradeNo: '', amountFen: p.amountFen }),
    );
  }
  const [after] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, p.id));
  const state = after?.status === 'paid' ? 'paid' : after?.status === 'closed' ? 'closed' : 'waiting';
  if (outcome?.startsWith('rejected:')) console.error(`[tic] reconcile ${payNo}: ${outcome}`);
  return { orderId: p.orderId, state };
}

/**
 * One round of reconciliation: the pending intents of every provider, older than a minute (their
 * notification may simply be on its way) and not asked about in the last minute, are claimed
 * (SELECT … FOR UPDATE SKIP LOCKED, then checked_at moves on: the claim is the lease), so
 * processes on several machines never ask about one intent at once, and the provider is called
 * with no lock held.
 */
export async function reconcileDue(db: Db, providers: PayProviders, now = new Date(), batch = 20) {
  const channels = providers.online.map((p) => p.channel);
  if (channels.length === 0) return { asked: 0 };
  const quiet = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          inArray(payments.channel, channels),
          lt(payments.createdAt, quiet),
          gt(payments.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, quiet)),
        ),
      )
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ checkedAt: now })
      .where(
        inArray(
          payments.id,
          due.map((d) => d.id),
        ),
      )
      .returning({ payNo: payments.payNo, channel: payments.channel });
  });
  for (const row of claimed) {
    const provider = providers.byChannel(row.channel);
    if (provider) await reconcilePayNo(db, provider, row.payNo, now);
  }
  return { asked: claimed.length };
}

/**
 * The payment job of a server process: every minute it reconciles intents whose notification did
 * not come and sends the refunds that are due; an approved refund wakes it at once.
 */
export function startPayJobs(db: Db, providers: PayProviders): void {
  if (providers.online.length === 0) return;
  const run = startPeriodic(
    'payment job',
    async () => {
      await reconcileDue(db, providers);
      await runRefunds(db, providers);
    },
    { everyMs: EVERY_MS },
  );
  setRefundKick(run);
  onShutdown(() => setRefundKick(undefined));
}
