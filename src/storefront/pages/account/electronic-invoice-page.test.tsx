import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast } from '../../../core';
import { ok, refused } from '../../../core/testing/fake-api';
import { nav } from '../../components/contract-calls';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer, order, orderPage } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const click = (el: HTMLElement) => act(() => el.click());
const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('.sf-af-table tbody tr')];
const issued = order({
  id: 9,
  order_no: 'DD20250101000009',
  status: 'in_service',
  paid_amount: 4000,
  e_invoice: {
    id: 1,
    order_id: 9,
    order_no: 'DD20250101000009',
    invoice_no: '25110000000000912345',
    type: 1,
    title: '北京华检科技有限公司',
    tax_no: '91110108MA01H3KX26',
    project: '检测费',
    amount: 4000,
    tax_rate: 6,
    tax: 226.42,
    status: 'issued',
    created_at: '2025-01-01T10:30:00+08:00',
    issued_at: '2025-01-01T10:30:00+08:00',
  },
});
const unpaid = order({ id: 10, order_no: 'DD20250101000010' });

describe('电子发票 /home/electronicinvoice', () => {
  it('lists the invoices of the orders that asked for one, and 待开具 for an unpaid one', async () => {
    const server = await openApp('/home/electronicinvoice', { 'order/get': orderPage([issued, unpaid]) });
    await settle(() => rows().length === 2);
    expect(document.title).toBe(`电子发票 - ${SITE}`);
    const mine = server.callsTo('order/get').filter((c) => c.params.invoice === 1);
    expect(mine[0]?.params).toEqual({ invoice: 1, page: 1, limit: 10 });
    const [first, second] = rows();
    const cell = (row: HTMLTableRowElement, label: string) =>
      row.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell(first!, '订单号')).toBe('DD20250101000009');
    expect(cell(first!, '发票抬头')).toBe('北京华检科技有限公司');
    expect(cell(first!, '价税合计')).toBe('¥4000.00');
    expect(cell(first!, '税额')).toBe('¥226.42税率 6%');
    expect(cell(first!, '状态')).toBe('已开具');
    expect(cell(first!, '发票号码')).toBe('25110000000000912345');
    expect(cell(first!, '开票时间')).toContain('2025-01-01');
    expect(cell(second!, '状态')).toBe('待开具');
    expect(cell(second!, '发票号码')).toBe('—');
  });

  it('下载发票 saves the issued invoice’s PDF through a fresh link; a refusal is said', async () => {
    const saved = vi.spyOn(nav, 'download').mockImplementation(() => {});
    const server = await openApp('/home/electronicinvoice', {
      'order/get': orderPage([issued, unpaid]),
      'order_invoice/download': ok({ url: '/files/invoice/1?exp=1&sig=ab' }),
    });
    await settle(() => rows().length === 2);
    const [first, second] = rows();
    expect(second!.querySelector('button')).toBeNull();
    const button = first!.querySelector<HTMLButtonElement>('td[data-label="发票文件"] button')!;
    expect(button.textContent).toBe('下载发票');
    await click(button);
    await settle(() => saved.mock.calls.length === 1);
    expect(server.callsTo('order_invoice/download')[0]?.params).toEqual({ id: 1 });
    expect(saved).toHaveBeenCalledWith('/files/invoice/1?exp=1&sig=ab');

    server.routes['order_invoice/download'] = refused('发票不存在或尚未开具');
    await click(button);
    await settle(() => $toast.get()?.message === '发票不存在或尚未开具');
    expect(saved).toHaveBeenCalledTimes(1);
    saved.mockRestore();
  });

  it('says so when there is none', async () => {
    await openApp('/home/electronicinvoice', { 'order/get': orderPage([]) });
    await settle(() => !!main()?.querySelector('.sf-empty'));
    expect(main()!.textContent).toContain('暂无电子发票');
  });
});
