import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { electronicContracts } from '../../db/schema';
import { readPdf } from '../../lib/pdf/pdf-text.test-helpers';
import { buyersForFile, move, PAYING_BUYERS, placeOrder, workDone } from '../order/order-fixtures';
import { contractRow, orderStatus, paidOrder, signBoth } from './contract.test-helpers';

const { t, b1, b2 } = buyersForFile(PAYING_BUYERS);

describe('order/supplementaryContract', () => {
  it('draws a supplement for a paid order; signing it leaves the order where it is', async () => {
    const { orderId } = await paidOrder(t, b1);
    const terms = '双方同意将检测报告交付期限延长至 15 个工作日，<script>x</script> 其余条款不变。';
    const answer = await t.call('order/supplementaryContract', { id: orderId, terms }, b1.token);
    expect(answer).toMatchObject({
      status: true,
      data: { info: { kind: 'supplement', status: 'pending_sign', order_id: orderId } },
    });
    const id = answer.data.info.id;
    expect((await contractRow(t, id)).terms).toBe(terms);
    const { data } = await t.call('electronic_contract/download', { id }, b1.token);
    const doc = readPdf(new Uint8Array(await (await t.request(data.url)).arrayBuffer())).text;
    expect(doc).toContain('补充条款');
    // a PDF runs no markup: the buyer's words are shown as they were typed
    expect(doc).toContain('<script>x</script>');
    await signBoth(t, b1, id);
    expect((await contractRow(t, id)).status).toBe('signed');
    expect(await orderStatus(t, orderId)).toBe('pending_sign');
  });

  it('refuses short or long terms and orders that are unpaid, finished or cancelled', async () => {
    const terms = '补充条款内容足够长，满足十个字以上的要求。';
    const { orderId } = await paidOrder(t, b1);
    expect(
      await t.call('order/supplementaryContract', { id: orderId, terms: '太短了' }, b1.token),
    ).toMatchObject({
      status: false,
      message: '补充条款至少10个字',
    });
    expect(
      await t.call('order/supplementaryContract', { id: orderId, terms: '长'.repeat(2001) }, b1.token),
    ).toMatchObject({
      status: false,
      message: '补充条款不能超过2000个字',
    });
    expect((await t.call('order/supplementaryContract', { id: orderId }, b1.token)).message).toBe(
      '请输入补充条款',
    );
    const unpaid = await placeOrder(t, b1);
    const refusal = '仅已支付且未完成的订单可以签订补充协议';
    expect(await t.call('order/supplementaryContract', { id: unpaid, terms }, b1.token)).toMatchObject({
      message: refusal,
    });
    await t.call('order/cancel', { id: unpaid }, b1.token);
    expect(await t.call('order/supplementaryContract', { id: unpaid, terms }, b1.token)).toMatchObject({
      message: refusal,
    });
    await move(t, orderId, 'sign');
    await workDone(t, orderId);
    await move(t, orderId, 'confirm');
    expect(await t.call('order/supplementaryContract', { id: orderId, terms }, b1.token)).toMatchObject({
      message: refusal,
    });
    expect(
      await t.db.select().from(electronicContracts).where(eq(electronicContracts.kind, 'supplement')),
    ).toHaveLength(0);
  });
});

describe("ownership: another buyer's contract or order reads as missing", () => {
  it('refuses buyer 2 on every contract endpoint of buyer 1', async () => {
    const { orderId, contractId } = await paidOrder(t, b1);
    const missing = { status: false, message: '合同不存在', data: null };
    for (const ep of [
      'electronic_contract/getSignUrl',
      'electronic_contract/refreshSignStatus',
      'electronic_contract/download',
      'electronic_contract/sendSignCode',
    ] as const) {
      expect(await t.call(ep, { id: contractId }, b2.token)).toMatchObject(missing);
      expect(await t.call(ep, { id: 987_654 }, b1.token)).toMatchObject(missing);
      expect(await t.call(ep, { id: '1; drop' }, b1.token)).toMatchObject({
        status: false,
        message: '无效的合同ID',
      });
      expect((await t.call(ep, { id: contractId })).status).toBe(-2);
    }
    const terms = '买家二试图给别人的订单加补充协议条款。';
    expect(await t.call('order/supplementaryContract', { id: orderId, terms }, b2.token)).toMatchObject({
      status: false,
      message: '订单不存在',
    });
    expect(await t.db.select().from(electronicContracts)).toHaveLength(1);
    expect((await contractRow(t, contractId)).status).toBe('pending_sign');
  });
});
