/** Helpers of the refund tests: an order paid by 对公转账 and confirmed by 财务, then a refund asked and approved. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bankTransfers, orders } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { labToken } from '../merchant-order/merchant-order.test-kit';
import { staffCall } from '../operator/operator-test-kit';
import { type Buyer, placeOrder } from '../order/order-fixtures';

let serials = 0;

/** A ¥4000 full-plan order whose buyer paid by transfer, confirmed by `financeToken`; answers its id and the reference. */
export async function paidByTransfer(t: TestApp, b: Buyer, financeToken: string) {
  const id = await placeOrder(t, b);
  const info = (await t.call('pay/transferInfo', { id }, b.token)).data;
  expect((await t.call('pay/transferDeclare', { id, stage_id: info.stage_id }, b.token)).status).toBe(true);
  const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, id));
  serials += 1;
  const serial = `IN${Date.now().toString(36)}${serials}`.toUpperCase();
  const confirmed = await staffCall(
    t,
    'operator_pay/confirmTransfer',
    { id: row!.id, amount: info.amount, bank_serial: serial },
    financeToken,
  );
  expect(confirmed).toMatchObject({ status: true });
  return { id, reference: row!.reference as string, serial };
}

/** The buyer asks for a refund and the demo lab approves it; answers the change id. */
export async function refundApproved(t: TestApp, b: Buyer, orderId: number): Promise<number> {
  const asked = await t.call(
    'order_change/add',
    { order_id: orderId, type: 3, reason: '项目取消，申请退款' },
    b.token,
  );
  expect(asked).toMatchObject({ status: true });
  const lab = await labToken(t);
  const approved = await t.call('merchant_order_change/audit', { id: asked.data.id, approve: true }, lab);
  expect(approved).toMatchObject({ status: true });
  return asked.data.id;
}

export const statusOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
