/** Helpers for the contract tests: a paid order with its contract, and signing as each party would. */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, electronicContractSeals, electronicContracts, orders, outbox } from '../../db/schema';
import { resetLimit } from '../../lib/rate-limit';
import type { Answer, TestApp } from '../../test/test-app';
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

// biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
type AnyAnswer = Answer<any>;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bytes behind a file link, as a browser would fetch them. */
export async function bytesAt(t: TestApp, url: string): Promise<Uint8Array> {
  const res = await t.request(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

export const mobileOf = async (t: TestApp, accountId: number) =>
  (await t.db.select({ m: accounts.mobile }).from(accounts).where(eq(accounts.id, accountId)))[0]!.m;

/** The newest signing code the outbox holds for a mobile (what the SMS would say). */
export async function lastSignCode(t: TestApp, mobile: string): Promise<string> {
  const [row] = await t.db
    .select({ code: outbox.code })
    .from(outbox)
    .where(and(eq(outbox.to, mobile), eq(outbox.purpose, 'contract_sign')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row!.code;
}

/** One code a minute and ten login codes a day per mobile: the tests sign far faster than a person, so both reset. */
export async function roomForCode(t: TestApp, mobile: string): Promise<void> {
  await resetLimit(t.db, `code:sms:${mobile}`);
  await resetLimit(t.db, `code:sms:${mobile}:day`);
  // a party asks for its own mobile: the owner's budget (captcha/code-budget.ts)
  await resetLimit(t.db, `code:sms:${mobile}:owner`);
  await resetLimit(t.db, `code:sms:${mobile}:owner:day`);
}

export interface Party {
  token: string;
  accountId: number;
}

/** What the buyer's page does: read the PDF, ask for a code, sign with it and the PDF's hash. */
export async function buyerSigns(
  t: TestApp,
  b: Buyer,
  id: number,
  extra: Record<string, unknown> = {},
): Promise<AnyAnswer> {
  const link = await t.call('electronic_contract/download', { id }, b.token);
  const hash = sha256(await bytesAt(t, link.data.url));
  const mobile = await mobileOf(t, b.userId);
  await roomForCode(t, mobile);
  const sent = await t.call('electronic_contract/sendSignCode', { id }, b.token);
  expect(sent).toMatchObject({ status: true });
  const code = await lastSignCode(t, mobile);
  return t.call('electronic_contract/sign', { id, code, sha256: hash, ...extra }, b.token);
}

/** What the lab's page does, the same steps through merchant_contract/*. */
export async function labSigns(
  t: TestApp,
  lab: Party,
  id: number,
  extra: Record<string, unknown> = {},
): Promise<AnyAnswer> {
  const row = await t.call('merchant_contract/get', { id }, lab.token);
  expect(row.data.list).toHaveLength(1);
  const hash = sha256(await bytesAt(t, row.data.list[0].file_url));
  const mobile = await mobileOf(t, lab.accountId);
  await roomForCode(t, mobile);
  const sent = await t.call('merchant_contract/sendSignCode', { id }, lab.token);
  expect(sent).toMatchObject({ status: true });
  const code = await lastSignCode(t, mobile);
  return t.call('merchant_contract/sign', { id, code, sha256: hash, ...extra }, lab.token);
}

/** The demo lab (中研检测技术（苏州）有限公司, 13800000002): the 乙方 of the test orders. */
export async function demoLab(t: TestApp): Promise<Party> {
  const { token } = await t.loginAs('merchant');
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mobile, '13800000002'));
  return { token, accountId: row!.id };
}

/** Both parties sign, the buyer first; answers the lab's (second) answer. */
export async function signBoth(t: TestApp, b: Buyer, id: number): Promise<AnyAnswer> {
  expect(await buyerSigns(t, b, id)).toMatchObject({ status: true });
  const lab = await demoLab(t);
  const done = await labSigns(t, lab, id);
  expect(done).toMatchObject({ status: true, data: { info: { status: 'signed' } } });
  return done;
}
