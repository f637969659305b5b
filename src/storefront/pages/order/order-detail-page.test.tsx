import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../../core/testing/fake-api';
import { nav } from '../../components/contract-calls';
import { main, openApp, SITE, settle } from '../../testing/render-app';
import { buyerEachTest, change, contract, detail } from './order-fixtures';

buyerEachTest();

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const click = (el: HTMLElement) => act(() => el.click());
const type = (el: HTMLTextAreaElement | HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

async function open(url: string, routes = {}) {
  const server = await openApp(url, routes);
  await settle(() => !!main()?.querySelector('.sf-od-page') && !main()?.querySelector('[aria-busy="true"]'));
  return server;
}

describe('订单详情 /home/order/detail', () => {
  it('shows the state with its next step, the timeline, items, amounts, plan, address, invoice', async () => {
    const server = await open('/home/order/detail?id=7', { 'order/info': ok({ info: detail() }) });
    expect(document.title).toBe(`订单详情 - ${SITE}`);
    expect(server.callsTo('order/info')[0]?.params).toEqual({ id: 7 });
    const page = main()!;
    expect(page.querySelector('.sf-od-banner .sf-od-status')?.textContent).toBe('报告已出具');
    expect(page.querySelector('.sf-od-banner')?.textContent).toContain('机构已交付成果');
    expect([...page.querySelectorAll('.sf-od-timeline b')].map((b) => b.textContent)).toEqual([
      '提交订单',
      '支付预付款',
      '签署合同',
    ]);
    expect(page.querySelector('.sf-od-timeline li[aria-current="step"]')?.textContent).toContain('签署合同');
    const amounts = page.querySelector('.sf-od-amounts')!.textContent;
    expect(amounts).toContain('商品金额¥4100.00');
    expect(amounts).toContain('优惠券（新客立减券）-¥100.00');
    expect(amounts).toContain('应付金额¥4000.00');
    expect(amounts).toContain('已付金额¥1200.00');
    const rows = [...page.querySelectorAll('.sf-od-section table tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain('预付款');
    expect(rows[0]).toContain('已支付');
    expect(rows[1]).toContain('尾款');
    expect(rows[1]).toContain('未支付');
    expect(page.textContent).toContain('江苏省 苏州市 吴中区 长桥街道 吴中大道 100 号');
    expect(page.textContent).toContain('138****0001');
    expect(page.textContent).toContain('苏州某某科技有限公司');
    expect(page.textContent).toContain('请尽快安排取样');
    // the actions the server allows (accept), no 查看详情 on the detail itself
    expect([...page.querySelectorAll('.sf-od-banner .sf-btn')].map((b) => b.textContent)).toEqual([
      '验收',
      '申请变更',
      '补充协议',
    ]);
    // the change list shows core's labels
    expect(page.querySelector('.sf-od-changes')?.textContent).toContain('延长服务周期');
    expect(page.querySelector('.sf-od-changes')?.textContent).toContain('待处理');
  });

  it('opens a paid stage’s receipts in a dialog', async () => {
    const server = await open('/home/order/detail?id=7', {
      'order/info': ok({ info: detail() }),
      'order_pay_plan/transactionReceipt': ok({
        info: {
          receipt_no: 'PZ001',
          pay_no: 'P20250101',
          amount: 1200,
          paid_at: '2025-01-01T10:30:00+08:00',
        },
      }),
    });
    await click(buttonIn(main()!, '交易凭证'));
    await settle(() => !!dialog()?.querySelector('.sf-od-receipt'));
    expect(server.callsTo('order_pay_plan/transactionReceipt')[0]?.params).toMatchObject({ id: 81 });
    expect(dialog()?.querySelector('h2')?.textContent).toBe('预付款 · 交易凭证');
    expect(dialog()?.textContent).toContain('凭证编号PZ001');
    expect(dialog()?.textContent).toContain('金额（元）1200.00');
    await click(dialog()!.querySelector<HTMLButtonElement>('.sf-dialog__x')!);
    expect(dialog()).toBeNull();
  });

  it('a missing or another buyer’s order: a clear empty state with the way back', async () => {
    await open('/home/order/detail?id=999', { 'order/info': refused('订单不存在') });
    expect(main()?.textContent).toContain('订单不存在或无权查看');
    expect(main()?.querySelector('a[href="/home/order"]')).not.toBeNull();
    await open('/home/order/detail', {});
    expect(main()?.textContent).toContain('订单不存在或无权查看');
  });

  it('申请变更 checks the reason, then sends type and reason to order_change/add', async () => {
    const server = await open('/home/order/detail?id=7', {
      'order/info': ok({ info: detail() }),
      'order_change/add': ok({ info: { id: 52 } }, '变更申请已提交'),
    });
    await click(buttonIn(main()!, '申请变更'));
    const form = dialog()!;
    expect([...form.querySelectorAll('option')].map((x) => x.textContent)).toEqual([
      '变更服务内容',
      '延长服务周期',
      '申请退款',
    ]);
    await click(buttonIn(form, '提交'));
    expect(form.textContent).toContain('请填写至少 5 个字的变更原因');
    expect(server.callsTo('order_change/add')).toHaveLength(0);

    const select = form.querySelector('select')!;
    await act(() => {
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type(form.querySelector('textarea')!, '项目取消，申请退还预付款');
    await click(buttonIn(form, '提交'));
    await settle(() => server.callsTo('order_change/add').length === 1 && dialog() === null);
    expect(server.callsTo('order_change/add')[0]?.params).toEqual({
      order_id: 7,
      type: 3,
      reason: '项目取消，申请退还预付款',
    });
  });

  it('no change or supplement outside the changeable states; contracts sign and download', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const open$ = vi.spyOn(nav, 'download').mockImplementation(() => {});
    const server = await open('/home/order/detail?id=7', {
      'order/info': ok({
        info: detail({
          status: 'completed',
          actions: [],
          contracts: [
            contract({ id: 31, status: 'signed' }),
            contract({ id: 32, kind: 'supplement' }),
            contract({ id: 33, kind: 'supplement', buyer_signed_at: '2025-01-02T10:00:00+08:00' }),
          ],
        }),
      }),
      'electronic_contract/download': ok({ url: '/api/files/contract-31.html' }),
      'electronic_contract/getSignUrl': ok({ url: 'https://sign.example/s/32' }),
    });
    expect(main()?.textContent).not.toContain('申请变更');
    const rows = [...main()!.querySelectorAll<HTMLElement>('.sf-od-contract')];
    // who is next: the buyer, or the lab once the buyer has signed (nothing then to sign here)
    expect(rows.map((r) => r.querySelector('.sf-od-cstatus')?.textContent)).toEqual([
      '已签署',
      '待我方签署',
      '待机构签署',
    ]);
    expect(buttonIn(rows[0]!, '签署')).toBeUndefined();
    expect(buttonIn(rows[2]!, '签署')).toBeUndefined();
    await click(buttonIn(rows[0]!, '下载'));
    await settle(() => open$.mock.calls.length === 1);
    expect(server.callsTo('electronic_contract/download')[0]?.params).toEqual({ id: 31 });
    expect(open$).toHaveBeenCalledWith('/api/files/contract-31.html');
    await click(buttonIn(rows[1]!, '签署'));
    await settle(() => assign.mock.calls.length === 1);
    expect(assign).toHaveBeenCalledWith('https://sign.example/s/32');
  });

  it('a refunded order’s unsigned contract has ended: nothing offered to sign', async () => {
    await open('/home/order/detail?id=7', {
      'order/info': ok({
        info: detail({ status: 'refunded', actions: [], contracts: [contract({ id: 32 })] }),
      }),
    });
    const row = main()!.querySelector<HTMLElement>('.sf-od-contract')!;
    expect(row.querySelector('.sf-od-cstatus')?.textContent).toBe('已终止');
    expect(buttonIn(row, '签署')).toBeUndefined();
    expect(buttonIn(row, '下载')).toBeDefined();
  });

  it('a refunded order shows what went back', async () => {
    await open('/home/order/detail?id=7', {
      'order/info': ok({
        info: detail({ status: 'refunded', status_label: '已退款', actions: [], paid_amount: 3800 }),
      }),
    });
    const amounts = main()!.querySelector('.sf-od-amounts')!.textContent;
    expect(amounts).toContain('已退金额¥3800.00');
    expect(main()!.textContent).toContain('已付款项已全部退回，订单已关闭。');
  });

  it('an approved change waits for the buyer: 阅读并签署补充协议 opens the supplement, 确认变更 accepts a date', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const server = await open('/home/order/detail?id=7', {
      'order/info': ok({
        info: detail({
          changes: [
            change({
              id: 5,
              status: 'approved',
              new_amount: 4800,
              effect: 'pending_sign',
              effect_label: '待双方签署补充协议后生效',
              contract_id: 32,
            }),
            change({
              id: 6,
              type: 2,
              status: 'approved',
              new_due_date: '2027-01-15',
              effect: 'pending_accept',
              effect_label: '待买家确认后生效',
            }),
          ],
        }),
      }),
      'electronic_contract/getSignUrl': ok({ url: '/home/contract?id=32' }),
      'order_change/accept': ok({ info: change({ id: 6, effect: 'applied' }) }),
    });
    const boxes = [...main()!.querySelectorAll<HTMLElement>('.sf-od-effect')];
    expect(boxes.map((b) => b.textContent)).toEqual([
      '待双方签署补充协议后生效阅读并签署补充协议',
      '待买家确认后生效确认变更',
    ]);
    await click(buttonIn(boxes[0]!, '阅读并签署补充协议'));
    await settle(() => assign.mock.calls.length === 1);
    // back to this order once signed
    expect(assign).toHaveBeenCalledWith('/home/contract?id=32&back=%2Fhome%2Forder%2Fdetail%3Fid%3D7');
    await click(buttonIn(boxes[1]!, '确认变更'));
    await settle(() => server.callsTo('order_change/accept').length === 1);
    expect(server.callsTo('order_change/accept')[0]?.params).toEqual({ id: 6 });
  });
});
