import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toast } from '../../../core';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsLab, labChange, labDetail, labOrder } from './merchant-fixtures';

eachTestAsLab();
afterEach(() => {
  vi.restoreAllMocks();
});

const counts = { all: 3, sample_shipped: 1, testing: 2 } as Record<string, number>;
const orderList = (list: unknown[]) => ok({ list, total: list.length, page: 1, limit: 10, counts });
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, limit: 10 });
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('订单管理 (/merchant/order)', () => {
  it('shows tabs from the state table with counts, rows linking to their detail, and searches by order no.', async () => {
    const server = await openApp('/merchant/order', { 'merchant_order/get': orderList([labOrder()]) });
    await settle(() => !!main()?.querySelector('.mw-order'));
    const tabs = [...main()!.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
    expect(tabs).toContain('已寄样1');
    expect(tabs).toContain('检测中2');
    expect(tabs).toContain('报告已出具');
    expect(main()!.querySelector('.mw-order')!.textContent).toContain('已寄样');
    expect(main()!.querySelector<HTMLAnchorElement>('.mw-order a')!.getAttribute('href')).toBe(
      '/merchant/order/detail?id=7',
    );
    const box = main()!.querySelector<HTMLInputElement>('.mc-filter input')!;
    await type(box, 'DD2025');
    await act(() => main()!.querySelector<HTMLFormElement>('form.mc-filter')!.requestSubmit());
    await vi.waitFor(() =>
      expect(server.callsTo('merchant_order/get').at(-1)!.params).toMatchObject({
        keyword: 'DD2025',
        page: 1,
      }),
    );
    expect(location.search).toBe('?keyword=DD2025');
  });

  it('a failed load is the failed state, not 暂无订单', async () => {
    await openApp('/merchant/order', { 'merchant_order/get': refused('服务繁忙') });
    await settle(() => main()!.textContent!.includes('服务繁忙'));
    expect(main()!.textContent).not.toContain('暂无订单');
  });
});

describe('订单详情 (/merchant/order/detail)', () => {
  it('offers only the current action: 确认收样 needs the sample’s condition, then the order reloads', async () => {
    const server = await openApp('/merchant/order/detail?id=7', {
      'merchant_order/info': ok({ info: labDetail() }),
      'merchant_order/receiveSample': ok({
        info: labDetail({ status: 'sample_received', actions: ['startTest'] }),
      }),
    });
    await settle(() => !!main()?.querySelector('.mw-work'));
    const work = main()!.querySelector('.mw-work')!;
    expect([...work.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['确认收样']);
    expect(main()!.textContent).toContain('SF1234567890');
    expect(main()!.textContent).toContain('91320500MA1MK2QX7T');
    await act(() => buttonIn(work, '确认收样')!.click());
    await act(() => buttonIn(dialog()!, '确认收样')!.click());
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('请输入样品状况');
    expect(server.callsTo('merchant_order/receiveSample')).toHaveLength(0);
    await type(dialog()!.querySelector('textarea')!, '2 瓶，密封完好');
    const before = server.callsTo('merchant_order/info').length;
    await act(() => buttonIn(dialog()!, '确认收样')!.click());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('merchant_order/receiveSample')[0]!.params).toEqual({
      id: 7,
      note: '2 瓶，密封完好',
    });
    expect($toast.get()?.message).toBe('确认收样：操作成功');
    await vi.waitFor(() => expect(server.callsTo('merchant_order/info').length).toBeGreaterThan(before));
  });

  it('出具报告 takes a report number and a PDF through attachment/uploadOne; the server’s refusal shows', async () => {
    const server = await openApp('/merchant/order/detail?id=7', {
      'merchant_order/info': ok({ info: labDetail({ status: 'testing', actions: ['issueReport'] }) }),
      'attachment/uploadOne': ok({ id: 90, url: '/f/90', mime: 'application/pdf', name: 'r.pdf', size: 10 }),
      'merchant_order/issueReport': refused('报告编号已被使用'),
    });
    await settle(() => !!main()?.querySelector('.mw-work button'));
    await act(() => buttonIn(main()!.querySelector('.mw-work')!, '出具报告')!.click());
    await type(dialog()!.querySelector<HTMLInputElement>('input:not([type])')!, 'ZY2025-0001');
    const file = dialog()!.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(file, 'files', {
      value: [new File([new Uint8Array([37, 80, 68, 70])], 'r.pdf', { type: 'application/pdf' })],
    });
    await act(() => {
      file.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(dialog()!.textContent).toContain('r.pdf'));
    await act(() => buttonIn(dialog()!, '确认出具报告')!.click());
    await vi.waitFor(() =>
      expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('报告编号已被使用'),
    );
    expect(server.callsTo('merchant_order/issueReport')[0]!.params).toEqual({
      id: 7,
      report_no: 'ZY2025-0001',
      file_id: 90,
    });
  });

  it('shows the issued report with its download and check links, and no action once the buyer is due', async () => {
    const report = {
      report_no: 'ZY2025-0001',
      sha256: 'a'.repeat(64),
      file_name: 'r.pdf',
      size: 10,
      issued_at: '2025-01-05T10:00:00+08:00',
      url: '/files/r.pdf?sig=x',
      verify_path: '/report/verify?no=ZY2025-0001',
    };
    await openApp('/merchant/order/detail?id=7', {
      'merchant_order/info': ok({ info: labDetail({ status: 'delivered', actions: [], report }) }),
    });
    await settle(() => !!main()?.querySelector('.mw-report'));
    expect(main()!.querySelector('.mw-work')!.textContent).toContain('等待买家操作');
    expect(main()!.querySelector<HTMLAnchorElement>('.mw-report a[download]')!.getAttribute('href')).toBe(
      '/files/r.pdf?sig=x',
    );
    expect(main()!.textContent).toContain('报告已出具');
  });
});

describe('订单变更 (/merchant/orderchange)', () => {
  it('lists pending changes; 拒绝 needs a reason, 同意 may set the new amount', async () => {
    const server = await openApp('/merchant/orderchange', {
      'merchant_order_change/get': page([labChange()]),
      'merchant_order_change/audit': ok({ info: labChange({ status: 'approved' }) }),
    });
    await settle(() => !!main()?.querySelector('.mw-qa'));
    expect(server.callsTo('merchant_order_change/get')[0]!.params).toMatchObject({ status: 'pending' });
    await act(() => buttonIn(main()!, '拒绝')!.click());
    await act(() => buttonIn(dialog()!, '确认拒绝')!.click());
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('请填写拒绝原因');
    await act(() => buttonIn(dialog()!, '取消')!.click());
    await act(() => buttonIn(main()!, '同意')!.click());
    await type(dialog()!.querySelector<HTMLInputElement>('input')!, '5200.5');
    await act(() => buttonIn(dialog()!, '确认同意')!.click());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('merchant_order_change/audit')[0]!.params).toEqual({
      id: 51,
      approve: true,
      reason: '',
      amount: '5200.5',
      scope: '',
    });
  });

  it('a 延长服务周期 is approved only with the agreed completion date; the approved terms show', async () => {
    const pending = labChange({ type: 2, type_label: '延长服务周期', reason: '样品寄送延迟' });
    const agreed = labChange({ id: 52, status: 'approved', reply: '可以', new_due_date: '2027-01-08' });
    const server = await openApp('/merchant/orderchange', {
      'merchant_order_change/get': page([pending, agreed]),
      'merchant_order_change/audit': ok({ info: { ...pending, status: 'approved' } }),
    });
    await settle(() => main()?.querySelectorAll('.mw-qa').length === 2);
    expect(main()!.textContent).toContain('约定完成日期：2027-01-08');
    await act(() => buttonIn(main()!, '同意')!.click());
    const date = dialog()!.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(date.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await act(() => buttonIn(dialog()!, '确认同意')!.click());
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('请选择约定的新完成日期');
    expect(server.callsTo('merchant_order_change/audit')).toHaveLength(0);
    await type(date, '2027-01-15');
    await act(() => buttonIn(dialog()!, '确认同意')!.click());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('merchant_order_change/audit')[0]!.params).toMatchObject({
      id: 51,
      approve: true,
      due_date: '2027-01-15',
    });
  });
});
