import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderPayPlans, orders, paymentRefunds, payments, staffAudit } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { type Staffed, staffWithAccount } from '../bank-transfer/transfer.test-kit';
import { buyerSigns, demoLab, labSigns } from '../contract/contract.test-helpers';
import { labWork } from '../merchant-order/merchant-order.test-kit';
import { staffCall } from '../operator/operator-test-kit';
import { type Buyer, buyerOf, move, placeOrder } from '../order/order-fixtures';
import { paidByTransfer, refundApproved } from './refund.test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * On real PostgreSQL (PGlite runs one transaction at a time and would hide the races): two 财务
 * staff marking one refund at once record it once, and a lab-approved amount change moves no
 * money until the buyer has signed, however the calls interleave.
 */
describe.skipIf(!adminUrl)('refunds and order changes under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let b1: Buyer;
  let s: Staffed;

  onPostgresApp(async (app) => {
    t = app;
    b1 = await buyerOf(t, 'buyer');
    s = await staffWithAccount(t);
  });

  it('ten 已退款 marks by two staff at once record the refund once, with one audit row', async () => {
    const { id } = await paidByTransfer(t, b1, s.finance.token);
    await refundApproved(t, b1, id);
    const [refund] = await t.db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.orderId, id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffCall(
          t,
          'operator_refund/markRefunded',
          { id: refund!.id, bank_serial: `RACE-RF-${id}-${i}` },
          (i % 2 ? s.finance : s.finance2).token,
        ),
      ),
    );
    expect(answers.every((a) => a.http === 200)).toBe(true);
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status === false).map((a) => a.message))).toEqual(
      new Set(['该笔退款已标记为已退款，请勿重复操作']),
    );
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund!.id));
    expect(row).toMatchObject({ status: 'refunded' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe('refunded');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.action === 'refundDone')).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'operator_refund/markRefunded'));
    expect(audits).toHaveLength(1);
  });

  it('a ¥99,999 approval raced by payments moves nothing until both parties have signed, then once', async () => {
    const lab = await demoLab(t);
    const id = await placeOrder(t, b1, { pay_plan: 'deposit' });
    expect((await t.call('pay/payTest', { id }, b1.token)).status).toBe(true);
    await move(t, id, 'sign');
    await labWork(t, b1.token, id, { lab: lab.token });
    expect((await t.call('order_pay_plan_order/acceptance', { id }, b1.token)).status).toBe(true);
    const change = (await t.call('order_change/add', { order_id: id, type: 1, reason: '加测项目' }, b1.token))
      .data.id;
    const raced = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        t.call(
          'merchant_order_change/audit',
          { id: change, approve: true, amount: 99_999, scope: '加测' },
          lab.token,
        ),
      ),
      ...Array.from({ length: 4 }, () => t.call('order/pay', { id }, b1.token)),
    ]);
    expect(raced.slice(0, 4).filter((a) => a.status === true)).toHaveLength(1);
    for (const pay of raced.slice(4)) expect(pay).toMatchObject({ status: true, data: { amount: 2800 } });
    const stages = async () =>
      (
        await t.db
          .select()
          .from(orderPayPlans)
          .where(eq(orderPayPlans.orderId, id))
          .orderBy(orderPayPlans.seq)
      ).map((p) => p.amountFen);
    expect(await stages()).toEqual([120_000, 280_000]);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.payAmountFen).toBe(400_000);
    const cid = (await t.call('order/info', { id }, b1.token)).data.info.changes[0].contract_id;
    // both sign at the same moment: one of them is told to look again, nothing applies twice
    const both = await Promise.all([buyerSigns(t, b1, cid), labSigns(t, lab, cid)]);
    expect(both.some((a) => a.status === true)).toBe(true);
    for (const a of both.filter((x) => x.status !== true)) {
      const retry = a === both[0] ? await buyerSigns(t, b1, cid) : await labSigns(t, lab, cid);
      expect(retry).toMatchObject({ status: true });
    }
    expect(await stages()).toEqual([120_000, 9_879_900]);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.payAmountFen).toBe(9_999_900);
    const open = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(open.filter((p) => p.status === 'pending' && p.amountFen === 280_000)).toHaveLength(0);
    expect(await t.call('order/pay', { id }, b1.token)).toMatchObject({ data: { amount: 98_799 } });
  });
});
