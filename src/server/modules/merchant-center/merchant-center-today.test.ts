import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../core/rules/order-states';
import { orders } from '../../db/schema';
import { testAppForFile } from '../../test/test-app';
import { shanghaiDayStart } from './merchant-owner';

const t = testAppForFile();
let lab: string;
let merchantId: number;
beforeAll(async () => {
  lab = (await t.loginAs('merchant')).token;
  merchantId = (await t.call('merchant_center/info', {}, lab)).data.info.merchant_id;
});

describe('shanghaiDayStart', () => {
  it('is Beijing midnight: 00:30 in Beijing is still the UTC evening before', () => {
    expect(shanghaiDayStart(new Date('2026-11-26T16:30:00Z')).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(shanghaiDayStart(new Date('2026-11-26T15:59:59Z')).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(shanghaiDayStart(new Date('2026-12-31T16:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('merchant_center/info: today’s new orders (工作台)', () => {
  it('counts orders placed since Beijing midnight, by their state, beside the all-time counts', async () => {
    const mine = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.merchantId, merchantId))
      .orderBy(asc(orders.id));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const midnight = shanghaiDayStart();
    const [first, second, third] = mine;
    // two placed today (one a second after midnight), one a second before midnight, the rest older
    await t.db
      .update(orders)
      .set({ createdAt: new Date(midnight.getTime() - 86_400_000 * 3) })
      .where(and(eq(orders.merchantId, merchantId), notInArray(orders.id, [first!.id, second!.id])));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(midnight.getTime() + 1000) })
      .where(inArray(orders.id, [first!.id, second!.id]));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(midnight.getTime() - 1000) })
      .where(eq(orders.id, third!.id));
    const info = (await t.call('merchant_center/info', {}, lab)).data.info;
    expect(info.today_orders).toBe(2);
    const expected = ORDER_STATUSES.map((status) => ({
      status,
      count: mine.filter((o) => o.status === status).length,
      today: [first, second].filter((o) => o!.status === status).length,
    }));
    expect(
      info.orders.map(({ status, count, today }: Record<string, unknown>) => ({ status, count, today })),
    ).toEqual(expected);
  });

  it('is for labs only: a buyer gets -2', async () => {
    const buyer = (await t.loginAs('buyer')).token;
    expect((await t.call('merchant_center/info', {}, buyer)).status).toBe(-2);
  });
});
