import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantAmountRecords, orderPayPlans, orders } from '../../db/schema';
import { labToken } from '../merchant-order/merchant-order.test-kit';
import { buyersForFile, move, PAYING_BUYERS, payDue, placeOrder, workDone } from '../order/order-fixtures';
import { currentMonth } from '../user-amount-record/user-amount-record.service';
import { reverseSettlements } from './merchant-amount-record.service';

// every test starts without orders (their settlement records go with them)
const { t, b1 } = buyersForFile(PAYING_BUYERS);

/** An order of the demo lab's goods 1 paid in full through the settlement (pay/payTest). */
async function paidOrder(): Promise<number> {
  const id = await placeOrder(t, b1);
  expect((await t.call('pay/payTest', { id }, b1.token)).status).toBe(true);
  return id;
}

const netOf = async (id: number) =>
  (await t.db.select().from(merchantAmountRecords).where(eq(merchantAmountRecords.orderId, id)))[0]!.netFen /
  100;

describe('a lab’s income: one figure on 工作台 and 资金结算', () => {
  it('both answer the lab’s net of the month’s paid stages, refunds left out, split into 已结算 and 待结算', async () => {
    const lab = await labToken(t);
    // under way: 待结算
    const pending = await paidOrder();
    // confirmed by the buyer: 已结算
    const done = await paidOrder();
    await move(t, done, 'sign');
    await workDone(t, done);
    await move(t, done, 'confirm');
    // refunded: its money went back, it counts for nothing
    const refunded = await paidOrder();
    await t.db.transaction((tx) => reverseSettlements(tx, refunded));
    // a stage marked paid outside the settlement (no record) is no income of the lab's either
    const outside = await placeOrder(t, b1);
    await payDue(t, outside);
    expect(
      await t.db
        .select()
        .from(orderPayPlans)
        .where(and(eq(orderPayPlans.orderId, outside), eq(orderPayPlans.status, 'paid'))),
    ).toHaveLength(1);

    const centre = (await t.call('merchant_center/info', {}, lab)).data.info;
    const month = currentMonth();
    const asked = (await t.call('merchant_amount_record/statics', { month }, lab)).data.info;
    const unasked = (await t.call('merchant_amount_record/statics', {}, lab)).data.info;
    const expected = (await netOf(pending)) + (await netOf(done));

    expect(centre.income_month).toBe(month);
    // the workbench's waiting counts are those of the lists its tiles open
    const mine = (await t.call('merchant_contract/get', { state: 'mine' }, lab)).data;
    expect(centre.contracts_to_sign).toBe(mine.counts.mine);
    expect(centre.contracts_to_sign).toBeGreaterThan(0);
    const open = (await t.call('merchant_after_sale/get', { status: 'open' }, lab)).data;
    expect(centre.after_sales_open).toBe(open.total);
    expect(centre.month_income).toBe(expected.toFixed(2));
    expect(asked.month_net.toFixed(2)).toBe(centre.month_income);
    expect(unasked).toEqual(asked);
    expect(asked).toMatchObject({
      month,
      month_settled: await netOf(done),
      month_pending: await netOf(pending),
      month_count: 2,
    });
    // net of the platform fee: less than what the buyer paid
    expect(asked.month_gross).toBeGreaterThan(asked.month_net);

    const listed = (await t.call('merchant_amount_record/get', { month }, lab)).data.list;
    expect(
      listed.map((r: { order_id: number; settle_state: string; settle_label: string }) => [
        r.order_id,
        r.settle_state,
        r.settle_label,
      ]),
    ).toEqual([
      [done, 'settled', '已结算'],
      [pending, 'pending', '待结算'],
    ]);
  });

  it('another month’s income is that month’s alone, on both', async () => {
    const lab = await labToken(t);
    const id = await paidOrder();
    await t.db
      .update(merchantAmountRecords)
      .set({ month: '2025-03' })
      .where(eq(merchantAmountRecords.orderId, id));
    const centre = (await t.call('merchant_center/info', {}, lab)).data.info;
    expect(centre.month_income).toBe('0.00');
    const march = (await t.call('merchant_amount_record/statics', { month: '2025-03' }, lab)).data.info;
    expect(march).toMatchObject({
      month_net: await netOf(id),
      month_pending: await netOf(id),
      month_settled: 0,
    });
    const status = (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
    expect(status).toBe('pending_sign');
  });
});
