import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db';
import { orders } from '../../db/schema';
import { refuse } from '../../lib/envelope';
import { reverseCommission } from '../expert/expert-ledger';
import { reverseSettlements } from '../merchant-amount-record/merchant-amount-record.service';
import { transitionOrder } from '../order/order-transition';
import { closeRefundIfDone, queueRefunds } from '../pay/pay-refund';

/**
 * An approved 申请退款 closes the books, inside the approving transaction (the caller holds the
 * order row): the order goes to 退款中 (the state table refuses every further step of the work,
 * payment, signature and change), the lab's settlement rows of the order are reversed and the
 * referring expert's commission too (each at most once), and every paid stage is queued to go
 * back the way it came: the provider's refund, or 财务's transfer. When nothing is left to pay
 * back (a demo test payment), the order is 已退款 at once.
 */
export async function startRefund(
  tx: DbOrTx,
  orderId: number,
  changeId: number,
  note: string,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return refuse('订单不存在');
  await transitionOrder(tx, order, 'refund', note);
  await reverseSettlements(tx, order.id);
  await reverseCommission(tx, order.id);
  await queueRefunds(tx, order.id, changeId);
  await closeRefundIfDone(tx, order.id);
}
