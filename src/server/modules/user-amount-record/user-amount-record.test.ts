import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsCart, orderChanges, orderPayPlans, orders } from '../../db/schema';
import { buyersForFile, move, payDue, placeOrder, workDone } from '../order/order-fixtures';
import { currentMonth } from './user-amount-record.service';

const { t, b1, b2 } = buyersForFile({ clear: [orderChanges, orders, goodsCart] });

/** A paid full-plan order (4000) and a deposit order with both stages paid (1200 + 2800). */
async function history() {
  const full = await placeOrder(t, b1);
  await payDue(t, full);
  const deposit = await placeOrder(t, b1, { pay_plan: 'deposit' });
  await payDue(t, deposit);
  await move(t, deposit, 'sign');
  await workDone(t, deposit);
  await move(t, deposit, 'accept');
  await payDue(t, deposit);
  await placeOrder(t, b1); // unpaid: no money moved
  return { full, deposit };
}

const get = (q: Record<string, unknown>, who = b1) =>
  t.call('user_amount_record/get', { page: 1, limit: 100, ...q }, who.token);
const statics = (q: Record<string, unknown> = {}, who = b1) =>
  t.call('user_amount_record/statics', q, who.token);

describe('user_amount_record', () => {
  it('lists every paid stage, newest first, with its type, order and goods', async () => {
    const { full, deposit } = await history();
    const answer = await get({});
    expect(answer.status).toBe(true);
    expect(answer.data.total).toBe(3);
    const types = answer.data.list.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(['balance', 'deposit', 'payment']);
    const pay = answer.data.list.find((r: { type: string }) => r.type === 'payment');
    expect(pay).toMatchObject({ kind: 'expense', amount: 4000, order_id: full, title: '全款' });
    expect(pay.goods_name).toMatch(/\S/);
    const dep = answer.data.list.find((r: { type: string }) => r.type === 'deposit');
    expect(dep).toMatchObject({ order_id: deposit, amount: 1200, title: '预付款' });
  });

  it('lists an approved refund as income and nets it in the totals', async () => {
    const { full } = await history();
    await t.db.insert(orderChanges).values({
      orderId: full,
      userId: b1.userId,
      type: 3,
      reason: '申请退款',
      status: 'approved',
    });
    const refunds = await get({ type: 'refund' });
    expect(refunds.data.list).toEqual([
      expect.objectContaining({ type: 'refund', kind: 'income', amount: 4000, order_id: full }),
    ]);
    const s = await statics();
    expect(s.data).toMatchObject({ expense: 8000, income: 4000, net: 4000, count: 4 });
  });

  it('totals agree with the rows, for every filter', async () => {
    await history();
    const month = currentMonth();
    for (const q of [{}, { type: 'deposit' }, { type: 'payment' }, { month }, { month, type: 'balance' }]) {
      const rows = (await get(q)).data;
      const s = (await statics(q)).data;
      const sum = rows.list.reduce((n: number, r: { amount: number }) => n + r.amount, 0);
      expect(s.count).toBe(rows.total);
      expect(s.expense).toBeCloseTo(sum, 2);
      expect(s.by_type.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(rows.total);
    }
    const s = (await statics()).data;
    expect(s.by_month).toHaveLength(12);
    expect(s.by_month.at(-1)).toEqual({ month, expense: 8000, income: 0 });
  });

  it('filters by month in China time', async () => {
    const { full } = await history();
    // 2025-03-31 17:00 UTC is already 1 April in Shanghai
    await t.db
      .update(orderPayPlans)
      .set({ paidAt: new Date('2025-03-31T17:00:00Z') })
      .where(eq(orderPayPlans.orderId, full));
    expect((await get({ month: '2025-04' })).data.list).toEqual([
      expect.objectContaining({ order_id: full, amount: 4000 }),
    ]);
    expect((await get({ month: '2025-03' })).data.total).toBe(0);
    expect((await statics({ month: '2025-04' })).data).toMatchObject({ expense: 4000, count: 1 });
  });

  it('shows buyer B none of buyer A’s records', async () => {
    await history();
    expect((await get({}, b2)).data).toMatchObject({ list: [], total: 0 });
    expect((await statics({}, b2)).data).toMatchObject({ expense: 0, income: 0, count: 0 });
  });

  it('refuses a bad type or month with a clear message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'salary' }, '无效的资金类型'],
      [{ month: '2025-13' }, '无效的月份，请按 YYYY-MM 填写'],
      [{ month: '2025-4' }, '无效的月份，请按 YYYY-MM 填写'],
      [{ month: "2025-04' OR 1=1" }, '无效的月份，请按 YYYY-MM 填写'],
    ];
    for (const [q, message] of cases) {
      expect(await get(q)).toMatchObject({ status: false, message, data: null });
      expect(await statics(q)).toMatchObject({ status: false, message, data: null });
    }
  });

  it('is for buyers only', async () => {
    expect((await get({}, { ...b1, token: '' })).status).toBe(-2);
    const merchant = (await t.loginAs('merchant')).token;
    expect((await t.call('user_amount_record/statics', {}, merchant)).status).toBe(-2);
  });
});
