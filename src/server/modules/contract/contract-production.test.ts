/** Signing in production: the same pages and codes as the demo; no SMS sender, no codes. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buyerOf, placeOrder } from '../order/order-fixtures';
import { buyerSigns, demoLab, labSigns } from './contract.test-helpers';
import { drawContract } from './contract-draw';

let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  off = await createTestApp({ production: true, paySecret: 'p'.repeat(40) });
  on = await createTestApp({
    production: true,
    paySecret: 'p'.repeat(40),
    channels: { sms: true, mail: false },
  });
});
afterAll(async () => {
  await off?.close();
  await on?.close();
});

/** A paid order's contract (production has no pay/payTest: the order is moved as a payment would). */
async function contractOf(t: TestApp) {
  const b = await buyerOf(t, 'buyer');
  const id = await placeOrder(t, b);
  const [order] = await t.db
    .update(orders)
    .set({ status: 'pending_sign' })
    .where(eq(orders.id, id))
    .returning();
  const contract = await drawContract(t.db, order!, 'main');
  return { b, contractId: contract.id, orderId: id };
}

describe('contracts in production', () => {
  it('without an SMS sender no signing code goes out, and says so', async () => {
    const { b, contractId } = await contractOf(off);
    expect(await off.call('electronic_contract/getSignUrl', { id: contractId }, b.token)).toMatchObject({
      status: true,
      data: { url: `/home/contract?id=${contractId}` },
    });
    const refusal = { status: false, message: '短信服务暂未开通，请联系平台客服' };
    expect(await off.call('electronic_contract/sendSignCode', { id: contractId }, b.token)).toMatchObject(
      refusal,
    );
    const lab = await demoLab(off);
    expect(await off.call('merchant_contract/sendSignCode', { id: contractId }, lab.token)).toMatchObject(
      refusal,
    );
    // the simulated signing page is gone
    expect((await off.request(`/sim/esign?contract=${contractId}`)).status).toBe(404);
  });

  it('with one, both parties sign on their pages and the order moves on', async () => {
    const { b, contractId, orderId } = await contractOf(on);
    expect(await buyerSigns(on, b, contractId)).toMatchObject({ status: true });
    expect(await labSigns(on, await demoLab(on), contractId)).toMatchObject({
      status: true,
      data: { info: { status: 'signed' } },
    });
    const [order] = await on.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('awaiting_sample');
  });
});
