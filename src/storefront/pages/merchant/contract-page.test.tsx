import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toast, type Envelope } from '../../../core';
import type { LabContract } from '../../../core/api/contract/api/contracts';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, SITE, settle } from '../../testing/render-app';
import { eachTestAsLab } from './merchant-fixtures';

eachTestAsLab();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const labContract = (over: Partial<LabContract> = {}): LabContract => ({
  id: 41,
  contract_no: 'HT20250101000041',
  order_id: 9,
  order_no: 'DD20250101000009',
  kind: 'main',
  title: '技术服务合同（生活饮用水全分析检测）',
  merchant_name: '中研检测技术（苏州）有限公司',
  amount: 4000,
  status: 'pending_sign',
  status_label: '待签署',
  buyer_signed_at: '2025-01-02T10:00:00+08:00',
  merchant_signed_at: null,
  created_at: '2025-01-01T10:05:00+08:00',
  state: 'mine',
  state_label: '待我方签署',
  buyer_name: '北京华检科技有限公司',
  file_url: '/files/contract/41?exp=1&sig=cd',
  ...over,
});
const counts = { all: 2, mine: 1, theirs: 0, signed: 1 };
const contracts = [
  labContract(),
  labContract({
    id: 40,
    contract_no: 'HT20250101000040',
    status: 'signed',
    state: 'signed',
    state_label: '已签署',
    merchant_signed_at: '2025-01-02T11:00:00+08:00',
  }),
];
const answer = (rows: LabContract[]) => ok({ list: rows, total: rows.length, page: 1, limit: 10, counts });
/** merchant_contract/get: the page's list, or one contract by id (a fresh file link). */
const getRoute = (params: Record<string, unknown>) =>
  params.id ? answer(contracts.filter((c) => c.id === Number(params.id))) : answer(contracts);

const PDF = new TextEncoder().encode('%PDF-1.7 contract 41');
async function sha(bytes: Uint8Array) {
  const d = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const click = (el: HTMLElement) => act(() => el.click());
const typeIn = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

function stubPdf() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(PDF, { status: 200 });
    }),
  );
  return fetched;
}

const routes = (sign: Envelope = ok({ info: labContract({ state: 'signed' }) }, '合同签署完成')) => ({
  'merchant_contract/get': getRoute,
  'electronic_contract_seal/get': list([]),
  'merchant_contract/sendSignCode': ok({ mobile: '138****0002', interval: 60 }, '验证码已发送'),
  'merchant_contract/sign': sign,
});

describe('合同管理 (/merchant/contract)', () => {
  it('lists the lab’s contracts by signing state with counts; only 待我方签署 offers 签署', async () => {
    const server = await openApp('/merchant/contract', routes());
    await settle(() => main()!.querySelectorAll('.mw-order').length === 2);
    expect(document.title).toBe(`合同管理 - ${SITE}`);
    const tabs = [...main()!.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
    expect(tabs).toEqual(['全部2', '待我方签署1', '待买方签署', '已签署1']);
    const [mine, signed] = [...main()!.querySelectorAll<HTMLElement>('.mw-order')];
    expect(mine!.textContent).toContain('北京华检科技有限公司');
    expect(mine!.textContent).toContain('我方签署：未签署');
    expect(buttonIn(mine!, '签署')).toBeDefined();
    expect(buttonIn(signed!, '签署')).toBeUndefined();
    expect(mine!.querySelector('a')!.getAttribute('href')).toBe('/merchant/order/detail?id=9');
    await click([...main()!.querySelectorAll<HTMLElement>('[role="tab"]')][1]!);
    await settle(() => server.callsTo('merchant_contract/get').some((c) => c.params.state === 'mine'));
    expect(location.search).toBe('?state=mine');
  });

  it('签署 reads the PDF and signs with the SMS code and the PDF’s hash', async () => {
    const fetched = stubPdf();
    const server = await openApp('/merchant/contract', routes());
    await settle(() => main()!.querySelectorAll('.mw-order').length === 2);
    await click(buttonIn(main()!.querySelector('.mw-order')!, '签署')!);
    await settle(() => !!dialog()?.querySelector('iframe'));
    expect(fetched).toEqual(['/files/contract/41?exp=1&sig=cd']);
    expect(dialog()!.textContent).toContain('对方已于 2025-01-02');
    // a lab without a seal of its own signs with the one drawn from its name
    expect(dialog()!.textContent).toContain('将使用按机构名称生成的合同专用章');
    await click(dialog()!.querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await click(buttonIn(dialog()!, '获取验证码')!);
    await settle(() => dialog()!.textContent!.includes('验证码已发送至 138****0002'));
    expect(server.callsTo('merchant_contract/sendSignCode')[0]?.params).toEqual({ id: 41 });
    await typeIn(dialog()!.querySelector<HTMLInputElement>('input[name=code]')!, '246810');
    await click(buttonIn(dialog()!, '确认签署')!);
    await settle(() => server.callsTo('merchant_contract/sign').length === 1);
    expect(server.callsTo('merchant_contract/sign')[0]?.params).toEqual({
      id: 41,
      code: '246810',
      sha256: await sha(PDF),
    });
    await settle(() => !dialog());
    expect($toast.get()?.message).toBe('合同签署完成');
  });

  it('?id= (from the letter 合同待您签署) opens that contract; closing cleans the address', async () => {
    stubPdf();
    const server = await openApp('/merchant/contract?id=41', routes());
    await settle(() => !!dialog()?.querySelector('iframe'));
    expect(server.callsTo('merchant_contract/get').some((c) => c.params.id === 41)).toBe(true);
    expect(dialog()!.textContent).toContain('HT20250101000041');
    await click(buttonIn(dialog()!, '取消')!);
    await settle(() => !dialog());
    expect(location.search).toBe('');
  });

  it('a wrong code is said and the dialog stays open for another try', async () => {
    stubPdf();
    const server = await openApp('/merchant/contract', routes(refused('验证码错误')));
    await settle(() => main()!.querySelectorAll('.mw-order').length === 2);
    await click(buttonIn(main()!.querySelector('.mw-order')!, '签署')!);
    await settle(() => !!dialog()?.querySelector('iframe'));
    await click(dialog()!.querySelector<HTMLInputElement>('input[type=checkbox]')!);
    await typeIn(dialog()!.querySelector<HTMLInputElement>('input[name=code]')!, '000000');
    await click(buttonIn(dialog()!, '确认签署')!);
    await settle(() => server.callsTo('merchant_contract/sign').length === 1);
    await settle(() => $toast.get()?.message === '验证码错误');
    expect(dialog()).not.toBeNull();
    expect(dialog()!.querySelector<HTMLInputElement>('input[name=code]')!.value).toBe('000000');
  });
});
