import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankTransfers, orderEvents, orders, payments, staffAudit } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { staffCall } from '../operator/operator-test-kit';
import { type Buyer, buyerOf, placeOrder } from '../order/order-fixtures';
import { type Staffed, staffWithAccount } from './transfer.test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Two 财务 staff confirming the same transfer at the same moment, on real PostgreSQL (PGlite runs
 * one transaction at a time and would hide the race): the stage is settled once.
 */
describe.skipIf(!adminUrl)('confirming a bank transfer under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let b1: Buyer;
  let s: Staffed;

  onPostgresApp(async (app) => {
    t = app;
    b1 = await buyerOf(t, 'buyer');
    s = await staffWithAccount(t);
  });

  it('ten confirmations by two staff at once pay the stage once, with one audit row', async () => {
    const id = await placeOrder(t, b1);
    const info = (await t.call('pay/transferInfo', { id }, b1.token)).data;
    expect((await t.call('pay/transferDeclare', { id, stage_id: info.stage_id }, b1.token)).status).toBe(
      true,
    );
    const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffCall(
          t,
          'operator_pay/confirmTransfer',
          { id: row!.id, amount: info.amount, bank_serial: `RACE-${id}-${i % 2}` },
          (i % 2 ? s.finance : s.finance2).token,
        ),
      ),
    );
    expect(answers.every((a) => a.http === 200)).toBe(true);
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect(answers.filter((a) => a.status === false).map((a) => a.message)).toEqual(
      Array(9).fill('该笔转账已确认到账，请勿重复确认'),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ channel: 'transfer', status: 'paid' });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.action === 'pay')).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'operator_pay/confirmTransfer'));
    expect(audits).toHaveLength(1);
  });
});
