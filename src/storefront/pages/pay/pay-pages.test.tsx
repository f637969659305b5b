import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config, type OrderDetail } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import type { OrderStatus } from '../../../core/rules/order-states';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { assign, buyerAtCashier, cashierOrder, openCashier } from './pay-fixtures';
import { POLL } from './result-success-page';

beforeEach(buyerAtCashier);
afterEach(() => {
  resetApp();
  POLL.everyMs = 1000;
  POLL.tries = 15;
});

function order(status: OrderStatus, patch: Partial<OrderDetail> = {}): { info: OrderDetail } {
  const paidDeposit = status !== 'pending_payment';
  return cashierOrder({
    order_no: 'TIC20250101120000123456',
    status,
    pay_plan: 'deposit',
    goods_amount: 1000,
    pay_amount: 1000,
    paid_amount: paidDeposit ? 300 : 0,
    due_amount: status === 'pending_payment' ? 300 : status === 'pending_balance' ? 700 : 0,
    created_at: '2025-01-01T04:00:00Z',
    pay_deadline: new Date(Date.now() + 3_600_000 + 5_000).toISOString(),
    actions: status === 'pending_payment' ? ['pay', 'cancel'] : status === 'pending_balance' ? ['pay'] : [],
    plan: [
      {
        id: 1,
        seq: 1,
        name: '预付款',
        amount: 300,
        status: paidDeposit ? 'paid' : 'unpaid',
        paid_at: paidDeposit ? '2025-01-01T05:00:00Z' : null,
        accepted_at: null,
      },
      { id: 2, seq: 2, name: '尾款', amount: 700, status: 'unpaid', paid_at: null, accepted_at: null },
    ],
    ...patch,
  });
}

const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.sf-pay-way')].find((b) => b.textContent?.includes(text));

describe('收银台', () => {
  it('shows the order, the stage due and its deadline; 在线支付 opens the hosted cashier', async () => {
    const pending = order('pending_payment');
    const server = await openCashier({
      'order/info': ok(pending),
      'pay/getCheckstandUrl': ok({ order_id: 9, amount: 300, url: '/api/pay/cashier?pay_no=P1' }),
    });
    expect(document.title).toMatch(/^收银台 - /);
    const text = main()!.textContent!;
    expect(text).toContain('TIC20250101120000123456');
    expect(text).toContain('苏州市计量测试院');
    expect(text).toContain('预付款');
    expect(main()?.querySelector('.sf-cashier__due')?.textContent).toContain('¥300.00');
    expect(main()?.querySelector('.sf-cashier__clock')?.textContent).toMatch(
      /剩余支付时间：01 小时 00 分 0\d 秒/,
    );
    // the same deadline the hosted cashier names, in Beijing time
    expect(main()?.querySelector('.sf-cashier__clock small')?.textContent).toBe(
      `请于 ${formatTime(pending.info.pay_deadline).slice(0, 16)} 前完成支付`,
    );
    await act(() => button('在线支付')!.click());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/pay/cashier?pay_no=P1'));
    expect(server.callsTo('pay/getCheckstandUrl')[0]!.params).toEqual({ id: 9, method: 'sim' });
  });

  it('测试支付 pays and lands on the success page', async () => {
    const server = await openCashier({
      'order/info': ok(order('pending_payment')),
      'pay/payTest': ok(null, '支付成功'),
    });
    await act(() => button('测试支付')!.click());
    await vi.waitFor(() => expect(location.pathname + location.search).toBe('/result/success?order_id=9'));
    expect(server.callsTo('pay/payTest')[0]!.params).toEqual({ id: 9 });
  });

  it('hides 测试支付 once the server does not offer it (404 in production)', async () => {
    await openCashier({ 'order/info': ok(order('pending_balance')) });
    expect(main()?.querySelector('.sf-cashier__due')?.textContent).toContain('¥700.00');
    // no deadline clock for a balance
    expect(main()?.querySelector('.sf-cashier__clock')).toBeNull();
    await act(() => button('测试支付')!.click());
    await vi.waitFor(() => expect(button('测试支付')).toBeUndefined());
    expect(button('在线支付')).toBeDefined();
    expect(location.pathname).toBe('/cashierdesk');
  });

  it('offers no 测试支付 where the server says it has none (production)', async () => {
    await openCashier({ 'order/info': ok(order('pending_payment')) });
    expect(button('测试支付')).toBeDefined();
    // config/load is asked once per page: the store is where the page reads it
    await act(() => $config.set({ service_code: '', test_payment: false }));
    await vi.waitFor(() => expect(button('测试支付')).toBeUndefined());
    expect(button('在线支付')).toBeDefined();
  });

  it('an order with nothing due offers no payment; a missing order says so', async () => {
    await openCashier({ 'order/info': ok(order('in_service')) });
    expect(main()?.textContent).toContain('该订单当前无需支付');
    expect(button('在线支付')).toBeUndefined();
    expect(main()?.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/home/order/detail?id=9');
    await openCashier({ 'order/info': refused('订单不存在') });
    expect(main()?.querySelector('h1')?.textContent).toBe('订单不存在');
  });
});

describe('支付成功 polling', () => {
  it('waits (支付结果确认中…) until the order leaves the awaiting states, then shows the amount', async () => {
    POLL.everyMs = 10;
    let n = 0;
    const server = await openApp('/result/success?order_id=9', {
      'order/info': () => ok(order(++n < 3 ? 'pending_payment' : 'pending_sign')),
    });
    await settle();
    expect(main()?.querySelector('h1')?.textContent).toBe('支付结果确认中…');
    await vi.waitFor(() => expect(main()?.querySelector('h1')?.textContent).toBe('支付成功'));
    expect(server.callsTo('order/info')).toHaveLength(3);
    expect(server.callsTo('order/info')[0]!.params).toEqual({ id: 9 });
    expect(main()?.querySelector('.sf-result__facts')?.textContent).toContain('¥300.00');
    const links = [...main()!.querySelectorAll('.sf-result__actions a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['查看订单', '/home/order/detail?id=9'],
      ['继续购物', '/home'],
    ]);
  });

  it('stops after its tries and says the result is not confirmed yet, with the order link', async () => {
    POLL.everyMs = 5;
    POLL.tries = 3;
    const server = await openApp('/result/success?order_id=9', {
      'order/info': ok(order('pending_payment')),
    });
    await vi.waitFor(() => expect(main()?.querySelector('h1')?.textContent).toBe('暂未收到支付结果'));
    expect(server.callsTo('order/info')).toHaveLength(3);
    expect(main()?.querySelector('.sf-result__actions a')?.getAttribute('href')).toBe(
      '/home/order/detail?id=9',
    );
    await new Promise((r) => setTimeout(r, 30));
    expect(server.callsTo('order/info')).toHaveLength(3);
  });
});

describe('支付失败', () => {
  it('shows the reason as text and offers 重新支付', async () => {
    await openApp('/result/error?order_id=9&reason=%3Cb%3E余额不足%3C%2Fb%3E');
    await settle();
    expect(main()?.querySelector('h1')?.textContent).toBe('支付失败');
    expect(main()?.querySelector('.sf-result__text')?.textContent).toBe('失败原因：<b>余额不足</b>');
    expect(main()?.querySelector('b')).toBeNull();
    const retry = main()?.querySelector('.sf-result__actions a');
    expect([retry?.textContent, retry?.getAttribute('href')]).toEqual(['重新支付', '/cashierdesk?id=9']);
  });
});
