import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../core';
import type { SeekHelp, SeekHelpQuote } from '../../../core/api/contract/models-ledger';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(() => {
  resetApp();
  setSession({ token: 'tm', userInfo: { id: 2, mobile: '13800000002' }, userType: 2 });
});
afterEach(resetApp);

const demand = (id: number, over: Partial<SeekHelp> = {}): SeekHelp => ({
  id,
  title: `需求${id}：锂电池 UN38.3 检测`,
  servics_id: 1,
  servics_name: '检验检测',
  subject: '',
  province: '江苏省',
  city: '苏州市',
  budget_min: 3000,
  budget_max: 8000,
  deadline: '2099-12-31',
  status: 'open',
  status_name: '待响应',
  quotes: 0,
  mine: false,
  created_at: '2026-11-20T02:00:00.000Z',
  ...over,
});
const QUOTE: SeekHelpQuote = {
  id: 9,
  seek_help_id: 1,
  seek_help_title: '需求1：锂电池 UN38.3 检测',
  seek_help_status: 'answered',
  seek_help_status_name: '已响应',
  merchant_id: 1,
  merchant_name: '中研检测',
  price: 4800,
  days: 7,
  note: '含运输鉴定书',
  mine: true,
  quoted_at: '2026-11-21T02:00:00.000Z',
  accepted: false,
  accepted_goods_id: null,
};

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const buttons = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent === text);
const type = (name: string, value: string) =>
  act(() => {
    const el = dialog()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = () => act(() => buttons(dialog()!, '提交报价')[0]!.click());

async function open(routes = {}) {
  const server = await openApp('/merchant/seekhelp', {
    'merchant_center/info': refused('x'),
    'seek_help/get': list([
      demand(1),
      demand(2, { status: 'closed', status_name: '已关闭' }),
      demand(3, { mine: true }),
    ]),
    'seek_help_quote/get': (p) => (p.seek_help_id ? list([]) : list([QUOTE])),
    'seek_help_quote/add': ok({ id: 9 }, '报价已提交'),
    ...routes,
  });
  await settle(() => !!main()?.querySelector('.mc-table'));
  return server;
}

describe('需求大厅报价 /merchant/seekhelp', () => {
  it('lists the hall with 报价 only on open demands of others', async () => {
    await open();
    expect(main()!.querySelector('h1')?.textContent).toBe('需求大厅报价');
    const rows = [...main()!.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(3);
    expect(buttons(rows[0]!, '报价')).toHaveLength(1);
    expect(buttons(rows[1]!, '报价')).toHaveLength(0);
    expect(rows[2]!.textContent).toContain('我发布的');
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/seekhelp/detail?id=1');
  });

  it('checks the form, sends the quote and shows it under 我的报价', async () => {
    const server = await open();
    await act(() => buttons(main()!, '报价')[0]!.click());
    await settle(() => !!dialog() && !buttons(dialog()!, '提交报价')[0]!.disabled);
    await submit();
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('请输入报价');
    await type('price', '1.234');
    await submit();
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('报价应为数字，最多两位小数');
    await type('price', '4800');
    await type('days', '0');
    await submit();
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe(
      '服务周期应为 1 到 365 之间的整数（天）',
    );
    expect(server.callsTo('seek_help_quote/add')).toHaveLength(0);
    await type('days', '7');
    await type('note', '含运输鉴定书');
    await submit();
    await settle(() => !dialog());
    expect(server.callsTo('seek_help_quote/add').map((c) => c.params)).toEqual([
      { seek_help_id: 1, price: '4800', days: 7, note: '含运输鉴定书' },
    ]);
    await act(() => buttons(main()!, '我的报价')[0]!.click());
    await settle(
      () => main()!.textContent!.includes('中研检测') || main()!.textContent!.includes('含运输鉴定书'),
    );
    expect(main()!.textContent).toContain('需求1：锂电池 UN38.3 检测');
    expect(buttons(main()!, '修改报价')).toHaveLength(1);
  });

  it("the server's refusal shows in the dialog", async () => {
    await open({ 'seek_help_quote/add': refused('该需求已关闭，不能报价') });
    await act(() => buttons(main()!, '报价')[0]!.click());
    await settle(() => !!dialog() && !buttons(dialog()!, '提交报价')[0]!.disabled);
    await type('price', '100');
    await type('days', '3');
    await submit();
    await settle(() => dialog()!.querySelector('[role="alert"]')?.textContent === '该需求已关闭，不能报价');
  });

  it('editing fills in the lab’s earlier quote', async () => {
    await open({ 'seek_help_quote/get': list([QUOTE]) });
    await act(() => buttons(main()!, '报价')[0]!.click());
    await settle(() => dialog()?.querySelector<HTMLInputElement>('[name="price"]')?.value === '4800');
    expect(dialog()!.querySelector<HTMLInputElement>('[name="days"]')!.value).toBe('7');
  });
});
