import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankTransfers,
  collectionAccount,
  orderEvents,
  orders,
  payments,
  siteLetters,
  staffAudit,
} from '../../db/schema';
import { readPdf } from '../../lib/pdf/pdf-text.test-helpers';
import type { TestApp } from '../../test/test-app';
import { staffCall } from '../operator/operator-test-kit';
import { type Buyer, placeOrder, withBuyers } from '../order/order-fixtures';
import { NO_ACCOUNT, STAGE_CHANGED } from './transfer.service';
import { ACCOUNT, type Staffed, setAccount, staffOf, uploadSlip } from './transfer.test-kit';
import { lapseDueTransfers } from './transfer-finance.service';
import { LAPSED_NOTE } from './transfer-hold';
import { isReference, REFERENCE_ALPHABET } from './transfer-reference';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
let s: Staffed;
withBuyers((x) => ({ t, b1, b2 } = x), { clear: [orders, collectionAccount] });
beforeAll(async () => {
  s = await staffOf(t);
});

const lettersOf = async (userId: number) =>
  t.db.select().from(siteLetters).where(eq(siteLetters.accountId, userId)).orderBy(desc(siteLetters.id));
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const transferOf = async (orderId: number) =>
  (await t.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, orderId)))[0]!;
const audits = async (action: string) =>
  t.db.select().from(staffAudit).where(eq(staffAudit.action, action)).orderBy(desc(staffAudit.id));

/** An order with its transfer reference issued and, unless told otherwise, declared with a slip. */
/** operator_pay/confirmTransfer as 财务, or as `by`. */
const confirmTransfer = (body: Record<string, unknown>, by = s.finance) =>
  staffCall(t, 'operator_pay/confirmTransfer', body, by.token);

const DAY = 86_400_000;

/** Moves an order's payment deadline and its transfer's declaration that long into the past. */
async function backdate(id: number, ago: { deadline?: number; declared: number }) {
  if (ago.deadline !== undefined) {
    const payDeadline = new Date(Date.now() - ago.deadline);
    await t.db.update(orders).set({ payDeadline }).where(eq(orders.id, id));
  }
  const declaredAt = new Date(Date.now() - ago.declared);
  await t.db.update(bankTransfers).set({ declaredAt }).where(eq(bankTransfers.orderId, id));
}

async function declared(b = b1, declare = true) {
  const id = await placeOrder(t, b);
  const info = (await t.call('pay/transferInfo', { id }, b.token)).data;
  if (declare) {
    const slip = await uploadSlip(t, b.token);
    const answer = await t.call(
      'pay/transferDeclare',
      { id, stage_id: info.stage_id, slip_id: slip },
      b.token,
    );
    expect(answer.status, answer.message).toBe(true);
  }
  const row = await transferOf(id);
  return { id, info, transferId: row.id };
}

describe('the collection account (operator_pay/setAccount, operator_pay/account)', () => {
  it('is set by an admin with an audit row that shows the number masked; finance reads it masked', async () => {
    const saved = await staffCall(t, 'operator_pay/setAccount', ACCOUNT, s.admin.token);
    expect(saved).toMatchObject({
      status: true,
      message: '收款账户已保存',
      data: { info: { account_name: ACCOUNT.account_name, account_no_masked: '0200 **** 3456' } },
    });
    const [audit] = await audits('operator_pay/setAccount');
    expect(JSON.stringify(audit!.after)).toContain('0200 **** 3456');
    expect(JSON.stringify(audit!.after)).not.toContain('02000045');
    const read = await staffCall(t, 'operator_pay/account', {}, s.finance.token);
    expect(read.data.info).toMatchObject({
      bank_name: ACCOUNT.bank_name,
      account_no_masked: '0200 **** 3456',
    });
    expect(JSON.stringify(read.data)).not.toContain('02000045');
  });

  it('refuses finance and editors setting it, and a number that is not 8–32 digits', async () => {
    for (const who of [s.finance, s.editor]) {
      const answer = await staffCall(t, 'operator_pay/setAccount', ACCOUNT, who.token);
      expect(answer).toMatchObject({ status: false, message: '无权操作：此功能仅限管理员' });
    }
    const bad = await staffCall(
      t,
      'operator_pay/setAccount',
      { ...ACCOUNT, account_no: '12ab' },
      s.admin.token,
    );
    expect(bad).toMatchObject({ status: false, message: '收款账号应为 8–32 位数字' });
    const blank = await staffCall(
      t,
      'operator_pay/setAccount',
      { ...ACCOUNT, bank_name: ' ' },
      s.admin.token,
    );
    expect(blank).toMatchObject({ status: false, message: '请输入开户银行' });
    expect(await t.db.select().from(collectionAccount)).toHaveLength(0);
  });
});

describe('pay/transferInfo and pay/transferDeclare (the buyer)', () => {
  it('says so when no collection account is set', async () => {
    const id = await placeOrder(t, b1);
    expect(await t.call('pay/transferInfo', { id }, b1.token)).toMatchObject({
      status: false,
      message: NO_ACCOUNT,
    });
  });

  it('answers the account, the exact amount, one reference per stage, the deadline and a PDF notice', async () => {
    await setAccount(t, s.admin);
    const id = await placeOrder(t, b1);
    const first = await t.call('pay/transferInfo', { id }, b1.token);
    expect(first.status).toBe(true);
    expect(first.data).toMatchObject({
      order_id: id,
      amount: 4000,
      amount_in_words: '人民币肆仟元整',
      stage: '全款',
      state: 'none',
      state_name: '待汇款',
      account: { account_name: ACCOUNT.account_name, account_no: '0200004509088123456' },
      slip: null,
    });
    const ref: string = first.data.reference;
    expect(isReference(ref)).toBe(true);
    expect([...ref].every((ch) => REFERENCE_ALPHABET.includes(ch) && !'01OIL'.includes(ch))).toBe(true);
    expect(first.data.deadline).toBe((await orderOf(id)).payDeadline.toISOString());
    // asked again: the same reference, no second row
    expect((await t.call('pay/transferInfo', { id }, b1.token)).data.reference).toBe(ref);
    expect(await t.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, id))).toHaveLength(1);

    const pdf = await t.request(first.data.notice_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = readPdf(new Uint8Array(await pdf.arrayBuffer())).text;
    for (const part of [
      '付款通知书',
      ref,
      '人民币肆仟元整',
      '¥4000.00',
      (await orderOf(id)).orderNo,
      '0200004509088123456',
    ]) {
      expect(text).toContain(part);
    }
    // a forged or altered link gets nothing
    const forged = first.data.notice_url.replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    expect((await t.request(forged)).status).toBe(403);
  });

  it("refuses another buyer's order as if it did not exist", async () => {
    await setAccount(t, s.admin);
    const id = await placeOrder(t, b1);
    expect(await t.call('pay/transferInfo', { id }, b2.token)).toMatchObject({
      status: false,
      message: '订单不存在',
    });
    expect(await t.call('pay/transferDeclare', { id, stage_id: 1 }, b2.token)).toMatchObject({
      status: false,
      message: '订单不存在',
    });
  });

  it('declares 已汇款 with the buyer’s own slip; refuses a wrong stage or another buyer’s file', async () => {
    await setAccount(t, s.admin);
    const { id, info } = await declared(b1, false);
    expect(
      await t.call('pay/transferDeclare', { id, stage_id: info.stage_id + 999 }, b1.token),
    ).toMatchObject({
      status: false,
      message: STAGE_CHANGED,
    });
    const foreign = await uploadSlip(t, b2.token);
    expect(
      await t.call('pay/transferDeclare', { id, stage_id: info.stage_id, slip_id: foreign }, b1.token),
    ).toMatchObject({ status: false, message: '文件不存在，请重新上传' });
    expect((await transferOf(id)).status).toBe('open');

    const slip = await uploadSlip(t, b1.token);
    const done = await t.call(
      'pay/transferDeclare',
      { id, stage_id: info.stage_id, slip_id: slip },
      b1.token,
    );
    expect(done).toMatchObject({
      status: true,
      data: { state: 'declared', state_name: '待财务确认', slip: { id: slip } },
    });
    expect(done.data.hold_until).not.toBe('');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.some((e) => e.action === 'transfer' && e.note.includes(info.reference))).toBe(true);
    // a second declaration only replaces the slip
    const again = await t.call('pay/transferDeclare', { id, stage_id: info.stage_id }, b1.token);
    expect(again).toMatchObject({
      status: true,
      message: '回单已更新，请等待财务确认',
      data: { state: 'declared' },
    });
  });

  it('keeps a declared order past its deadline; without a declaration the order is cancelled as before', async () => {
    await setAccount(t, s.admin);
    const held = await declared();
    const plain = (await declared(b1, false)).id;
    const past = new Date(Date.now() - 60_000);
    await t.db.update(orders).set({ payDeadline: past });
    expect((await t.call('order/info', { id: held.id }, b1.token)).data.info.status).toBe('pending_payment');
    expect((await t.call('order/info', { id: plain }, b1.token)).data.info.status).toBe('cancelled');
    const list = await t.call('order/get', { page: 1, limit: 10 }, b1.token);
    expect(list.data.list.find((o: { id: number }) => o.id === held.id).status).toBe('pending_payment');
    // the cashier still answers the held transfer
    expect((await t.call('pay/transferInfo', { id: held.id }, b1.token)).data.state).toBe('declared');
  });

  it('after the hold the declaration lapses: the overdue order is cancelled with one letter saying why', async () => {
    await setAccount(t, s.admin);
    const { id } = await declared();
    await backdate(id, { deadline: 8 * DAY, declared: 7 * DAY + 60_000 });
    expect(await lapseDueTransfers(t.db)).toBe(1);
    expect(await orderOf(id)).toMatchObject({ status: 'cancelled', cancelReason: LAPSED_NOTE });
    expect((await transferOf(id)).status).toBe('lapsed');
    const [letter] = await lettersOf(b1.userId);
    expect(letter).toMatchObject({ title: '订单已取消' });
    expect(letter!.content).toContain(LAPSED_NOTE);
    expect(await lapseDueTransfers(t.db)).toBe(0);
  });

  it('the lazy expiry lapses it the same way when the buyer opens the order first', async () => {
    await setAccount(t, s.admin);
    const { id } = await declared();
    await backdate(id, { deadline: 8 * DAY, declared: 8 * DAY });
    expect((await t.call('order/info', { id }, b1.token)).data.info.status).toBe('cancelled');
    expect(await orderOf(id)).toMatchObject({ cancelReason: LAPSED_NOTE });
    expect((await transferOf(id)).status).toBe('lapsed');
  });

  it('a lapsed balance declaration leaves the stage owed again and tells the buyer', async () => {
    await setAccount(t, s.admin);
    const { id } = await declared();
    // as if the order had moved on to its balance: the stage is owed with no deadline
    await t.db.update(orders).set({ status: 'pending_balance' }).where(eq(orders.id, id));
    await backdate(id, { declared: 8 * DAY });
    expect(await lapseDueTransfers(t.db)).toBe(1);
    expect((await orderOf(id)).status).toBe('pending_balance');
    const [letter] = await lettersOf(b1.userId);
    expect(letter).toMatchObject({ title: '对公转账申报已失效', link: `/cashierdesk?id=${id}` });
  });
});

describe('the finance queue (operator_pay/*)', () => {
  it('lists declared transfers with order, lab, buyer, amount, reference and a slip link; editors are refused', async () => {
    await setAccount(t, s.admin);
    const { id, info } = await declared();
    const q = await staffCall(t, 'operator_pay/get', {}, s.finance.token);
    expect(q.status).toBe(true);
    const row = q.data.list.find((x: { order_id: number }) => x.order_id === id);
    expect(row).toMatchObject({
      order_no: (await orderOf(id)).orderNo,
      amount: 4000,
      reference: info.reference,
      state: 'declared',
      stage: '全款',
    });
    expect(row.lab).not.toBe('');
    expect(row.buyer_company).not.toBe('');
    expect(row.slip_url).toMatch(/^\/files\/attachment\/\d+\?exp=\d+&sig=/);
    expect((await t.request(row.slip_url)).status).toBe(200);
    expect(await staffCall(t, 'operator_pay/get', {}, s.editor.token)).toMatchObject({
      status: false,
      message: '无权操作：此功能仅限管理员、财务',
    });
    // an admin has everything finance has
    expect((await staffCall(t, 'operator_pay/get', {}, s.admin.token)).status).toBe(true);
    // filter by state
    const none = await staffCall(t, 'operator_pay/get', { state: 'confirmed' }, s.finance.token);
    expect(none.data.list).toHaveLength(0);
  });

  it('confirms only the exact amount with the bank serial; settles once through settlePayment', async () => {
    await setAccount(t, s.admin);
    const { id, transferId } = await declared();
    const wrong = await confirmTransfer({
      id: transferId,
      amount: '3999.99',
      bank_serial: 'ICBC2026120400001',
    });
    expect(wrong).toMatchObject({
      status: false,
      message: '到账金额 ¥3999.99 与应付金额 ¥4000.00 不一致，不能确认到账',
    });
    const noSerial = await confirmTransfer({ id: transferId, amount: 4000 });
    expect(noSerial).toMatchObject({ status: false, message: '请输入银行流水号' });
    const badAmount = await confirmTransfer({ id: transferId, amount: '4000.001', bank_serial: 'X1234' });
    expect(badAmount).toMatchObject({ status: false, message: '请输入到账金额（元，最多两位小数）' });
    const byEditor = await confirmTransfer(
      { id: transferId, amount: 4000, bank_serial: 'ICBC2026120400001' },
      s.editor,
    );
    expect(byEditor).toMatchObject({ status: false, message: '无权操作：此功能仅限管理员、财务' });
    expect((await orderOf(id)).status).toBe('pending_payment');
    expect(await audits('operator_pay/confirmTransfer')).toHaveLength(0);

    const ok = await confirmTransfer({
      id: transferId,
      amount: '4,000.00',
      bank_serial: 'ICBC2026120400001',
    });
    expect(ok).toMatchObject({
      status: true,
      message: '已确认到账',
      data: { info: { state: 'confirmed', bank_serial: 'ICBC2026120400001', received_amount: 4000 } },
    });
    expect(await orderOf(id)).toMatchObject({ status: 'pending_sign', paidAmountFen: 400_000 });
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ channel: 'transfer', status: 'paid', tradeNo: 'ICBC2026120400001' });
    const pay = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).find(
      (e) => e.action === 'pay',
    );
    expect(pay!.note).toContain('对公转账');
    expect((await lettersOf(b1.userId))[0]).toMatchObject({ title: '支付成功' });
    expect(await audits('operator_pay/confirmTransfer')).toHaveLength(1);

    const twice = await confirmTransfer(
      { id: transferId, amount: 4000, bank_serial: 'ICBC2026120400002' },
      s.finance2,
    );
    expect(twice).toMatchObject({ status: false, message: '该笔转账已确认到账，请勿重复确认' });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    // the buyer's cashier: nothing left to pay
    expect(await t.call('pay/transferInfo', { id }, b1.token)).toMatchObject({ status: false });
  });

  it('refuses a bank serial already used for another payment', async () => {
    await setAccount(t, s.admin);
    const a = await declared();
    const b = await declared();
    const body = (id: number) => ({ id, amount: 4000, bank_serial: 'DUP-0001' });
    expect((await confirmTransfer(body(a.transferId))).status).toBe(true);
    expect(await confirmTransfer(body(b.transferId))).toMatchObject({
      status: false,
      message: '该银行流水号已用于确认其他款项，请核对',
    });
  });

  it('refuses to confirm a transfer of a cancelled order', async () => {
    await setAccount(t, s.admin);
    const { id, transferId } = await declared();
    expect((await t.call('order/cancel', { id }, b1.token)).status).toBe(true);
    const answer = await confirmTransfer({ id: transferId, amount: 4000, bank_serial: 'ICBC2026120400009' });
    expect(answer).toMatchObject({
      status: false,
      message: '订单已取消，不能确认到账；如已收到款项，请按退款流程原路退回',
    });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(0);
  });

  it('rejects with a reason the buyer reads in a letter, on the order and at the cashier; then may declare again', async () => {
    await setAccount(t, s.admin);
    const { id, transferId, info } = await declared();
    expect(
      await staffCall(t, 'operator_pay/rejectTransfer', { id: transferId, reason: '' }, s.finance.token),
    ).toMatchObject({ status: false, message: '请输入驳回原因' });
    const reason = '未查询到该识别码的到账记录';
    const done = await staffCall(
      t,
      'operator_pay/rejectTransfer',
      { id: transferId, reason },
      s.finance.token,
    );
    expect(done).toMatchObject({ status: true, data: { info: { state: 'rejected', reason } } });
    const [letter] = await lettersOf(b1.userId);
    expect(letter!.title).toBe('对公转账未确认到账');
    expect(letter!.content).toContain(reason);
    const detail = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(detail.events.some((e: { note: string }) => e.note.includes(reason))).toBe(true);
    expect((await t.call('pay/transferInfo', { id }, b1.token)).data).toMatchObject({
      state: 'rejected',
      reason,
    });
    expect(await audits('operator_pay/rejectTransfer')).toHaveLength(1);
    // twice: nothing waits any more
    expect(
      await staffCall(t, 'operator_pay/rejectTransfer', { id: transferId, reason }, s.finance.token),
    ).toMatchObject({
      status: false,
      message: '该笔转账不在待确认状态，无需处理',
    });
    const again = await t.call('pay/transferDeclare', { id, stage_id: info.stage_id }, b1.token);
    expect(again.data).toMatchObject({ state: 'declared', reason: '' });
  });

  it('answers a missing transfer without a 500', async () => {
    const answer = await confirmTransfer({ id: 999999, amount: 1, bank_serial: 'X1234' });
    expect(answer).toMatchObject({ status: false, message: '转账记录不存在', http: 200 });
    expect(
      await t.db
        .select()
        .from(bankTransfers)
        .where(and(eq(bankTransfers.id, 999999))),
    ).toHaveLength(0);
  });
});

describe('online payment of a held order', () => {
  it('is refused while the declared transfer waits past the deadline (it would pay twice)', async () => {
    await setAccount(t, s.admin);
    const { id } = await declared();
    await t.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    const answer = await t.call('pay/getCheckstandUrl', { id, method: 'sim' }, b1.token);
    expect(answer).toMatchObject({
      status: false,
      message: '您已申报对公转账，正在等待财务确认到账，请勿重复支付',
    });
    expect((await orderOf(id)).status).toBe('pending_payment');
  });
});
