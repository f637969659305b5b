import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { TRANSFER_HOLD_DAYS } from '../../../core/api/contract/models-transfer';
import type { DbOrTx } from '../../db';
import { bankTransfers, orderEvents, orders } from '../../db/schema';

export const HOLD_MS = TRANSFER_HOLD_DAYS * 24 * 3600_000;
export const LAPSED_NOTE = `对公转账申报 ${TRANSFER_HOLD_DAYS} 天内未确认到账，订单已自动取消`;

/**
 * Whether the order a statement reads (`orders`) waits for 财务: its buyer declared a transfer
 * (已汇款) less than the hold ago. Such an order is not cancelled at its pay deadline: the
 * money may be on its way through the bank. The status index leads: few rows are declared.
 */
export const heldByTransfer = (now = new Date()) =>
  // the comparison through gt(): the column maps the Date for the driver (postgres-js takes no Date in raw SQL)
  sql<boolean>`exists (select 1 from ${bankTransfers} where ${bankTransfers.status} = 'declared' and ${bankTransfers.orderId} = ${orders.id} and ${gt(bankTransfers.declaredAt, new Date(now.getTime() - HOLD_MS))})`;

/**
 * The order's declarations that have waited the whole hold, marked lapsed (with a line on the
 * order's timeline): called where an overdue order is cancelled, in the same transaction.
 * Answers how many lapsed, so the cancellation can say why.
 */
export async function lapseDeclarations(
  tx: DbOrTx,
  order: { id: number; status: string },
  now = new Date(),
): Promise<number> {
  const lapsed = await tx
    .update(bankTransfers)
    .set({ status: 'lapsed' })
    .where(
      and(
        eq(bankTransfers.orderId, order.id),
        eq(bankTransfers.status, 'declared'),
        lt(bankTransfers.declaredAt, new Date(now.getTime() - HOLD_MS)),
      ),
    )
    .returning({ id: bankTransfers.id });
  if (lapsed.length) await noteLapse(tx, order);
  return lapsed.length;
}

/** The line on the order's timeline that says a declaration lapsed; the order's state stays. */
export async function noteLapse(tx: DbOrTx, order: { id: number; status: string }): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    action: 'transfer',
    fromStatus: order.status,
    toStatus: order.status,
    note: `对公转账申报已失效：${TRANSFER_HOLD_DAYS} 天内未确认到账`,
  });
}
