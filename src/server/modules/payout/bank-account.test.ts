import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYEE_BANK_MESSAGES as M } from '../../../core/rules/payee-bank';
import { createApp } from '../../app';
import { expertProfiles, expertRecords, payeeBankAccounts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { createTestApp, type TestApp, testAppOn } from '../../test/test-app';
import { type EnrolledStaff, enrolledStaff, staffCall } from '../operator/operator-test-kit';

/**
 * Where no payout provider is configured (production), an expert registers a bank account and
 * 财务 pays each withdrawal into it by hand; the demo keeps its simulated Yeepay.
 */
let demo: TestApp;
let prod: TestApp;
let expert: string;
let expertId: number;
let fresh: string;
let buyer: string;
let finance: EnrolledStaff;
beforeAll(async () => {
  demo = await createTestApp();
  prod = testAppOn(createApp(demo.db, { production: true, onError: () => {} }), demo.database);
  const me = await prod.loginAs('expert');
  expert = me.token;
  expertId = me.userInfo.id;
  fresh = (await prod.call('expert/login', { mobile: '13800000005', password: DEMO_PASSWORD })).data.token;
  buyer = (await prod.loginAs('buyer')).token;
  finance = await enrolledStaff(demo, 'finance');
});
afterAll(() => demo.close());

const ACCOUNT = {
  holder_name: '李明',
  bank_name: '招商银行北京分行朝阳支行',
  account_no: '6214 8301 2345 6789',
};
const save = (b: Record<string, unknown>, token = expert) => prod.call('expert_bank_account/save', b, token);

describe('the bank account 财务 pays into (expert_bank_account/*)', () => {
  it('says payouts are made by 财务 and holds nothing yet; the demo pays through its provider', async () => {
    expect((await prod.call('expert_bank_account/get', {}, expert)).data).toEqual({
      mode: 'bank',
      certified_name: '李明',
      account: null,
      waiting: false,
    });
    expect((await demo.call('expert_bank_account/get', {}, expert)).data).toMatchObject({ mode: 'provider' });
    expect(await demo.call('expert_bank_account/save', ACCOUNT, expert)).toMatchObject({
      status: false,
      message: M.providerMode,
    });
  });

  it('refuses a name other than the certified one, a bad number, missing fields, an uncertified expert and a buyer', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...ACCOUNT, holder_name: '王强' }, '户名须与实名认证姓名“李明”一致'],
      [{ ...ACCOUNT, holder_name: '中国质量认证中心华北分中心' }, '户名须与实名认证姓名“李明”一致'],
      [{ ...ACCOUNT, account_no: '1234567' }, '银行账号应为8-30位数字'],
      [{ ...ACCOUNT, account_no: '6214-83AB-2345' }, '银行账号应为8-30位数字'],
      [{ ...ACCOUNT, account_no: '1'.repeat(31) }, '银行账号应为8-30位数字'],
      [{ ...ACCOUNT, account_no: '' }, '请输入银行账号'],
      [{ ...ACCOUNT, bank_name: '' }, '请输入开户行'],
      [{ ...ACCOUNT, holder_name: '' }, '请输入户名'],
    ];
    for (const [b, message] of refusals)
      expect(await save(b), message).toMatchObject({ status: false, message });
    expect(await save({ ...ACCOUNT, holder_name: '陈静' }, fresh)).toMatchObject({
      status: false,
      message: M.notCertified,
    });
    expect(await save(ACCOUNT, buyer)).toMatchObject({ status: -2 });
    expect(await prod.call('expert_bank_account/get', {}, buyer)).toMatchObject({ status: -2 });
    expect(await demo.db.select().from(payeeBankAccounts)).toHaveLength(0);
  });

  it('production withdraws to the registered account, 财务 marks it paid, the expert sees 已打款', async () => {
    const payout = { amount: 100, request_no: 'bank-payout-0001' };
    // the seeded Yeepay account is the demo provider's: production pays only a registered bank account
    expect(await prod.call('expert_amount_record/withdraw', payout, expert)).toMatchObject({
      status: false,
      message: M.noAccount,
    });
    expect((await prod.call('expert/center', {}, expert)).data.payout_opened).toBe(false);
    expect((await demo.call('expert/center', {}, expert)).data.payout_opened).toBe(true);

    const saved = await save({ ...ACCOUNT, holder_name: ' 李 明 ' });
    expect(saved).toMatchObject({
      status: true,
      message: '收款账户已保存',
      data: {
        mode: 'bank',
        waiting: false,
        account: { holder_name: '李明', bank_name: ACCOUNT.bank_name, account_masked: '6214 **** **** 6789' },
      },
    });
    expect(JSON.stringify(saved.data)).not.toContain('62148301');
    expect((await prod.call('expert/center', {}, expert)).data.payout_opened).toBe(true);

    const asked = await prod.call('expert_amount_record/withdraw', payout, expert);
    expect(asked).toMatchObject({ status: true, data: { status: 'processing', amount: 100 } });
    expect(asked.data.remark).toBe(`提现至 ${ACCOUNT.bank_name} 6214 **** **** 6789`);
    expect((await prod.call('expert_bank_account/get', {}, expert)).data.waiting).toBe(true);

    // the account cannot change under a waiting withdrawal; the same account again is fine
    expect(await save({ ...ACCOUNT, account_no: '6214830199998888' })).toMatchObject({
      status: false,
      message: M.waiting,
    });
    expect(await save({ ...ACCOUNT, bank_name: '中国银行北京分行' })).toMatchObject({
      status: false,
      message: M.waiting,
    });
    expect((await save(ACCOUNT)).status).toBe(true);

    // nothing pays it by itself in production
    const mine = await prod.call('expert_amount_record/get', { type: 'withdraw' }, expert);
    expect(mine.data.list[0]).toMatchObject({ id: asked.data.id, status: 'processing', paid_at: '' });

    const queue = await staffCall(prod, 'operator_payout/get', { state: 'processing' }, finance.token);
    const item = queue.data.list.find((x: { id: number }) => x.id === asked.data.id);
    expect(item).toMatchObject({
      expert_name: '李明',
      amount: 100,
      holder_name: '李明',
      bank_name: ACCOUNT.bank_name,
      card_masked: '6214 **** **** 6789',
      account_no: '6214830123456789',
      state_name: '待打款',
    });
    const paid = await staffCall(
      prod,
      'operator_payout/markPaid',
      { id: asked.data.id, bank_serial: 'CMB-20261210-0042' },
      finance.token,
    );
    expect(paid).toMatchObject({ status: true, data: { info: { state: 'done', account_no: '' } } });

    const after = await prod.call('expert_amount_record/get', { type: 'withdraw' }, expert);
    expect(after.data.list[0]).toMatchObject({ id: asked.data.id, status: 'done' });
    expect(after.data.list[0].paid_at).not.toBe('');

    // paid: the account may change now, and the paid withdrawal keeps the account it was paid to
    expect(
      (await save({ ...ACCOUNT, bank_name: '中国银行北京分行', account_no: '6013820000123456' })).status,
    ).toBe(true);
    const done = await staffCall(prod, 'operator_payout/get', { state: 'done' }, finance.token);
    expect(done.data.list.find((x: { id: number }) => x.id === asked.data.id)).toMatchObject({
      bank_name: ACCOUNT.bank_name,
      card_masked: '6214 **** **** 6789',
    });
    const rows = await demo.db
      .select()
      .from(payeeBankAccounts)
      .where(eq(payeeBankAccounts.accountId, expertId));
    expect(rows.map((r) => [r.accountNo, r.retiredAt === null])).toEqual([
      ['6214830123456789', false],
      ['6013820000123456', true],
    ]);
    const [rec] = await demo.db.select().from(expertRecords).where(eq(expertRecords.id, asked.data.id));
    expect(rec).toMatchObject({ payoutAccountId: null, bankAccountId: rows[0]!.id });
  });

  it('asks for the account again when the certified name no longer matches it', async () => {
    const rename = (realName: string) =>
      demo.db.update(expertProfiles).set({ realName }).where(eq(expertProfiles.accountId, expertId));
    await rename('李明华');
    try {
      expect(
        await prod.call(
          'expert_amount_record/withdraw',
          { amount: 5, request_no: 'bank-payout-0002' },
          expert,
        ),
      ).toMatchObject({ status: false, message: M.holderChanged });
    } finally {
      await rename('李明');
    }
  });
});
