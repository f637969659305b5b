/**
 * Money and terms change only with both parties' consent: a lab's approval of a change moves
 * nothing until the buyer signs the supplement, and terms a buyer writes bind the lab only once
 * the lab has read and signed them itself.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  electronicContractSignatures,
  electronicContracts,
  orderPayPlans,
  orders,
  payments,
  siteLetters,
} from '../../db/schema';
import { buyerSigns, contractRow, demoLab, labSigns, signBoth } from '../contract/contract.test-helpers';
import { labWork } from '../merchant-order/merchant-order.test-kit';
import { buyersForFile, move, placeOrder } from '../order/order-fixtures';

const { t, b1, b2 } = buyersForFile();

const stages = async (id: number) =>
  (
    await t.db.select().from(orderPayPlans).where(eq(orderPayPlans.orderId, id)).orderBy(orderPayPlans.seq)
  ).map((p) => p.amountFen);
const total = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.payAmountFen;
const inDays = (n: number) =>
  new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A ¥4000 deposit order (¥1200 paid) whose work is done and accepted: the ¥2800 balance is due. */
async function balanceDue(b = b1): Promise<number> {
  const id = await placeOrder(t, b, { pay_plan: 'deposit' });
  expect((await t.call('pay/payTest', { id }, b.token)).status).toBe(true);
  await move(t, id, 'sign');
  await labWork(t, b.token, id);
  expect((await t.call('order_pay_plan_order/acceptance', { id }, b.token)).status).toBe(true);
  return id;
}

describe('an approved change moves money only when the buyer signs', () => {
  it('the lab approves 延长服务周期 with ¥99,999: total, balance and order/pay keep the old amount until both sign', async () => {
    const lab = await demoLab(t);
    const id = await balanceDue();
    expect(await stages(id)).toEqual([120_000, 280_000]);
    const before = await t.call('order/pay', { id }, b1.token);
    expect(before).toMatchObject({ status: true, data: { amount: 2800 } });
    const change = (await t.call('order_change/add', { order_id: id, type: 2, reason: '需要延期' }, b1.token))
      .data.id;
    const approved = await t.call(
      'merchant_order_change/audit',
      { id: change, approve: true, amount: 99_999, due_date: inDays(30) },
      lab.token,
    );
    expect(approved).toMatchObject({
      status: true,
      data: { info: { status: 'approved', new_amount: 99_999 } },
    });
    // the attack: nothing of the order moved
    expect(await total(id)).toBe(400_000);
    expect(await stages(id)).toEqual([120_000, 280_000]);
    const info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ pay_amount: 4000, due_amount: 2800, due_date: null });
    expect(info.changes[0]).toMatchObject({
      effect: 'pending_sign',
      effect_label: '待双方签署补充协议后生效',
    });
    const pay = await t.call('order/pay', { id }, b1.token);
    expect(pay).toMatchObject({ status: true, data: { amount: 2800 } });
    const intents = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(intents.every((p) => p.amountFen !== 99_999_00 - 120_000)).toBe(true);
    // the buyer is asked to read and sign, at its own page
    const [letter] = await t.db
      .select()
      .from(siteLetters)
      .where(and(eq(siteLetters.accountId, b1.userId), eq(siteLetters.title, '变更申请已同意')));
    const supplementId = info.changes[0].contract_id as number;
    expect(letter!.link).toBe(`/home/contract?id=${supplementId}`);
    expect((await contractRow(t, supplementId)).terms).toContain('¥99999.00');
    // the lab's signature alone changes nothing either
    expect(await labSigns(t, lab, supplementId)).toMatchObject({ status: true });
    expect(await total(id)).toBe(400_000);
    // the buyer signs: now it is the order's, and the old intent can no longer settle the stage
    expect(await buyerSigns(t, b1, supplementId)).toMatchObject({
      status: true,
      data: { info: { status: 'signed' } },
    });
    expect(await total(id)).toBe(9_999_900);
    expect(await stages(id)).toEqual([120_000, 9_879_900]);
    const stale = await t.db.select().from(payments).where(eq(payments.payNo, pay.data.pay_no));
    expect(stale[0]).toMatchObject({ status: 'closed' });
    expect(await t.call('order/pay', { id }, b1.token)).toMatchObject({ data: { amount: 98_799 } });
    const after = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(after).toMatchObject({ pay_amount: 99_999, due_date: inDays(30) });
    expect(after.changes[0]).toMatchObject({ effect: 'applied' });
  });

  it('a buyer who never signs keeps the old amount; an unsigned supplement cannot be signed once the order is refunded', async () => {
    const lab = await demoLab(t);
    const id = await placeOrder(t, b1, { pay_plan: 'deposit' });
    await t.call('pay/payTest', { id }, b1.token);
    await move(t, id, 'sign');
    const change = (await t.call('order_change/add', { order_id: id, type: 1, reason: '加测铅' }, b1.token))
      .data.id;
    await t.call('merchant_order_change/audit', { id: change, approve: true, amount: 5000 }, lab.token);
    expect(await total(id)).toBe(400_000);
    const refund = (await t.call('order_change/add', { order_id: id, type: 3, reason: '不做了' }, b1.token))
      .data.id;
    expect(
      (await t.call('merchant_order_change/audit', { id: refund, approve: true }, lab.token)).status,
    ).toBe(true);
    const closed = (await t.call('order/info', { id }, b1.token)).data.info.changes[1];
    expect(closed).toMatchObject({ effect: 'lapsed', effect_label: '订单已关闭，变更未生效' });
    const supplementId = closed.contract_id;
    const sent = await t.call('electronic_contract/sendSignCode', { id: supplementId }, b1.token);
    expect(sent).toMatchObject({ status: false, message: '订单已退款，不能签署合同' });
    expect(await total(id)).toBe(400_000);
  });
});

describe('terms a buyer writes bind the lab only when the lab signs them', () => {
  it('the buyer signs its own terms; the lab is told, nothing signs for it, and it signs with its own code', async () => {
    const lab = await demoLab(t);
    const id = await placeOrder(t, b1);
    await t.call('pay/payTest', { id }, b1.token);
    const terms = '乙方同意免除本订单全部服务费用，并向甲方支付赔偿金壹佰万元。';
    const added = await t.call('order/supplementaryContract', { id, terms }, b1.token);
    expect(added).toMatchObject({ status: true, data: { info: { kind: 'supplement' } } });
    const cid = added.data.info.id;
    // the lab gets a letter leading to its own signing page
    const letters = await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, lab.accountId));
    const letter = letters.find((l) => l.title === '买方提出补充协议');
    expect(letter).toMatchObject({ link: `/merchant/contract?id=${cid}` });
    // the buyer signs: only the buyer's signature exists, now and a while later
    expect(await buyerSigns(t, b1, cid)).toMatchObject({ status: true });
    await new Promise((r) => setTimeout(r, 1_200));
    const signatures = await t.db
      .select()
      .from(electronicContractSignatures)
      .where(eq(electronicContractSignatures.contractId, cid));
    expect(signatures.map((s) => s.party)).toEqual(['buyer']);
    expect(await contractRow(t, cid)).toMatchObject({ status: 'pending_sign', merchantSignedAt: null });
    // the buyer cannot sign as the lab; another buyer cannot touch it
    const forged = { id: cid, code: '000000', sha256: 'a'.repeat(64) };
    expect((await t.call('merchant_contract/sign', forged, b1.token)).status).toBe(-2);
    expect(await t.call('electronic_contract/sign', forged, b2.token)).toMatchObject({
      status: false,
      message: '合同不存在',
    });
    // the lab reads it on 合同管理 as waiting for it, and signs with its own code
    const listed = await t.call('merchant_contract/get', { state: 'mine' }, lab.token);
    expect(listed.data.list.map((c: { id: number }) => c.id)).toContain(cid);
    expect(await labSigns(t, lab, cid)).toMatchObject({ status: true, data: { info: { status: 'signed' } } });
    const [row] = await t.db.select().from(electronicContracts).where(eq(electronicContracts.id, cid));
    expect(row!.merchantSignedAt!.getTime()).toBeGreaterThan(row!.buyerSignedAt!.getTime());
  });

  it('signBoth still signs a plain supplement, and the order stays where it was', async () => {
    const id = await placeOrder(t, b1);
    await t.call('pay/payTest', { id }, b1.token);
    const added = await t.call(
      'order/supplementaryContract',
      { id, terms: '报告交付期限延长至 15 个工作日，其余条款不变。' },
      b1.token,
    );
    await signBoth(t, b1, added.data.info.id);
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('pending_sign');
  });
});
