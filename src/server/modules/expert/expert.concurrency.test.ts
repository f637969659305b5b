import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expertProfiles, expertRecords } from '../../db/schema';
import { onPostgresApp } from '../../test/postgres-app';
import type { TestApp } from '../../test/test-app';
import { type Buyer, buyerOf, orderDelivered } from '../order/order-fixtures';
import { approveRefund } from '../order-change/order-change.service';
import { expertWithClient, ledgerOf } from './expert-ledger.test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The ledger's races on real PostgreSQL (PGlite runs one query at a time): an order
 * completing (five confirmations at once) while its refund is approved (three times at once)
 * and the expert withdraws (five requests for the whole balance at once).
 */
describe.skipIf(!adminUrl)('expert commission under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let b: Buyer;
  let token: string;
  let expertId: number;

  onPostgresApp(async (app) => {
    t = app;
    b = await buyerOf(t, 'buyer');
    ({ token, expertId } = await expertWithClient(t, b));
  });

  const ledger = () => ledgerOf(t, expertId);

  it('books each commission once and never lets the balance go below zero', async () => {
    // a balance to withdraw from the start, so withdrawals and reversals compete for it
    const initial = 30_000;
    await t.db
      .update(expertProfiles)
      .set({ balanceFen: initial })
      .where(eq(expertProfiles.accountId, expertId));
    let round = 0;
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const orderId = await orderDelivered(t, b);
      const change = await t.call(
        'order_change/add',
        { order_id: orderId, type: 3, reason: '申请退款' },
        b.token,
      );
      const { balance } = await ledger();
      const amount = Math.max(1, Math.floor(balance / 100));
      // half the rounds start the refund and the withdrawals a moment later, so the completion
      // usually wins there (commission, then its reversal racing the withdrawals), and the
      // refund usually wins in the others (no commission at all)
      const later = i % 2 === 0 ? 80 : 0;
      const after = <T>(run: () => Promise<T>) => new Promise((r) => setTimeout(r, later)).then(run);
      await Promise.all([
        ...Array.from({ length: 5 }, () => t.call('order/confirm', { id: orderId }, b.token)),
        ...Array.from({ length: 3 }, () =>
          after(() => approveRefund(t.db, change.data.id).catch(() => null)),
        ),
        ...Array.from({ length: 5 }, (_, k) =>
          after(() =>
            t.call(
              'expert_amount_record/withdraw',
              { amount, request_no: `race-${i}-${k}-${round++}` },
              token,
            ),
          ),
        ),
      ]);
      const rows = await t.db.select().from(expertRecords).where(eq(expertRecords.orderId, orderId));
      const types = rows.map((r) => r.type).sort();
      // the completion and the refund ran one after the other, whichever first
      expect([[], ['commission', 'reversal']]).toContainEqual(types);
      outcomes.push(types.join('+') || 'none');
    }
    const sums = await t.db
      .select({ type: expertRecords.type, fen: sql<string>`sum(${expertRecords.amountFen})` })
      .from(expertRecords)
      .where(eq(expertRecords.expertId, expertId))
      .groupBy(expertRecords.type);
    const sum = (type: string) => Number(sums.find((s) => s.type === type)?.fen ?? 0);
    const { balance, owed } = await ledger();
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(owed).toBeGreaterThanOrEqual(0);
    expect(balance - owed).toBe(initial + sum('commission') - sum('reversal') - sum('withdraw'));
    expect(outcomes.length).toBe(8);
    console.log(`[race] completion vs refund per round: ${outcomes.join(', ')}`);
    // every record's balance-after is non-negative too
    const negative = await t.db.select().from(expertRecords).where(sql`${expertRecords.balanceFen} < 0`);
    expect(negative).toEqual([]);
  }, 120_000);

  it('completions without refunds: each order once, withdrawals never overdraw', async () => {
    const before = await ledger();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await orderDelivered(t, b));
    await Promise.all([
      ...ids.flatMap((id) => Array.from({ length: 4 }, () => t.call('order/confirm', { id }, b.token))),
      ...Array.from({ length: 10 }, (_, k) =>
        t.call('expert_amount_record/withdraw', { amount: 100, request_no: `race-w-${k}` }, token),
      ),
    ]);
    for (const id of ids) {
      const rows = await t.db.select().from(expertRecords).where(eq(expertRecords.orderId, id));
      expect(rows.map((r) => r.type)).toEqual(['commission']);
    }
    const withdrawn = await t.db
      .select()
      .from(expertRecords)
      .where(sql`${expertRecords.requestNo} LIKE 'race-w-%'`);
    const after = await ledger();
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balance - after.owed).toBe(
      before.balance - before.owed + 4 * 12_000 - withdrawn.length * 10_000,
    );
  }, 120_000);
});
