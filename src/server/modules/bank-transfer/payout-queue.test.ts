import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import { createApp } from '../../app';
import { accounts, expertRecords, siteLetters, staffAudit } from '../../db/schema';
import { createTestApp, DEMO, type TestApp, testAppOn } from '../../test/test-app';
import { type EnrolledStaff, enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { PAYOUT_OFF } from '../payout/payout.routes';

let t: TestApp;
let finance: EnrolledStaff;
let editor: EnrolledStaff;
let expertId: number;
beforeAll(async () => {
  t = await createTestApp();
  finance = await enrolledStaff(t, 'finance');
  editor = await enrolledStaff(t, 'editor');
  const [me] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.type, 3), eq(accounts.mobile, DEMO.expert.mobile)));
  expertId = me!.id;
});
afterAll(() => t.close());

let serial = 0;
/** A withdrawal waiting to be paid, as expert_amount_record/withdraw leaves it. */
async function withdrawal(amountFen = 52_000) {
  serial += 1;
  const [row] = await t.db
    .insert(expertRecords)
    .values({
      expertId,
      type: 'withdraw',
      status: 'processing',
      amountFen,
      balanceFen: 0,
      requestNo: `PQ${serial}`,
    })
    .returning();
  return row!.id;
}

describe('payouts by 财务 (operator_payout/*)', () => {
  it('lists withdrawals waiting to be paid; 已打款 with the bank serial, a letter and an audit row, once', async () => {
    const id = await withdrawal();
    const q = await staffCall(t, 'operator_payout/get', {}, finance.token);
    expect(q.status).toBe(true);
    expect(q.data.list.find((x: { id: number }) => x.id === id)).toMatchObject({
      amount: 520,
      state: 'processing',
      state_name: '待打款',
      expert_mobile: '138****0003',
    });
    expect(await staffCall(t, 'operator_payout/markPaid', { id }, finance.token)).toMatchObject({
      status: false,
      message: '请输入银行流水号',
    });
    const paid = await staffCall(
      t,
      'operator_payout/markPaid',
      { id, bank_serial: 'CCB-20261204-77' },
      finance.token,
    );
    expect(paid).toMatchObject({
      status: true,
      data: { info: { state: 'done', state_name: '已打款', bank_serial: 'CCB-20261204-77' } },
    });
    const [rec] = await t.db.select().from(expertRecords).where(eq(expertRecords.id, id));
    expect(rec).toMatchObject({ status: 'done', bankSerial: 'CCB-20261204-77', paidBy: finance.id });
    const [letter] = await t.db
      .select()
      .from(siteLetters)
      .where(eq(siteLetters.accountId, expertId))
      .orderBy(desc(siteLetters.id))
      .limit(1);
    expect(letter!.content).toContain('CCB-20261204-77');
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'operator_payout/markPaid'));
    expect(audit).toHaveLength(1);
    const twice = await staffCall(t, 'operator_payout/markPaid', { id, bank_serial: 'CCB-2' }, finance.token);
    expect(twice).toMatchObject({ status: false, message: '该笔提现已打款，请勿重复操作' });
    const done = await staffCall(t, 'operator_payout/get', { state: 'done' }, finance.token);
    expect(done.data.list.some((x: { id: number }) => x.id === id)).toBe(true);
  });

  it('refuses an editor, a commission record and a missing id', async () => {
    const id = await withdrawal();
    expect(
      await staffCall(t, 'operator_payout/markPaid', { id, bank_serial: 'X1234' }, editor.token),
    ).toMatchObject({
      status: false,
      message: '无权操作：此功能仅限管理员、财务',
    });
    expect(await staffCall(t, 'operator_payout/get', {}, editor.token)).toMatchObject({ status: false });
    const [commission] = await t.db
      .insert(expertRecords)
      .values({ expertId, type: 'commission', status: 'done', amountFen: 100, balanceFen: 100 })
      .returning();
    for (const other of [commission!.id, 999_999]) {
      expect(
        await staffCall(t, 'operator_payout/markPaid', { id: other, bank_serial: 'X1234' }, finance.token),
      ).toMatchObject({ status: false, message: '提现记录不存在' });
    }
  });
});

describe('the Yeepay account steps in production', () => {
  it('answer 暂未开通，提现由平台财务打款 instead of simulating', async () => {
    const prod = testAppOn(createApp(t.db, { production: true, onError: () => {} }), t.database);
    const { token } = await prod.loginAs('expert');
    const ids: EndpointId[] = [
      'yeepoy_open_company/apply',
      'yeepoy_open_micro/apply',
      'yeepoy_open_micro/company',
      'yeepoy/queryOpenStatus',
      'yeepoy/againSendNotify',
    ];
    for (const id of ids) {
      expect(await prod.call(id, {}, token), id).toMatchObject({ status: false, message: PAYOUT_OFF });
    }
    // the demo still opens accounts through its simulation
    const demo = await t.call('yeepoy/queryOpenStatus', {}, (await t.loginAs('expert')).token);
    expect(demo.status).toBe(true);
  });
});
