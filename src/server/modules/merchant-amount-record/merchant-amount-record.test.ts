import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantAmountRecords } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currentMonth } from '../user-amount-record/user-amount-record.service';

let t: TestApp;
let lab: string;
/** The demo lab's settlement records (seeded: paid stages of its orders). */
let records: { id: number; amount: number; platform_fee: number; net_amount: number; month: string }[];
const PAST = '2025-03';

beforeAll(async () => {
  t = await createTestApp();
  lab = (await t.loginAs('merchant')).token;
  records = (await t.call('merchant_amount_record/get', { page: 1, limit: 100 }, lab)).data.list;
  // two records moved to a month of their own: its totals are exactly theirs
  await t.db
    .update(merchantAmountRecords)
    .set({ month: PAST })
    .where(
      inArray(
        merchantAmountRecords.id,
        records.slice(0, 2).map((r) => r.id),
      ),
    );
});
afterAll(() => t.close());

const sum = (rows: typeof records, k: 'amount' | 'platform_fee' | 'net_amount') =>
  Math.round(rows.reduce((a, r) => a + r[k], 0) * 100) / 100;
const statics = async (payload: Record<string, unknown> = {}) =>
  t.call('merchant_amount_record/statics', payload, lab);

describe('merchant_amount_record/statics by month (资金结算)', () => {
  it('answers the asked month totals beside the all-time ones', async () => {
    expect(records.length).toBeGreaterThanOrEqual(3);
    const moved = records.slice(0, 2);
    const answer = (await statics({ month: PAST })).data.info;
    expect(answer).toMatchObject({
      month: PAST,
      month_gross: sum(moved, 'amount'),
      month_fee: sum(moved, 'platform_fee'),
      month_net: sum(moved, 'net_amount'),
      month_count: 2,
      gross: sum(records, 'amount'),
      fee: sum(records, 'platform_fee'),
      net: sum(records, 'net_amount'),
      count: records.length,
    });
    // the month's list agrees with its totals
    const listed = await t.call('merchant_amount_record/get', { month: PAST }, lab);
    expect(listed.data.total).toBe(2);
  });

  it('a month without records answers zeros; no month means this month', async () => {
    const empty = (await statics({ month: '2019-01' })).data.info;
    expect(empty).toMatchObject({
      month: '2019-01',
      month_gross: 0,
      month_fee: 0,
      month_net: 0,
      month_count: 0,
    });
    expect(empty.count).toBe(records.length);
    const now = (await statics()).data.info;
    const thisMonth = records.slice(2).filter((r) => r.month === currentMonth());
    expect(now).toMatchObject({
      month: currentMonth(),
      month_gross: sum(thisMonth, 'amount'),
      month_count: thisMonth.length,
    });
  });

  it('refuses a month that is not YYYY-MM with a Chinese message', async () => {
    for (const month of ['2026-13', '2026-1', '26-01', 'abc', '2026-01-01']) {
      expect(await statics({ month }), month).toMatchObject({
        status: false,
        message: '月份格式应为 YYYY-MM',
        data: null,
      });
    }
  });

  it('is for labs only: a buyer gets -2', async () => {
    const buyer = (await t.loginAs('buyer')).token;
    expect((await t.call('merchant_amount_record/statics', { month: PAST }, buyer)).status).toBe(-2);
  });
});
