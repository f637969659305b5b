import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast } from '../../../core';
import { ok } from '../../../core/testing/fake-api';
import { nav } from '../../components/contract-calls';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer, contract, order, orderPage } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
});

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('.sf-cn-table tbody tr')];
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
/** The page's own order/get calls (the account layout asks it too, for its badge). */
const listCalls = (server: Awaited<ReturnType<typeof openApp>>) =>
  server.callsTo('order/get').filter((c) => c.params.has_contract === 1);

const orders = [
  order({
    id: 7,
    status: 'in_service',
    contracts: [
      contract({
        id: 31,
        status: 'signed',
        buyer_signed_at: '2025-01-01T11:00:00+08:00',
        merchant_signed_at: '2025-01-01T11:05:00+08:00',
      }),
      contract({ id: 32, kind: 'supplement', title: '补充协议（一）' }),
    ],
  }),
  order({ id: 8, order_no: 'DD20250102000008', contracts: [contract({ id: 33, order_id: 8 })] }),
];

async function open(url = '/home/contract', routes = {}) {
  const server = await openApp(url, { 'order/get': orderPage(orders), ...routes });
  await settle(() => rows().length === 3);
  return server;
}

describe('我的合同 /home/contract', () => {
  it('flattens the contracts of the orders that have one, with core’s labels', async () => {
    const server = await open();
    expect(document.title).toBe(`我的合同 - ${SITE}`);
    expect(listCalls(server)[0]?.params).toMatchObject({ has_contract: 1, page: 1, limit: 10 });
    const [signed, supplement] = rows();
    expect(signed!.textContent).toContain('HT20250101000031');
    expect(signed!.querySelector('.sf-od-cstatus')?.textContent).toBe('已签署');
    expect(signed!.textContent).toContain('我方：2025-01-01');
    expect(supplement!.textContent).toContain('补充协议（一）');
    expect(supplement!.querySelector('.sf-od-cstatus')?.textContent).toBe('待签署');
    expect(supplement!.textContent).toContain('我方：未签署');
    // a signed contract offers no 签署; every contract can be downloaded
    expect(buttonIn(signed!, '签署')).toBeUndefined();
    expect(buttonIn(supplement!, '签署')).toBeDefined();
    expect(rows().every((r) => buttonIn(r, '下载'))).toBe(true);
  });

  it('签署 goes to the signing page; 下载 opens the document; 刷新状态 asks and reloads', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const opened = vi.spyOn(nav, 'download').mockImplementation(() => {});
    const server = await open('/home/contract', {
      'electronic_contract/getSignUrl': ok({ url: 'https://sign.example/s/32' }),
      'electronic_contract/download': ok({ url: '/api/files/contract-31.html' }),
      'electronic_contract/refreshSignStatus': ok({ info: contract({ id: 32 }) }, '签署状态已更新'),
    });
    await click(buttonIn(rows()[1]!, '签署')!);
    await settle(() => assign.mock.calls.length === 1);
    expect(server.callsTo('electronic_contract/getSignUrl')[0]?.params).toEqual({ id: 32 });
    expect(assign).toHaveBeenCalledWith('https://sign.example/s/32');

    await click(buttonIn(rows()[0]!, '下载')!);
    await settle(() => opened.mock.calls.length === 1);
    expect(server.callsTo('electronic_contract/download')[0]?.params).toEqual({ id: 31 });
    expect(opened).toHaveBeenCalledWith('/api/files/contract-31.html');

    await click(buttonIn(rows()[2]!, '刷新状态')!);
    await settle(() => listCalls(server).length === 2);
    expect(server.callsTo('electronic_contract/refreshSignStatus')[0]?.params).toEqual({ id: 33 });
    expect($toast.get()?.message).toBe('签署状态已更新');
  });

  it('back from signing (?signed=): 合同签署成功, that contract refreshed, the address cleaned', async () => {
    const server = await open('/home/contract?signed=32', {
      'electronic_contract/refreshSignStatus': ok({ info: contract({ id: 32, status: 'signed' }) }),
    });
    expect($toast.get()?.message).toBe('合同签署成功');
    await settle(() => server.callsTo('electronic_contract/refreshSignStatus').length === 1);
    expect(server.callsTo('electronic_contract/refreshSignStatus')[0]?.params).toEqual({ id: 32 });
    expect(location.search).toBe('');
    await settle(() => listCalls(server).length === 2);
  });

  it('no contracts yet: the empty state points to the orders', async () => {
    await openApp('/home/contract', { 'order/get': orderPage([order()]) });
    await settle(() => !!main()?.querySelector('.sf-empty'));
    expect(main()?.textContent).toContain('暂无合同');
    expect(main()?.querySelector('.sf-empty a[href="/home/order"]')).not.toBeNull();
  });
});
