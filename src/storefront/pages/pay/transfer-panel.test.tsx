import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../../core';
import type { TransferInfo } from '../../../core/api/contract/models-transfer';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, settle } from '../../testing/render-app';
import { assign, buyerAtCashier, cashierOrder, openCashier } from './pay-fixtures';

beforeEach(buyerAtCashier);

const order = cashierOrder;

const info = (patch: Partial<TransferInfo> = {}): TransferInfo => ({
  order_id: 9,
  order_no: 'TIC20261204120000123456',
  stage_id: 5,
  stage: '全款',
  amount: 12000,
  amount_in_words: '人民币壹万贰仟元整',
  reference: 'K7M4Q9PX',
  deadline: new Date(Date.now() + 3_600_000).toISOString(),
  hold_until: '',
  state: 'none',
  state_name: '待汇款',
  reason: '',
  declared_at: '',
  slip: null,
  account: {
    account_name: '中国检验检测学会',
    bank_name: '中国工商银行北京海淀支行',
    account_no: '0200004509088123456',
  },
  notice_url: '/files/transfer-notice/3?exp=1&sig=ab',
  ...patch,
});

const ways = () => [...document.querySelectorAll('.sf-pay-way strong')].map((b) => b.textContent);
const panel = () => main()?.querySelector('.sf-transfer');
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.includes(text));

describe('收银台 offers exactly config/load’s pay_methods', () => {
  it('without pay_methods: 对公转账 and 在线支付(模拟), with 测试支付 in the demo', async () => {
    await openCashier({ 'order/info': ok(order()), 'pay/transferInfo': ok(info()) });
    expect(ways()).toEqual(['对公转账', '在线支付(模拟)', '测试支付']);
  });

  it('in production with Alipay: 对公转账 and 支付宝 only; 支付宝 asks for an Alipay page', async () => {
    const server = await openCashier({
      'order/info': ok(order()),
      'pay/transferInfo': ok(info()),
      'pay/getCheckstandUrl': ok({
        order_id: 9,
        amount: 12000,
        url: 'https://openapi.alipay.com/gateway.do?x=1',
      }),
    });
    await act(() =>
      $config.set({ service_code: '', test_payment: false, pay_methods: ['transfer', 'alipay'] }),
    );
    await vi.waitFor(() => expect(ways()).toEqual(['对公转账', '支付宝']));
    await act(() => button('支付宝')!.click());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://openapi.alipay.com/gateway.do?x=1'));
    expect(server.callsTo('pay/getCheckstandUrl')[0]!.params).toMatchObject({ id: 9, method: 'alipay' });
  });

  it('only the transfer when that is all the deployment offers', async () => {
    await openCashier({ 'order/info': ok(order()), 'pay/transferInfo': ok(info()) });
    await act(() => $config.set({ service_code: '', test_payment: false, pay_methods: ['transfer'] }));
    await vi.waitFor(() => expect(ways()).toEqual(['对公转账']));
  });
});

describe('对公转账 panel', () => {
  it('shows the account, the exact amount in figures and 大写, the reference, the deadline and the notice', async () => {
    const server = await openCashier({ 'order/info': ok(order()), 'pay/transferInfo': ok(info()) });
    await settle(() => !!panel()?.querySelector('.sf-transfer__facts'));
    expect(server.callsTo('pay/transferInfo')[0]!.params).toEqual({ id: 9 });
    const text = panel()!.textContent!;
    for (const part of [
      '中国检验检测学会',
      '中国工商银行北京海淀支行',
      '0200004509088123456',
      '¥12000.00',
      '人民币壹万贰仟元整',
      'K7M4Q9PX',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('请在汇款附言（用途）中只填写此识别码');
    const notice = panel()!.querySelector<HTMLAnchorElement>('.sf-transfer__notice')!;
    expect([notice.textContent, notice.getAttribute('href')]).toEqual([
      '下载付款通知书（PDF）',
      '/files/transfer-notice/3?exp=1&sig=ab',
    ]);
  });

  it('uploads the slip and declares 我已汇款 for the stage the server named', async () => {
    const server = await openCashier({
      'order/info': ok(order()),
      'pay/transferInfo': ok(info()),
      'attachment/uploadOne': ok({
        id: 77,
        mime: 'image/png',
        size: 10,
        name: '回单.png',
        url: '/files/attachment/77?x',
      }),
      'pay/transferDeclare': ok(
        info({
          state: 'declared',
          state_name: '待财务确认',
          declared_at: new Date().toISOString(),
          hold_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          slip: { id: 77, mime: 'image/png', size: 10, name: '回单.png', url: '/files/attachment/77?x' },
        }),
        '已提交汇款信息，财务确认到账后订单将自动进入下一步',
      ),
    });
    await settle(() => !!panel()?.querySelector('input[type=file]'));
    const input = panel()!.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '回单.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(() => {
      input.dispatchEvent(new Event('change'));
    });
    await vi.waitFor(() => expect(panel()!.textContent).toContain('查看回单（回单.png）'));
    await act(() => button('我已汇款')!.click());
    await vi.waitFor(() => expect(panel()!.textContent).toContain('已申报汇款，等待财务确认到账'));
    expect(server.callsTo('pay/transferDeclare')[0]!.params).toEqual({ id: 9, stage_id: 5, slip_id: 77 });
    expect(button('我已汇款')).toBeUndefined();
  });

  it('shows 财务’s reason after a rejection and lets the buyer declare again', async () => {
    await openCashier({
      'order/info': ok(order()),
      'pay/transferInfo': ok(
        info({ state: 'rejected', state_name: '未通过', reason: '未查询到该识别码的到账记录' }),
      ),
    });
    await settle(() => !!panel()?.querySelector('.sf-transfer__state'));
    expect(panel()!.querySelector('[role=alert]')!.textContent).toContain('原因：未查询到该识别码的到账记录');
    expect(button('我已汇款')).toBeDefined();
  });

  it('a declared order past its deadline says it is held, not that it will be cancelled', async () => {
    await openCashier({
      'order/info': ok(order({ pay_deadline: new Date(Date.now() - 60_000).toISOString() })),
      'pay/transferInfo': ok(
        info({
          state: 'declared',
          declared_at: new Date().toISOString(),
          hold_until: new Date().toISOString(),
        }),
      ),
    });
    await vi.waitFor(() =>
      expect(main()!.querySelector('.sf-cashier__clock')!.textContent).toContain(
        '已申报对公转账，财务确认到账期间订单保留',
      ),
    );
  });

  it('says why when the platform has no collection account yet', async () => {
    await openCashier({
      'order/info': ok(order()),
      'pay/transferInfo': refused('平台收款账户尚未设置，暂不能对公转账，请联系平台客服'),
    });
    await vi.waitFor(() => expect(panel()!.textContent).toContain('平台收款账户尚未设置'));
  });
});
