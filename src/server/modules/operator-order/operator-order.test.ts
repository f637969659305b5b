import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, staffAudit } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { ORDER_NOT_FOUND } from '../order/order.service';
import { type Buyer, move, placeOrder, withBuyers } from '../order/order-fixtures';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
withBuyers((s) => ({ t, b1, b2 } = s));

let desk: string;
beforeAll(async () => {
  desk = (await enrolledStaff(t, 'service')).token;
});

const noOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.orderNo;

describe('operator_order (客服, read-only)', () => {
  it("finds any buyer's order by number or mobile, filtered by status, and reads its timeline", async () => {
    const mine = await placeOrder(t, b1);
    const theirs = await placeOrder(t, b2);
    await move(t, theirs, 'cancel');
    const audits = (await t.db.select().from(staffAudit)).length;

    const byNo = await staffCall(t, 'operator_order/get', { keyword: await noOf(theirs) }, desk);
    expect(byNo.status).toBe(true);
    expect(byNo.data.list.map((o: { id: number }) => o.id)).toEqual([theirs]);
    expect(byNo.data.list[0]).toMatchObject({ status: 'cancelled', merchant_name: expect.any(String) });
    expect(byNo.data.list[0]).not.toHaveProperty('actions');

    const [row] = await t.db.select().from(orders).where(eq(orders.id, mine));
    const mobile = (await staffCall(t, 'operator_order/info', { id: mine }, desk)).data.info.buyer_mobile;
    expect(mobile).toMatch(/^1\d{10}$/);
    const byMobile = await staffCall(t, 'operator_order/get', { keyword: mobile }, desk);
    const ids = byMobile.data.list.map((o: { id: number }) => o.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(byMobile.data.list.every((o: { buyer_mobile: string }) => o.buyer_mobile === mobile)).toBe(true);

    const cancelled = await staffCall(t, 'operator_order/get', { status: 'cancelled' }, desk);
    expect(cancelled.data.list.map((o: { id: number }) => o.id)).toContain(theirs);
    expect(cancelled.data.list.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
    const paged = await staffCall(t, 'operator_order/get', { page: 1, limit: 1 }, desk);
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(2);

    const info = (await staffCall(t, 'operator_order/info', { id: theirs }, desk)).data.info;
    expect(info).toMatchObject({ id: theirs, order_no: await noOf(theirs), status: 'cancelled' });
    expect(info.items[0]).toMatchObject({ goods_id: 1 });
    expect(info.plan.length).toBeGreaterThan(0);
    expect(info.events.map((e: { to_status: string }) => e.to_status)).toContain('cancelled');
    expect(info.fulfilment.steps.length).toBeGreaterThan(0);
    expect(info).toHaveProperty('report', null);
    expect(info).not.toHaveProperty('actions');
    expect(row!.status).toBe('pending_payment');
    // reading is no action: nothing audited, nothing changed
    expect((await t.db.select().from(staffAudit)).length).toBe(audits);
  });

  it('answers bad input and a missing order with a clear refusal', async () => {
    expect(await staffCall(t, 'operator_order/info', { id: 999999 }, desk)).toMatchObject({
      status: false,
      message: ORDER_NOT_FOUND,
    });
    const badId = await staffCall(t, 'operator_order/info', { id: 'abc' }, desk);
    expect(badId.status).toBe(false);
    expect(badId.message).toMatch(/订单ID/);
    const badStatus = await staffCall(t, 'operator_order/get', { status: 'lost' }, desk);
    expect(badStatus.status).toBe(false);
    expect(badStatus.message).toMatch(/订单状态/);
    expect(badStatus.http).toBeLessThan(500);
    const none = await staffCall(t, 'operator_order/get', { keyword: '没有这样的订单' }, desk);
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });
});
