/**
 * An approved refund of an Alipay-paid order: 退款中 while alipay.trade.refund is on its way, the
 * refund sent once per out_request_no, then 已退款; the lab's settlement no longer lists it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payProvidersOf } from '../../app';
import { paymentRefunds } from '../../db/schema';
import { body, type TestApp } from '../../test/test-app';
import { labToken } from '../merchant-order/merchant-order.test-kit';
import { type Buyer, placeOrder } from '../order/order-fixtures';
import { withAlipay } from '../pay/pay.test-helpers';
import { runRefunds } from '../pay/pay-refund';
import type { GatewayStandIn } from '../pay/providers/alipay-gateway.test-helpers';
import { refundApproved, statusOf } from './refund.test-kit';

let gw: GatewayStandIn;
let t: TestApp;
let b1: Buyer;
withAlipay((s) => ({ gw, t, b1 } = s));

describe('a refund of an Alipay payment', () => {
  it('goes back through alipay.trade.refund once; the order is 退款中, then 已退款', async () => {
    const id = await placeOrder(t, b1);
    const res = await t.request(`/api/pay/getCheckstandUrl?id=${id}&method=alipay`, {
      headers: { 'login-token': b1.token },
    });
    const payNo = (await body(res)).data.pay_no as string;
    gw.pay(payNo, '4000.00');
    const answer = await t.request('/notify/alipay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(gw.notification(payNo, 'TRADE_SUCCESS')).toString(),
    });
    expect(await answer.text()).toBe('success');
    const lab = await labToken(t);
    expect((await t.call('merchant_amount_record/get', {}, lab)).data.list).toContainEqual(
      expect.objectContaining({ order_id: id }),
    );

    const change = await refundApproved(t, b1, id);
    expect(await statusOf(t, id)).toBe('refunding');
    expect((await t.call('merchant_amount_record/get', {}, lab)).data.list).not.toContainEqual(
      expect.objectContaining({ order_id: id }),
    );
    const [queued] = await t.db.select().from(paymentRefunds);
    expect(queued).toMatchObject({
      method: 'provider',
      status: 'pending',
      outRequestNo: `RF${change}P${queued!.paymentId}`,
    });

    const providers = payProvidersOf(t.app);
    const [one, two] = await Promise.all([runRefunds(t.db, providers), runRefunds(t.db, providers)]);
    expect(one.refunded + two.refunded).toBe(1);
    expect([...gw.refunds.values()]).toEqual([{ outTradeNo: payNo, amount: '4000.00' }]);
    expect(await statusOf(t, id)).toBe('refunded');
    const info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ status: 'refunded', status_label: '已退款', actions: [] });
    expect(info.events.map((e: { action: string }) => e.action).slice(-2)).toEqual(['refund', 'refundDone']);
    // an Alipay refund is never 财务's: the finance queue does not list it
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.method, 'finance'))).toHaveLength(
      0,
    );
  });
});
