/** Labs' e-sign account and seals: the buyers' module, keyed by account id. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  electronicContractSeals,
  goodsCart,
  merchants,
  orders,
  siteLetters,
} from '../../db/schema';
import { issueToken } from '../../lib/auth';
import { readPdf } from '../../lib/pdf/pdf-text.test-helpers';
import type { TestApp } from '../../test/test-app';
import { type Buyer, withBuyers } from '../order/order-fixtures';
import { paidOrder, signBoth } from './contract.test-helpers';
import { signedContractBytes } from './contract-file';

let t: TestApp;
let b1: Buyer;
withBuyers((s) => ({ t, b1 } = s), {
  clear: [orders, goodsCart, siteLetters],
  app: { payNotify: async () => 'success' },
});

const LAB_A = '中研检测技术（苏州）有限公司';

async function labA(): Promise<{ token: string; id: number }> {
  const { token } = await t.loginAs('merchant');
  const [lab] = await t.db.select().from(merchants).where(eq(merchants.orgName, LAB_A));
  return { token, id: lab!.ownerAccountId! };
}

/** A second lab's account (the centre's onboarding is another engineer's): a token of type 2. */
async function labB(): Promise<string> {
  const [row] = await t.db
    .insert(accounts)
    .values({ type: 2, mobile: '13800000096', nickname: '乙检测', passwordHash: 'x' })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  const id = row?.id ?? (await t.db.select().from(accounts).where(eq(accounts.mobile, '13800000096')))[0]!.id;
  return issueToken(t.db, id);
}

describe('electronic_contract_account and _seal for labs', () => {
  it('the demo lab has an approved account and a default seal', async () => {
    const { token } = await labA();
    const account = await t.call('electronic_contract_account/queryApplyStatus', {}, token);
    expect(account.data.info).toMatchObject({ status: 'approved', org_name: LAB_A });
    const seals = await t.call('electronic_contract_seal/get', { page: 1, limit: 10 }, token);
    expect(seals.data.list).toMatchObject([{ name: LAB_A, kind: 'contract', is_default: true }]);
  });

  it('lab B neither sees, redraws nor deletes lab A’s seal; experts get -2', async () => {
    const a = await labA();
    const [seal] = await t.db
      .select()
      .from(electronicContractSeals)
      .where(eq(electronicContractSeals.userId, a.id));
    const b = await labB();
    expect((await t.call('electronic_contract_seal/get', { page: 1, limit: 10 }, b)).data.list).toEqual([]);
    const missing = { status: false, message: '签章不存在' };
    expect(await t.call('electronic_contract_seal/delete', { id: seal!.id }, b)).toMatchObject(missing);
    expect(
      await t.call(
        'electronic_contract_seal/set',
        { id: seal!.id, name: '乙检测有限公司', kind: 'official' },
        b,
      ),
    ).toMatchObject(missing);
    const [still] = await t.db
      .select()
      .from(electronicContractSeals)
      .where(eq(electronicContractSeals.id, seal!.id));
    expect(still).toMatchObject({ name: LAB_A, userId: a.id });
    expect((await t.call('electronic_contract_account/queryApplyStatus', {}, b)).data.info.status).toBe(
      'none',
    );
    const added = await t.call(
      'electronic_contract_seal/set',
      { name: '乙检测有限公司', kind: 'official' },
      b,
    );
    expect(added).toMatchObject({
      status: true,
      data: { info: { name: '乙检测有限公司', is_default: true } },
    });
    const { token: expert } = await t.loginAs('expert');
    for (const [id, body] of [
      ['electronic_contract_account/apply', {}],
      ['electronic_contract_account/queryApplyStatus', {}],
      ['electronic_contract_seal/set', { name: '专家印章', kind: 'official' }],
      ['electronic_contract_seal/get', {}],
      ['electronic_contract_seal/delete', { id: seal!.id }],
    ] as const) {
      expect((await t.call(id, body, expert)).status).toBe(-2);
    }
  });

  it('the lab’s default seal is the 乙方 seal on its signed contract', async () => {
    const a = await labA();
    const set = await t.call(
      'electronic_contract_seal/set',
      { name: '中研检测技术有限公司', kind: 'official', is_default: true },
      a.token,
    );
    expect(set.status).toBe(true);
    const { contractId } = await paidOrder(t, b1);
    await signBoth(t, b1, contractId);
    const doc = readPdf((await signedContractBytes(t.db, contractId))!);
    // the 乙方 seal is the lab's default seal: its name, its kind below
    expect(doc.text).toContain('中研检测技术有限公司公章');
    // the frozen bytes do not follow a later change of the lab's seals
    await t.db
      .delete(electronicContractSeals)
      .where(
        and(
          eq(electronicContractSeals.userId, a.id),
          eq(electronicContractSeals.name, '中研检测技术有限公司'),
        ),
      );
    const again = readPdf((await signedContractBytes(t.db, contractId))!);
    expect(again.text).toBe(doc.text);
  });
});
