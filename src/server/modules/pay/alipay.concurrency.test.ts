import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, payProvidersOf } from '../../app';
import { orderEvents, orders, paymentRefunds } from '../../db/schema';
import { type SeededDatabase, seededTempDatabase } from '../../test/postgres';
import { body, type TestApp, testAppOn } from '../../test/test-app';
import { type Buyer, buyerOf, placeOrder } from '../order/order-fixtures';
import { approveRefund } from '../order-change/order-change.service';
import { reconcileDue } from './pay-reconcile';
import { runRefunds } from './pay-refund';
import { type GatewayStandIn, startAlipayGateway } from './providers/alipay-gateway.test-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Reconciliation and refunds run in every server process: on real PostgreSQL, four processes'
 * rounds at the same moment ask Alipay about an intent once, settle it once and refund it once.
 */
describe.skipIf(!adminUrl)('Alipay jobs in several processes (PostgreSQL)', () => {
  let temp: SeededDatabase;
  let gw: GatewayStandIn;
  let apps: TestApp[];
  let b1: Buyer;

  beforeAll(async () => {
    temp = await seededTempDatabase(adminUrl!, { demo: true, max: 20 });
    gw = await startAlipayGateway();
    apps = [1, 2, 3, 4].map(() =>
      testAppOn(createApp(temp.database.db, { onError: () => {}, alipay: gw.settings }), temp.database),
    );
    b1 = await buyerOf(apps[0]!, 'buyer');
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    await temp?.close();
  });

  it('a lost notification is asked about once and settled once; its refund is sent once', async () => {
    const t = apps[0]!;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await placeOrder(t, b1);
      const res = await t.request(`/api/pay/getCheckstandUrl?id=${id}&method=alipay`, {
        headers: { 'login-token': b1.token },
      });
      const payNo = (await body(res)).data.pay_no as string;
      gw.pay(payNo, '4000.00');
      ids.push(id);
    }
    const later = new Date(Date.now() + 2 * 60_000);
    const rounds = await Promise.all(apps.map((a) => reconcileDue(a.db, payProvidersOf(a.app), later)));
    expect(rounds.reduce((n, r) => n + r.asked, 0)).toBe(3);
    expect(gw.requests.filter((r) => r.method === 'alipay.trade.query')).toHaveLength(3);
    for (const id of ids) {
      const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
      const pays = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
        (e) => e.action === 'pay',
      );
      expect(pays).toHaveLength(1);
    }

    const change = await t.call('order_change/add', { order_id: ids[0], type: 3, reason: '退款' }, b1.token);
    await approveRefund(t.db, change.data.id);
    const sent = await Promise.all(apps.map((a) => runRefunds(a.db, payProvidersOf(a.app))));
    expect(sent.reduce((n, r) => n + r.refunded, 0)).toBe(1);
    expect(gw.requests.filter((r) => r.method === 'alipay.trade.refund')).toHaveLength(1);
    expect(await t.db.select().from(paymentRefunds)).toMatchObject([{ status: 'refunded', attempts: 1 }]);
  });
});
