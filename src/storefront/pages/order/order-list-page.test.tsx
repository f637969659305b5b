import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { $toast } from '../../../core';
import { ok } from '../../../core/testing/fake-api';
import { nav } from '../../components/contract-calls';
import { main, openApp, SITE, settle } from '../../testing/render-app';
import { buyerEachTest, contract, order, orderPage } from './order-fixtures';

buyerEachTest();

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('.sf-od-tabs [role="tab"]')];
const tab = (label: string) => tabs().find((t) => t.textContent?.startsWith(label))!;
const cards = () => [...document.querySelectorAll<HTMLElement>('.sf-od-card')];
const buttonsOf = (card: Element) =>
  [...card.querySelectorAll<HTMLElement>('.sf-od-actions .sf-btn')].map((b) => b.textContent);
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const click = (el: HTMLElement) => act(() => el.click());

/** Calls of the page itself (the account layout may ask order/get for its badge too). */
const pageCalls = (server: Awaited<ReturnType<typeof openApp>>) =>
  server.callsTo('order/get').filter((c) => c.params.limit === 10);

async function open(url: string, routes = {}) {
  const server = await openApp(url, routes);
  await settle(
    () => !!document.querySelector('.sf-od-tabs') && !document.querySelector('[aria-busy="true"]'),
  );
  return server;
}

describe('我的订单 /home/order', () => {
  it('draws the status tabs from core with the counts order/get answers', async () => {
    const server = await open('/home/order', {
      'order/get': orderPage([order()], { all: 5, pending_payment: 2, in_service: 3 }),
    });
    expect(document.title).toBe(`我的订单 - ${SITE}`);
    expect(tabs().map((t) => t.textContent)).toEqual([
      '全部5',
      '待付款2',
      '待签约',
      '待寄样',
      '已寄样',
      '已收样',
      '检测中',
      '服务中3',
      '报告已出具',
      '待付尾款',
      '已完成',
      '已取消',
      '退款中',
      '已退款',
    ]);
    expect(tab('全部').getAttribute('aria-selected')).toBe('true');
    expect(pageCalls(server)[0]?.params).toMatchObject({ status: '', page: 1, limit: 10 });

    await click(tab('待付款'));
    await settle(() => location.search === '?status=pending_payment');
    await settle(() => pageCalls(server).some((c) => c.params.status === 'pending_payment'));
    expect(tab('待付款').getAttribute('aria-selected')).toBe('true');
  });

  it('shows an order card: number, lab, items with options, amounts, status label', async () => {
    await open('/home/order', { 'order/get': orderPage([order()], { all: 1, pending_payment: 1 }) });
    const card = cards()[0]!;
    expect(card.textContent).toContain('DD20250101000007');
    expect(card.textContent).toContain('苏州谱尼测试技术有限公司');
    expect(card.querySelector('.sf-od-items__opts')?.textContent).toBe('检验检测常规 35 项 / CMA');
    expect(card.querySelector('.sf-od-status')?.textContent).toBe('待付款');
    expect(card.querySelector('.sf-od-card__sum')?.textContent).toContain('4000.00');
  });

  it('offers exactly the actions the server allows, whatever the status says', async () => {
    await open('/home/order', {
      'order/get': orderPage([
        order({ id: 1, actions: ['cancel', 'pay'] }),
        order({ id: 2, status: 'pending_sign', actions: ['sign'], contracts: [contract()] }),
        order({ id: 3, status: 'in_service', actions: ['confirm'] }),
        // a status that would allow pay and cancel, but the server said no (e.g. past the deadline)
        order({ id: 4, actions: [] }),
      ]),
    });
    const [a, b, c, d] = cards();
    expect(buttonsOf(a!)).toEqual(['立即支付', '取消订单', '查看详情']);
    expect(a!.querySelector('a[href="/cashierdesk?id=1"]')).not.toBeNull();
    expect(buttonsOf(b!)).toEqual(['签署合同', '查看详情']);
    expect(buttonsOf(c!)).toEqual(['确认完成', '查看详情']);
    expect(buttonsOf(d!)).toEqual(['查看详情']);
    expect(d!.querySelector('a[href="/home/order/detail?id=4"]')).not.toBeNull();
  });

  it('cancel asks first, sends the optional reason to order/cancel, then reloads', async () => {
    const server = await open('/home/order', {
      'order/get': orderPage([order()]),
      'order/cancel': ok(null, '订单已取消'),
    });
    await click(buttonIn(cards()[0]!, '取消订单'));
    expect(dialog()?.textContent).toContain('确定取消订单 DD20250101000007 吗');
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
    // changing one's mind sends nothing
    await click(buttonIn(dialog()!, '暂不取消'));
    expect(dialog()).toBeNull();
    expect(server.callsTo('order/cancel')).toHaveLength(0);

    await click(buttonIn(cards()[0]!, '取消订单'));
    const reason = dialog()!.querySelector('textarea')!;
    await act(() => {
      reason.value = '需求变更';
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const before = pageCalls(server).length;
    await click(buttonIn(dialog()!, '取消订单'));
    await settle(() => server.callsTo('order/cancel').length === 1 && dialog() === null);
    expect(server.callsTo('order/cancel')[0]?.params).toEqual({ id: 7, reason: '需求变更' });
    await settle(() => pageCalls(server).length > before);
    expect($toast.get()?.message).toBe('订单已取消');
  });

  it('a refused cancel keeps the dialog open and shows why', async () => {
    const server = await open('/home/order', {
      'order/get': orderPage([order()]),
      'order/cancel': { status: false, message: '订单已支付，不能取消', data: null },
    });
    await click(buttonIn(cards()[0]!, '取消订单'));
    await click(buttonIn(dialog()!, '取消订单'));
    await settle(() => $toast.get()?.message === '订单已支付，不能取消');
    expect(server.callsTo('order/cancel')).toHaveLength(1);
    expect(dialog()).not.toBeNull();
  });

  it('签署合同 asks for the pending main contract’s signing page and goes there', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const server = await open('/home/order', {
      'order/get': orderPage([
        order({
          status: 'pending_sign',
          actions: ['sign'],
          contracts: [contract({ id: 40, kind: 'supplement' }), contract({ id: 41 })],
        }),
      ]),
      'electronic_contract/getSignUrl': ok({ url: 'https://sign.example/s/41' }),
    });
    await click(buttonIn(cards()[0]!, '签署合同'));
    await settle(() => assign.mock.calls.length === 1);
    expect(server.callsTo('electronic_contract/getSignUrl')[0]?.params).toEqual({ id: 41 });
    expect(assign).toHaveBeenCalledWith('https://sign.example/s/41');
  });

  it('accept and confirm ask first and call their endpoints', async () => {
    const server = await open('/home/order', {
      'order/get': orderPage([
        order({ id: 1, status: 'in_service', actions: ['accept'] }),
        order({ id: 2, status: 'in_service', actions: ['confirm'] }),
      ]),
      'order_pay_plan_order/acceptance': ok(null, '验收成功'),
      'order/confirm': ok(null, '订单已完成'),
    });
    await click(buttonIn(cards()[0]!, '验收'));
    expect(dialog()?.textContent).toContain('验收后请支付尾款');
    await click(buttonIn(dialog()!, '阶段验收'));
    await settle(() => server.callsTo('order_pay_plan_order/acceptance').length === 1);
    expect(server.callsTo('order_pay_plan_order/acceptance')[0]?.params).toMatchObject({ id: 1 });

    await settle(() => dialog() === null);
    await click(buttonIn(cards()[1]!, '确认完成'));
    await click(buttonIn(dialog()!, '确认完成'));
    await settle(() => server.callsTo('order/confirm').length === 1);
    expect(server.callsTo('order/confirm')[0]?.params).toEqual({ id: 2 });
  });

  it('keeps tab and keyword in the address; empty states say what is missing', async () => {
    const server = await open('/home/order?status=cancelled', { 'order/get': orderPage([]) });
    expect(main()?.textContent).toContain('暂无“已取消”的订单');
    const input = document.querySelector<HTMLInputElement>('.sf-od-search input')!;
    await act(() => {
      input.value = '水质';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => input.form!.requestSubmit());
    await settle(() => new URLSearchParams(location.search).get('keyword') === '水质');
    expect(new URLSearchParams(location.search).get('status')).toBe('cancelled');
    await settle(() => pageCalls(server).some((c) => c.params.keyword === '水质'));
    await settle(() => !!main()?.textContent?.includes('没有找到与“水质”相关的订单'));
  });
});
