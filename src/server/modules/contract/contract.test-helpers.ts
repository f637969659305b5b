/** Helpers for the contract tests: a paid order with its contract, and signing through the page. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { electronicContractSeals, electronicContracts, orders } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Buyer, placeOrder } from '../order/order-fixtures';

/** A paid order of `b` with its main contract waiting to be signed. */
export async function paidOrder(t: TestApp, b: Buyer, extra: Record<string, unknown> = {}) {
  const id = await placeOrder(t, b, extra);
  expect((await t.call('pay/payTest', { id }, b.token)).status).toBe(true);
  const [contract] = await t.db.select().from(electronicContracts).where(eq(electronicContracts.orderId, id));
  return { orderId: id, contractId: contract!.id, contractNo: contract!.contractNo };
}

export const orderStatus = async (t: TestApp, id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
export const contractRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(electronicContracts).where(eq(electronicContracts.id, id)))[0]!;
export const defaultSeal = async (t: TestApp, userId: number) =>
  (await t.db.select().from(electronicContractSeals).where(eq(electronicContractSeals.userId, userId)))[0]!;

const post = (t: TestApp, path: string, fields: Record<string, string>) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** Opens the signing link and presses 确认签署 with the buyer's default seal. */
export async function signThrough(t: TestApp, url: string, sealId: number) {
  const q = new URL(url, 'http://x').searchParams;
  return post(t, '/sim/esign/confirm', {
    contract: q.get('contract')!,
    exp: q.get('exp')!,
    sig: q.get('sig')!,
    seal_id: String(sealId),
  });
}
