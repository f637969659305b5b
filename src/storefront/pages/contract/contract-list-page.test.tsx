import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, type Envelope } from '../../../core';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { nav } from '../../components/contract-calls';
import { main, openApp, SITE, settle } from '../../testing/render-app';
import { buyerEachTest, contract, order, orderPage } from '../order/order-fixtures';

buyerEachTest();

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
      contract({ id: 32, contract_no: 'HT20250101000032', kind: 'supplement', title: '补充协议（一）' }),
    ],
  }),
  order({
    id: 8,
    order_no: 'DD20250102000008',
    contracts: [contract({ id: 33, contract_no: 'HT20250101000033', order_id: 8 })],
  }),
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
    expect(supplement!.querySelector('.sf-od-cstatus')?.textContent).toBe('待我方签署');
    expect(supplement!.textContent).toContain('我方：未签署');
    // a signed contract offers no 签署; every contract can be downloaded
    expect(buttonIn(signed!, '签署')).toBeUndefined();
    expect(buttonIn(supplement!, '签署')).toBeDefined();
    expect(rows().every((r) => buttonIn(r, '下载'))).toBe(true);
  });

  it('下载 opens the document; 刷新状态 asks and reloads', async () => {
    const opened = vi.spyOn(nav, 'download').mockImplementation(() => {});
    const server = await open('/home/contract', {
      'electronic_contract/download': ok({ url: '/api/files/contract-31.html' }),
      'electronic_contract/refreshSignStatus': ok({ info: contract({ id: 32 }) }, '签署状态已更新'),
    });
    await click(buttonIn(rows()[0]!, '下载')!);
    await settle(() => opened.mock.calls.length === 1);
    expect(server.callsTo('electronic_contract/download')[0]?.params).toEqual({ id: 31 });
    expect(opened).toHaveBeenCalledWith('/api/files/contract-31.html');

    await click(buttonIn(rows()[2]!, '刷新状态')!);
    await settle(() => listCalls(server).length === 2);
    expect(server.callsTo('electronic_contract/refreshSignStatus')[0]?.params).toEqual({ id: 33 });
    expect($toast.get()?.message).toBe('签署状态已更新');
  });

  it('no contracts yet: the empty state points to the orders', async () => {
    await openApp('/home/contract', { 'order/get': orderPage([order()]) });
    await settle(() => !!main()?.querySelector('.sf-empty'));
    expect(main()?.textContent).toContain('暂无合同');
    expect(main()?.querySelector('.sf-empty a[href="/home/order"]')).not.toBeNull();
  });
});

/** The PDF the dialog fetches; the page sends its SHA-256 with the code. */
const PDF = new TextEncoder().encode('%PDF-1.7 contract 32');
async function sha(bytes: Uint8Array) {
  const d = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const typeIn = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const IMG = 'data:image/svg+xml;base64,PHN2Zy8+';
const SEALS = [
  { id: 5, name: '北京华检科技有限公司', kind: 'contract', image: IMG, is_default: true },
  { id: 6, name: '北京华检科技有限公司', kind: 'official', image: IMG, is_default: false },
];

describe('签署合同 dialog (buyer)', () => {
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const routes = (sign: Envelope = ok({ info: contract({ id: 32 }) }, '签署成功，等待机构签署')) => ({
    'electronic_contract/download': ok({ url: '/files/contract/32?exp=1&sig=ab' }),
    'electronic_contract_seal/get': list(SEALS),
    'electronic_contract/sendSignCode': ok({ mobile: '138****0001', interval: 60 }, '验证码已发送'),
    'electronic_contract/sign': sign,
  });

  it('签署 shows the PDF, sends a code, and signs with the code, the PDF’s hash and the chosen seal', async () => {
    const server = await open('/home/contract', routes());
    await click(buttonIn(rows()[1]!, '签署')!);
    await settle(() => !!dialog()?.querySelector('iframe'));
    expect(dialog()!.querySelector('iframe')!.getAttribute('src')).toBe(
      '/files/contract/32?exp=1&sig=ab&view=1',
    );
    expect(fetched).toEqual(['/files/contract/32?exp=1&sig=ab']);
    expect(dialog()!.textContent).toContain('HT20250101000032');
    expect(dialog()!.textContent).toContain('对方尚未签署');
    // two seals: the default is chosen, the other may be picked
    await settle(() => dialog()!.querySelectorAll('input[type=radio]').length === 2);
    const radios = [...dialog()!.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    await click(radios[1]!);
    // not agreed, no code: nothing is signed
    await click(buttonIn(dialog()!, '确认签署')!);
    expect(dialog()!.textContent).toContain('请先阅读合同并勾选同意');
    await click(dialog()!.querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await click(buttonIn(dialog()!, '确认签署')!);
    expect(dialog()!.textContent).toContain('请输入 6 位数字验证码');
    expect(server.callsTo('electronic_contract/sign')).toHaveLength(0);

    await click(buttonIn(dialog()!, '获取验证码')!);
    await settle(() => dialog()!.textContent!.includes('验证码已发送至 138****0001'));
    expect(server.callsTo('electronic_contract/sendSignCode')[0]?.params).toEqual({ id: 32 });
    expect(buttonIn(dialog()!, '60 秒后重发')?.disabled).toBe(true);
    await typeIn(dialog()!.querySelector<HTMLInputElement>('input[name=code]')!, '123456');
    await click(buttonIn(dialog()!, '确认签署')!);
    await settle(() => server.callsTo('electronic_contract/sign').length === 1);
    expect(server.callsTo('electronic_contract/sign')[0]?.params).toEqual({
      id: 32,
      code: '123456',
      sha256: await sha(PDF),
      seal_id: 6,
    });
    await settle(() => !dialog());
    await settle(() => listCalls(server).length === 2);
    expect($toast.get()?.message).toBe('签署成功，等待机构签署');
  });

  it('a refusal saying the contract changed reads the document again', async () => {
    const server = await open('/home/contract', routes(refused('合同已更新，请重新打开合同阅读后签署')));
    await click(buttonIn(rows()[1]!, '签署')!);
    await settle(() => !!dialog()?.querySelector('iframe'));
    await click(dialog()!.querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await typeIn(dialog()!.querySelector<HTMLInputElement>('input[name=code]')!, '654321');
    await click(buttonIn(dialog()!, '确认签署')!);
    await settle(() => server.callsTo('electronic_contract/download').length === 2);
    await settle(() => !!dialog()?.querySelector('iframe'));
    expect(fetched).toHaveLength(2);
    expect(dialog()!.textContent).toContain('合同已更新，已为您重新加载');
    expect(dialog()!.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(false);
  });

  it('?id= (where getSignUrl and the letters lead) opens the dialog on that contract; closing cleans the address', async () => {
    const server = await open('/home/contract?id=33', {
      ...routes(),
      'electronic_contract/refreshSignStatus': ok({
        info: contract({ id: 33, contract_no: 'HT20250101000033', order_id: 8 }),
      }),
    });
    await settle(() => !!dialog()?.querySelector('iframe'));
    expect(server.callsTo('electronic_contract/refreshSignStatus')[0]?.params).toEqual({ id: 33 });
    expect(dialog()!.textContent).toContain('HT20250101000033');
    await click(buttonIn(dialog()!, '取消')!);
    await settle(() => !dialog());
    expect(location.search).toBe('');
  });

  it('a buyer without a seal is sent to set one first', async () => {
    await open('/home/contract', { ...routes(), 'electronic_contract_seal/get': list([]) });
    await click(buttonIn(rows()[1]!, '签署')!);
    await settle(() => !!dialog()?.textContent?.includes('请先设置签章'));
    expect(dialog()!.querySelector('a[href="/home/contract/agreement"]')).not.toBeNull();
    expect(buttonIn(dialog()!, '获取验证码')?.disabled).toBe(true);
  });
});
