/**
 * A refund closes the books: an approved 申请退款 moves the order to 退款中, stops the lab's work,
 * takes the stage out of the lab's settlement, reverses the expert's commission once, and the
 * money goes back the way it came (here: 财务's transfer for a 对公转账 stage) before 已退款.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  expertClients,
  expertRecords,
  merchantAmountRecords,
  paymentRefunds,
  payments,
  siteLetters,
  staffAudit,
} from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type Staffed, staffWithAccount } from '../bank-transfer/transfer.test-kit';
import { upload } from '../merchant-center/merchant.test-helpers';
import { labToken, REPORT_PDF } from '../merchant-order/merchant-order.test-kit';
import { staffCall } from '../operator/operator-test-kit';
import { type Buyer, move, placeOrder, withBuyers, workDone } from '../order/order-fixtures';
import { approveRefund } from './order-change.service';
import { paidByTransfer, refundApproved, statusOf } from './refund.test-kit';

let t: TestApp;
let b1: Buyer;
let b2: Buyer;
let s: Staffed;
withBuyers((x) => ({ t, b1, b2 } = x));
beforeAll(async () => {
  s = await staffWithAccount(t);
});

const settlementOf = async (lab: string) => (await t.call('merchant_amount_record/get', {}, lab)).data.list;

describe('an approved refund closes the books', () => {
  it('the lab can no longer work the order, the settlement drops it, a second request is refused, 财务 pays it back', async () => {
    const lab = await labToken(t);
    const { id, reference, serial } = await paidByTransfer(t, b1, s.finance.token);
    await move(t, id, 'sign');
    expect(
      await t.call(
        'order/shipSample',
        { id, courier_company: '顺丰速运', waybill_no: 'SF9988776655' },
        b1.token,
      ),
    ).toMatchObject({ status: true });
    const listed = (await settlementOf(lab)).filter((r: { order_id: number }) => r.order_id === id);
    expect(listed).toHaveLength(1);

    await refundApproved(t, b1, id);
    const info = (await t.call('order/info', { id }, b1.token)).data.info;
    expect(info).toMatchObject({ status: 'refunding', status_label: '退款中', actions: [] });
    const labView = (await t.call('merchant_order/info', { id }, lab)).data.info;
    expect(labView).toMatchObject({ status: 'refunding', status_label: '退款中', actions: [] });

    // the attack: receive the sample, test, issue the report
    expect(await t.call('merchant_order/receiveSample', { id, note: '样品完好' }, lab)).toMatchObject({
      status: false,
      message: '订单退款中，不能确认收样',
    });
    expect((await t.call('merchant_order/startTest', { id }, lab)).message).toBe('订单退款中，不能开始检测');
    const file_id = await upload(t, lab, REPORT_PDF, 'report.pdf');
    expect(
      (await t.call('merchant_order/issueReport', { id, report_no: 'WT-REFUND-1', file_id }, lab)).message,
    ).toBe('订单退款中，不能出具报告');
    // nor pay, sign or change it any more
    expect((await t.call('order/pay', { id }, b1.token)).status).toBe(false);
    expect(await settlementOf(lab)).not.toContainEqual(expect.objectContaining({ order_id: id }));
    const [reversed] = await t.db
      .select()
      .from(merchantAmountRecords)
      .where(eq(merchantAmountRecords.orderId, id));
    expect(reversed!.reversedAt).not.toBeNull();

    // a second refund request while the first is open
    const again = await t.call('order_change/add', { order_id: id, type: 3, reason: '再退一次' }, b1.token);
    expect(again).toMatchObject({ status: false, message: '订单退款中，不能申请变更' });

    // 财务's queue: the order, the buyer company, the amount, the original transfer
    expect((await staffCall(t, 'operator_refund/get', {}, s.editor.token)).status).toBe(false);
    const queue = await staffCall(t, 'operator_refund/get', {}, s.finance.token);
    const item = queue.data.list.find((r: { order_id: number }) => r.order_id === id);
    expect(item).toMatchObject({
      amount: 4000,
      reference,
      paid_serial: serial,
      channel_name: '对公转账',
      state: 'pending',
      state_name: '待退款',
    });
    expect(
      (
        await staffCall(
          t,
          'operator_refund/markRefunded',
          { id: item.id, bank_serial: '退' },
          s.finance.token,
        )
      ).message,
    ).toBe('请输入正确的银行流水号（4–64 位字母、数字或 -）');
    const done = await staffCall(
      t,
      'operator_refund/markRefunded',
      { id: item.id, bank_serial: `RF-${id}-0001` },
      s.finance.token,
    );
    expect(done).toMatchObject({
      status: true,
      data: { info: { state: 'done', bank_serial: `RF-${id}-0001` } },
    });
    expect(
      (
        await staffCall(
          t,
          'operator_refund/markRefunded',
          { id: item.id, bank_serial: `RF-${id}-0002` },
          s.finance2.token,
        )
      ).message,
    ).toBe('该笔退款已标记为已退款，请勿重复操作');
    expect(await statusOf(t, id)).toBe('refunded');
    expect((await t.call('order/info', { id }, b1.token)).data.info).toMatchObject({
      status_label: '已退款',
    });
    const audits = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'operator_refund/markRefunded'));
    expect(audits.filter((a) => a.target.includes(item.order_no))).toHaveLength(1);
    const letters = await t.db.select().from(siteLetters).where(eq(siteLetters.accountId, b1.userId));
    expect(letters.map((l) => l.title)).toEqual(expect.arrayContaining(['退款已汇出', '订单已退款']));
    // once refunded, the order takes nothing more either
    expect(
      (await t.call('order_change/add', { order_id: id, type: 3, reason: '第三次' }, b1.token)).message,
    ).toBe('订单已退款，不能申请变更');
  });

  it('another buyer cannot ask a refund of buyer 1’s order; the lab cannot refund after delivery', async () => {
    const id = await placeOrder(t, b1);
    await t.call('pay/payTest', { id }, b1.token);
    expect(
      (await t.call('order_change/add', { order_id: id, type: 3, reason: '退款' }, b2.token)).message,
    ).toBe('订单不存在');
    await move(t, id, 'sign');
    await workDone(t, id);
    const asked = await t.call('order_change/add', { order_id: id, type: 3, reason: '退款' }, b1.token);
    const lab = await labToken(t);
    expect(
      (await t.call('merchant_order_change/audit', { id: asked.data.id, approve: true }, lab)).message,
    ).toBe('订单已交付，不能同意退款，请与买家协商');
    expect(await statusOf(t, id)).toBe('delivered');
  });

  it('a refund the platform decides after completion reverses the expert’s commission once', async () => {
    const [expert] = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.mobile, '13800000003'), eq(accounts.type, 3)));
    await t.db
      .insert(expertClients)
      .values({ clientId: b1.userId, expertId: expert!.id })
      .onConflictDoNothing();
    const id = await placeOrder(t, b1);
    await t.call('pay/payTest', { id }, b1.token);
    await move(t, id, 'sign');
    await workDone(t, id);
    const asked = await t.call(
      'order_change/add',
      { order_id: id, type: 3, reason: '报告有误，申请退款' },
      b1.token,
    );
    expect((await t.call('order/confirm', { id }, b1.token)).status).toBe(true);
    expect(
      (await t.db.select().from(expertRecords).where(eq(expertRecords.orderId, id))).map((r) => r.type),
    ).toEqual(['commission']);
    await approveRefund(t.db, asked.data.id);
    await expect(approveRefund(t.db, asked.data.id)).rejects.toThrow('变更申请状态已变化，请刷新后重试');
    const types = (await t.db.select().from(expertRecords).where(eq(expertRecords.orderId, id))).map(
      (r) => r.type,
    );
    expect(types.sort()).toEqual(['commission', 'reversal']);
    // a demo test payment moved no money: nothing to send back, the order is 已退款 at once
    expect(await statusOf(t, id)).toBe('refunded');
    const [refund] = await t.db
      .select({ r: paymentRefunds })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.orderId, id));
    expect(refund!.r).toMatchObject({ status: 'refunded' });
    await t.db.delete(expertClients).where(eq(expertClients.clientId, b1.userId));
  });
});
