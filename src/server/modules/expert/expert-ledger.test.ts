import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertClients, expertProfiles, expertRecords, orderChanges, siteConfig } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SITE_CONFIG_ID } from '../config/config.service';
import { upload } from '../merchant-center/merchant.test-helpers';
import { type Buyer, buyerOf, orderDelivered } from '../order/order-fixtures';
import { approveRefund } from '../order-change/order-change.service';
import { expertWithClient, ledgerOf } from './expert-ledger.test-kit';

/**
 * The commission ledger end to end on the buying flow: order/confirm books it, an approved
 * refund reverses it, withdrawals take the balance; every figure is the server's.
 */
let t: TestApp;
let b1: Buyer;
let b2: Buyer;
let token: string;
let expertId: number;
beforeAll(async () => {
  t = await createTestApp();
  b1 = await buyerOf(t, 'buyer');
  b2 = await buyerOf(t, 'buyer2');
  // buyer 1 came through expert 13800000005's link; buyer 2 is the demo expert's client
  ({ token, expertId } = await expertWithClient(t, b1));
});
afterAll(() => t.close());

const confirm = (id: number, b = b1) => t.call('order/confirm', { id }, b.token);
const ledger = () => ledgerOf(t, expertId);
const withdraw = (amount: number, request_no: string, invoice_id?: number) =>
  t.call('expert_amount_record/withdraw', { amount, request_no, invoice_id }, token);
const records = (orderId: number) =>
  t.db.select().from(expertRecords).where(eq(expertRecords.orderId, orderId));
async function refundRequest(orderId: number, b = b1): Promise<number> {
  const added = await t.call('order_change/add', { order_id: orderId, type: 3, reason: '申请退款' }, b.token);
  return added.data.id;
}

describe('commission on completion', () => {
  it('books 3 % of the paid amount once when a client’s order completes', async () => {
    const a = await orderDelivered(t, b1);
    expect(await confirm(a)).toMatchObject({ status: true });
    expect(await confirm(a)).toMatchObject({ status: false });
    const rows = await records(a);
    expect(rows).toMatchObject([{ type: 'commission', amountFen: 12_000, balanceFen: 12_000, expertId }]);
    expect(await ledger()).toEqual({ balance: 12_000, owed: 0 });
    const orders = (await t.call('expert_client/orders', {}, token)).data.list;
    expect(orders[0]).toMatchObject({
      id: a,
      commission: 120,
      commission_state: 'earned',
      paid_amount: 4000,
    });
  });

  it('books nothing for an order of a buyer who is not the expert’s client', async () => {
    const c = await orderDelivered(t, b2);
    await t.db.delete(expertClients).where(eq(expertClients.clientId, b2.userId));
    expect((await confirm(c, b2)).status).toBe(true);
    expect(await records(c)).toEqual([]);
  });

  it('a refund reverses it once; what the balance cannot cover is owed and repaid from the next', async () => {
    const b = await orderDelivered(t, b1);
    const change = await refundRequest(b);
    expect((await confirm(b)).status).toBe(true); // the request was still pending
    expect(await ledger()).toEqual({ balance: 24_000, owed: 0 });
    const w = await withdraw(200, 'ledger-test-01');
    expect(w).toMatchObject({ status: true, data: { balance: 40 } });
    await approveRefund(t.db, change);
    await expect(approveRefund(t.db, change)).rejects.toThrow('变更申请状态已变化，请刷新后重试');
    expect((await records(b)).map((r) => r.type).sort()).toEqual(['commission', 'reversal']);
    expect(await ledger()).toEqual({ balance: 0, owed: 8_000 });
    const s = (await t.call('expert_amount_record/statics', {}, token)).data;
    expect(s).toMatchObject({ balance: 0, owed: 80, earned: 240, reversed: 120, withdrawn: 200 });
    const c = await orderDelivered(t, b1);
    expect((await confirm(c)).status).toBe(true);
    expect(await ledger()).toEqual({ balance: 4_000, owed: 0 });
  });

  it('a refund approved before completion means no commission at all', async () => {
    const d = await orderDelivered(t, b1);
    expect((await t.call('expert_client/orders', {}, token)).data.list[0]).toMatchObject({
      id: d,
      commission: 120,
      commission_state: 'expected',
    });
    await approveRefund(t.db, await refundRequest(d));
    // the refund closed the order (a test payment goes back at once): it can no longer complete
    expect(await confirm(d)).toMatchObject({ status: false, message: '订单已退款，不能确认完成' });
    expect(await records(d)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.orderId, d)));
    expect(row?.status).toBe('approved');
  });
});

describe('the platform rate', () => {
  it('comes from the site config when the commission is booked', async () => {
    const [row] = await t.db.select().from(siteConfig).where(eq(siteConfig.id, SITE_CONFIG_ID));
    await t.db
      .update(siteConfig)
      .set({ data: { ...row!.data, expert_commission_rate: 0.05 } })
      .where(eq(siteConfig.id, SITE_CONFIG_ID));
    const e = await orderDelivered(t, b1);
    expect((await confirm(e)).status).toBe(true);
    expect((await records(e))[0]).toMatchObject({ type: 'commission', amountFen: 20_000 });
    expect((await t.call('expert_amount_record/statics', {}, token)).data.rate).toBe(0.05);
    await t.db.update(siteConfig).set({ data: row!.data }).where(eq(siteConfig.id, SITE_CONFIG_ID));
  });
});

describe('withdrawals above the invoice threshold', () => {
  it('need an unused invoice of the same amount, used once', async () => {
    await t.db
      .update(expertProfiles)
      .set({ balanceFen: 200_000 })
      .where(eq(expertProfiles.accountId, expertId));
    expect(await withdraw(900, 'inv-test-0001')).toMatchObject({
      status: false,
      message: '单笔提现超过 ¥800.00 需提供发票，请先在“发票管理”中添加',
    });
    const attachment_id = await upload(
      t,
      token,
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2]),
      'inv.pdf',
    );
    const inv = await t.call(
      'expert_invoice/add',
      { type: 'normal', invoice_no: '04511111', amount: 900, issued_on: '2026-01-02', attachment_id },
      token,
    );
    expect(inv.status).toBe(true);
    expect(await withdraw(850, 'inv-test-0002', inv.data.id)).toMatchObject({
      status: false,
      message: '发票金额须与提现金额一致',
    });
    const ok = await withdraw(900, 'inv-test-0003', inv.data.id);
    expect(ok).toMatchObject({ status: true, data: { amount: 900 } });
    expect(await withdraw(900, 'inv-test-0004', inv.data.id)).toMatchObject({
      status: false,
      message: '该发票已用于其他提现',
    });
    expect(await t.call('expert_invoice/delete', { id: inv.data.id }, token)).toMatchObject({
      status: false,
      message: '该发票已用于提现，不能删除',
    });
    expect((await t.call('expert_invoice/get', { unused: 1 }, token)).data.total).toBe(0);
  });
});
