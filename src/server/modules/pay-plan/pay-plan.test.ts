import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { splitFen } from '../../../core/rules/settlement';
import { goodsCart, orderPayPlans, orders, payments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Buyer, orderDelivered, payDue, placeOrder, withBuyers } from '../order/order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s), { clear: [orders, goodsCart] });

const stages = (orderId: number) =>
  t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, orderId)).orderBy(asc(orderPayPlans.seq));
const accept = (id: number, b = b1) => t.call('order_pay_plan_order/acceptance', { id }, b.token);

describe('order_pay_plan_order/acceptance', () => {
  it('accepts the work of a deposit order in service: the balance becomes due', async () => {
    const id = await orderDelivered(t, b1, { pay_plan: 'deposit' });
    expect(await accept(id)).toMatchObject({ status: true, message: '验收成功，请支付尾款' });
    const [deposit, balance] = await stages(id);
    expect(deposit!.acceptedAt).toBeNull();
    expect(balance!.acceptedAt).toBeInstanceOf(Date);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe('pending_balance');
    expect((await accept(id)).message).toBe('订单待付尾款，不能验收');
  });

  it('refuses before service and when everything is paid', async () => {
    const unpaid = await placeOrder(t, b1, { pay_plan: 'deposit' });
    expect((await accept(unpaid)).message).toBe('订单待付款，不能验收');
    await payDue(t, unpaid);
    expect((await accept(unpaid)).message).toBe('订单待签约，不能验收');
    const full = await orderDelivered(t, b1);
    expect((await accept(full)).message).toBe('款项已全部付清，请直接确认完成');
  });

  it('buyer2 cannot accept buyer 1’s order: the same answer as a missing id', async () => {
    const id = await orderDelivered(t, b1, { pay_plan: 'deposit' });
    const foreign = await accept(id, b2);
    expect(foreign).toEqual(await accept(999999, b2));
    expect(foreign).toMatchObject({ status: false, message: '订单不存在' });
    expect((await stages(id)).every((s) => s.acceptedAt === null)).toBe(true);
  });
});

describe('order_pay_plan receipts', () => {
  it('answers the transaction receipt of a paid stage', async () => {
    const id = await placeOrder(t, b1, { invoice_id: b1.invoiceId });
    await payDue(t, id);
    const [stage] = await stages(id);
    const [payment] = await t.db
      .insert(payments)
      .values({
        payNo: 'P2024000001',
        orderId: id,
        planId: stage!.id,
        userId: b1.userId,
        amountFen: stage!.amountFen,
        channel: 'test',
        status: 'paid',
        tradeNo: 'T2024000001',
        expiresAt: new Date(Date.now() + 600_000),
        paidAt: new Date(),
      })
      .returning();
    await t.db.update(orderPayPlans).set({ paymentId: payment!.id }).where(eq(orderPayPlans.id, stage!.id));
    const answer = await t.call('order_pay_plan/transactionReceipt', { id: stage!.id }, b1.token);
    expect(answer.data.info).toMatchObject({
      stage: '全款',
      pay_no: 'P2024000001',
      trade_no: 'T2024000001',
      channel: '测试支付',
      amount: 4000,
      payer: '北京华检科技有限公司',
      payee: '中研检测技术（苏州）有限公司',
    });
    expect(answer.data.info.receipt_no).toMatch(/^JY\d+$/);
  });

  it('splits a paid stage 3 % / 97 % exactly to the fen', async () => {
    expect(splitFen(400_000)).toEqual({ feeFen: 12_000, merchantFen: 388_000 });
    expect(splitFen(1)).toEqual({ feeFen: 0, merchantFen: 1 });
    expect(splitFen(117_001)).toEqual({ feeFen: 3510, merchantFen: 113_491 });
    const id = await orderDelivered(t, b1, { pay_plan: 'deposit' });
    const [deposit, balance] = await stages(id);
    const answer = await t.call('order_pay_plan/divisionReceipt', { id: deposit!.id }, b1.token);
    expect(answer.data.info).toMatchObject({
      stage: '预付款',
      amount: 1200,
      platform_fee: 36,
      merchant_amount: 1164,
      parties: [
        { name: '平台服务费', rate: '3%', amount: 36 },
        { name: '中研检测技术（苏州）有限公司', rate: '97%', amount: 1164 },
      ],
    });
    expect((await t.call('order_pay_plan/divisionReceipt', { id: balance!.id }, b1.token)).message).toBe(
      '该阶段尚未支付，暂无凭证',
    );
  });

  it('buyer2 cannot read buyer 1’s receipts: the same answer as a missing id', async () => {
    const id = await orderDelivered(t, b1);
    const [stage] = await stages(id);
    for (const endpoint of ['order_pay_plan/transactionReceipt', 'order_pay_plan/divisionReceipt'] as const) {
      const foreign = await t.call(endpoint, { id: stage!.id }, b2.token);
      expect(foreign).toEqual(await t.call(endpoint, { id: 999999 }, b2.token));
      expect(foreign).toMatchObject({ status: false, message: '付款记录不存在' });
      expect((await t.call(endpoint, {}, b1.token)).message).toBe('缺少付款阶段ID');
    }
  });

  it('answers -2 to merchants and experts', async () => {
    for (const who of ['merchant', 'expert'] as const) {
      const { token } = await t.loginAs(who);
      for (const endpoint of [
        'order_pay_plan_order/acceptance',
        'order_pay_plan/transactionReceipt',
        'order_pay_plan/divisionReceipt',
      ] as const) {
        expect((await t.call(endpoint, { id: 1 }, token)).status).toBe(-2);
      }
    }
  });
});
