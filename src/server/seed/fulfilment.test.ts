import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  evidenceEntries,
  merchantAmountRecords,
  orderPayPlans,
  orders,
  payments,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { FULFIL_BUYER } from './fulfilment';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const paymentEntries = async (orderNos: string[]) =>
  t.db
    .select()
    .from(evidenceEntries)
    .where(and(eq(evidenceEntries.kind, 'payment'), inArray(evidenceEntries.subject, orderNos)));

describe('the demo seed', () => {
  it('pays the fulfilment orders through the settlement: each paid stage has its payment, record and ledger entry', async () => {
    const [buyer] = await t.db.select().from(accounts).where(eq(accounts.mobile, FULFIL_BUYER.mobile));
    const demo = await t.db.select().from(orders).where(eq(orders.userId, buyer!.id));
    expect(demo).toHaveLength(7);
    const entries = await paymentEntries(demo.map((o) => o.orderNo));
    for (const o of demo) {
      const stages = await t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, o.id));
      const paid = stages.filter((s) => s.status === 'paid');
      expect(paid.length, o.orderNo).toBeGreaterThan(0);
      expect(o.paidAmountFen).toBe(paid.reduce((sum, s) => sum + s.amountFen, 0));
      const settled = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, o.id), eq(payments.status, 'paid')));
      expect(settled.map((p) => p.planId).sort()).toEqual(paid.map((s) => s.id).sort());
      const records = await t.db
        .select()
        .from(merchantAmountRecords)
        .where(eq(merchantAmountRecords.orderId, o.id));
      expect(records).toHaveLength(paid.length);
      expect(entries.filter((e) => e.subject === o.orderNo)).toHaveLength(paid.length);
    }
    // the seven are spread over the steps, from 待寄样 to 已完成, as before
    expect(new Set(demo.map((o) => o.status)).size).toBe(7);
  });

  it('every paid demo order has a payment entry in the evidence ledger', async () => {
    const paid = await t.db.select().from(orders).where(gt(orders.paidAmountFen, 0));
    expect(paid.length).toBeGreaterThan(7);
    const entries = await paymentEntries(paid.map((o) => o.orderNo));
    const withEntry = new Set(entries.map((e) => e.subject));
    expect(paid.filter((o) => !withEntry.has(o.orderNo)).map((o) => o.orderNo)).toEqual([]);
  });

  it('the demo reports verify by number with what the paper states', async () => {
    const [buyer] = await t.db.select().from(accounts).where(eq(accounts.mobile, FULFIL_BUYER.mobile));
    // the oldest is 已完成: paid twice, signed, reported
    const [done] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer!.id))
      .orderBy(orders.id)
      .limit(1);
    const byOrder = await t.call('blockchain/info', { no: done!.orderNo });
    const kinds = byOrder.data.info.related.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['payment', 'payment', 'report']));
    const report = byOrder.data.info.related.find((e: { kind: string }) => e.kind === 'report');
    const verified = await t.call('report/verify', { report_no: report.subject });
    expect(verified.data.info.facts).toMatchObject({
      lab: expect.stringMatching(/.+/),
      client: '苏州****有限公司',
      sample: '生活饮用水（末梢水）',
      standard: 'GB 5749-2022《生活饮用水卫生标准》',
    });
  });
});
