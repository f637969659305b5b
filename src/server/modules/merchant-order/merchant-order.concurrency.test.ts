import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { electronicContracts, orderPayPlans, orders } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { signBoth } from '../contract/contract.test-helpers';
import { upload } from '../merchant-center/merchant.test-helpers';
import { type Buyer, buyerOf, move, placeOrder } from '../order/order-fixtures';
import { labToken, labWork, REPORT_PDF } from './merchant-order.test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The lab's answers on real PostgreSQL, where requests truly overlap: the journey
 * end to end, ten approvals of one amount change at once (the stage moves once), ten clicks of
 * 开始检测 at once, and two reports racing for one number.
 */
describe.skipIf(!adminUrl)('fulfilment on PostgreSQL', () => {
  let t: TestApp;
  let b: Buyer;
  let lab: string;

  onPostgresApp(async (app) => {
    t = app;
    b = await buyerOf(t, 'buyer');
    lab = await labToken(t);
  });

  const signed = async () => {
    const id = await placeOrder(t, b, { pay_plan: 'deposit' });
    expect((await t.call('pay/payTest', { id }, b.token)).status).toBe(true);
    await move(t, id, 'sign');
    return id;
  };

  it('runs the journey: report downloaded as uploaded, verified, a changed copy refused, completed', async () => {
    const id = await signed();
    const reportNo = await labWork(t, b.token, id, { lab, reportNo: 'PG-2026-000001' });
    const info = (await t.call('order/info', { id }, b.token)).data.info;
    expect(info).toMatchObject({ status: 'delivered', report: { report_no: reportNo } });
    const bytes = new Uint8Array(await (await t.request(info.report.url)).arrayBuffer());
    expect(bytes).toEqual(REPORT_PDF);
    const sha = (x: Uint8Array) => createHash('sha256').update(x).digest('hex');
    expect((await t.call('report/verify', { report_no: reportNo, sha256: sha(bytes) })).status).toBe(true);
    const changed = bytes.slice();
    changed[0] ^= 1;
    expect((await t.call('report/verify', { report_no: reportNo, sha256: sha(changed) })).status).toBe(false);
    await t.call('order_pay_plan_order/acceptance', { id }, b.token);
    await t.call('pay/payTest', { id }, b.token);
    expect((await t.call('order/confirm', { id }, b.token)).status).toBe(true);
    const records = await t.call('merchant_amount_record/get', {}, lab);
    expect(records.data.list.filter((r: { order_id: number }) => r.order_id === id)).toHaveLength(2);
  }, 60_000);

  it('ten approvals of one amount change at once: one wins; the stage moves once, when both have signed', async () => {
    const id = await signed();
    const change = (
      await t.call('order_change/add', { order_id: id, type: 1, reason: '追加检测项目' }, b.token)
    ).data.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('merchant_order_change/audit', { id: change, approve: true, amount: 5000 + i }, lab),
      ),
    );
    const won = answers.filter((a) => a.status === true);
    expect(won).toHaveLength(1);
    const amount = won[0]!.data.info.new_amount as number;
    const balance = async () =>
      (await t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, id))).find((s) => s.seq === 2)!
        .amountFen;
    // nothing moves before the buyer's consent
    expect(await balance()).toBe(280_000);
    const contracts = await t.db
      .select()
      .from(electronicContracts)
      .where(eq(electronicContracts.orderId, id));
    const supplements = contracts.filter((c) => c.kind === 'supplement');
    expect(supplements).toHaveLength(1);
    await signBoth(t, b, supplements[0]!.id);
    expect(await balance()).toBe(Math.round(amount * 100) - 120_000);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.payAmountFen).toBe(Math.round(amount * 100));
  }, 60_000);

  it('ten clicks of 开始检测 at once move the order once; two reports cannot share a number', async () => {
    const a = await signed();
    const c = await signed();
    for (const id of [a, c]) {
      await t.call(
        'order/shipSample',
        { id, courier_company: '顺丰速运', waybill_no: 'SF1234567890' },
        b.token,
      );
      await t.call('merchant_order/receiveSample', { id, note: '完好' }, lab);
    }
    const starts = await Promise.all(
      Array.from({ length: 10 }, () => t.call('merchant_order/startTest', { id: a }, lab)),
    );
    expect(starts.filter((s) => s.status === true)).toHaveLength(1);
    await t.call('merchant_order/startTest', { id: c }, lab);
    const files = [await upload(t, lab, REPORT_PDF, 'a.pdf'), await upload(t, lab, REPORT_PDF, 'c.pdf')];
    const issued = await Promise.all(
      [a, c].map((id, i) =>
        t.call('merchant_order/issueReport', { id, report_no: 'PG-RACE-0001', file_id: files[i] }, lab),
      ),
    );
    expect(issued.filter((x) => x.status === true)).toHaveLength(1);
    expect(issued.find((x) => x.status !== true)?.message).toBe('报告编号已存在，请核对后重新填写');
  }, 60_000);
});
