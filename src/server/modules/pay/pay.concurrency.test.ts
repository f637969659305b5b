import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { electronicContracts, orderEvents, orders, paymentNotifications, payments } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, placeOrder } from '../order/order-fixtures';
import { deliver, notificationFor } from './pay.test-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Double payment on real PostgreSQL: PGlite runs one transaction at a time and
 * would hide the race these guard against.
 */
describe.skipIf(!adminUrl)('payment under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let b1: Buyer;

  onPostgresApp(
    async (app) => {
      t = app;
      b1 = await buyerOf(t, 'buyer');
    },
    { payNotify: async () => 'success' },
  );

  const state = async (id: number) => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    const contracts = await t.db
      .select()
      .from(electronicContracts)
      .where(eq(electronicContracts.orderId, id));
    return { order: order!, pays: events.filter((e) => e.action === 'pay'), contracts };
  };

  async function cashierIntent() {
    const id = await placeOrder(t, b1);
    const answer = await t.call('pay/getCheckstandUrl', { id }, b1.token);
    expect(answer.status).toBe(true);
    return { id, payNo: answer.data.pay_no as string };
  }

  it('20 concurrent deliveries of the same notification pay the order once', async () => {
    const { id, payNo } = await cashierIntent();
    const note = await notificationFor(t, payNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t, note)));
    expect(answers.filter((a) => a === 'success')).toHaveLength(1);
    const { order, pays, contracts } = await state(id);
    expect(order).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(pays).toHaveLength(1);
    expect(contracts).toHaveLength(1);
    const log = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.payNo, payNo));
    expect(log).toHaveLength(20);
    expect(log.filter((l) => l.outcome === 'accepted')).toHaveLength(1);
    expect(log.filter((l) => l.outcome === 'rejected:replay')).toHaveLength(19);
  });

  it('20 concurrent redeliveries (fresh nonces) are all answered success and pay once', async () => {
    const { id, payNo } = await cashierIntent();
    const notes = await Promise.all(Array.from({ length: 20 }, () => notificationFor(t, payNo)));
    const answers = await Promise.all(notes.map((n) => deliver(t, n)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    const { order, pays, contracts } = await state(id);
    expect(order).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(pays).toHaveLength(1);
    expect(contracts).toHaveLength(1);
    const log = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.payNo, payNo));
    expect(log.map((l) => l.outcome).sort()).toEqual(['accepted', ...Array(19).fill('duplicate')]);
  });

  it('a notification racing pay/payTest and a second intent still pays the stage once', async () => {
    const { id, payNo } = await cashierIntent();
    const note = await notificationFor(t, payNo);
    const [notified, ...tests] = await Promise.all([
      deliver(t, note),
      ...Array.from({ length: 5 }, () => t.call('pay/payTest', { id }, b1.token)),
    ]);
    // no deadlock surfaces as a 500: the losers are refused with the reason
    expect(tests.every((a) => a.http === 200)).toBe(true);
    const testWins = tests.filter((a) => a.status === true).length;
    // a notification that lost the race is still acknowledged (the provider stops redelivering;
    // its money is refunded) but logged as a duplicate, not as the payment
    expect(notified).toBe('success');
    const [logged] = await t.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.payNo, payNo));
    expect(testWins + (logged?.outcome === 'accepted' ? 1 : 0)).toBe(1);
    const { order, pays } = await state(id);
    expect(order).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    expect(pays).toHaveLength(1);
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(paid.filter((p) => p.status === 'paid')).toHaveLength(1);
  });
});
