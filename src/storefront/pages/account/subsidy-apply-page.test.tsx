import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubsidyApplication } from '../../../core';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const DOC_NAMES = ['服务费用发票', '检测报告或证书'];
const APP: SubsidyApplication = {
  id: 5,
  subsidy_id: 1,
  subsidy_title: '小微企业检验检测费用补贴',
  order_id: 42,
  order_no: 'TIC202611250001',
  order_amount: 1200,
  estimate: 600,
  company_name: '苏州示例精密制造有限公司',
  contact: '王芳',
  mobile: '13912345678',
  remark: '',
  status: 'rejected',
  status_name: '已驳回',
  reason: '发票金额与订单不符',
  documents: DOC_NAMES.map((name, i) => ({
    name,
    attachment_id: 10 + i,
    url: `/files/attachment/${10 + i}?exp=1&sig=a`,
    mime: 'image/png',
    file_name: `${i}.png`,
  })),
  applied_at: '2026-11-20T02:00:00.000Z',
  reviewed_at: '2026-11-21T02:00:00.000Z',
};
const PROGRAMME = { id: 1, title: APP.subsidy_title, rate: 50, cap: 20000, documents: DOC_NAMES };
const ORDER = {
  id: 42,
  order_no: APP.order_no,
  merchant_name: '北京华检科技有限公司',
  pay_amount: 1200,
  items: [],
};

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const field = (name: string) =>
  dialog()!.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) =>
  act(() => {
    field(name).value = value;
    field(name).dispatchEvent(
      new Event(field(name).tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  });
const pick = (name: string, file: File) =>
  act(() => {
    Object.defineProperty(field(name), 'files', { value: [file], configurable: true });
    field(name).dispatchEvent(new Event('change', { bubbles: true }));
  });
const cards = () => [...main()!.querySelectorAll('.sf-sa-card')];

async function open(rows: () => SubsidyApplication[] | null, routes = {}) {
  const server = await openApp('/home/subsidy', {
    'subsidy_user_apply/get': () => {
      const r = rows();
      return r ? list(r) : refused('服务器繁忙');
    },
    ...routes,
  });
  await settle(() => !!main()?.querySelector('.sf-sa') && !main()?.querySelector('.sf-skeleton'));
  return server;
}

describe('补贴申请 /home/subsidy', () => {
  it('lists applications with state, reason, and links to the order and the programme', async () => {
    await open(() => [APP]);
    expect(document.title).toBe(`补贴申请 - ${SITE}`);
    const [card] = cards();
    expect(card!.querySelector('.sf-au-status')?.textContent).toBe('已驳回');
    expect(card!.textContent).toContain('驳回原因：发票金额与订单不符');
    expect(card!.querySelector('a[href="/home/order/detail?id=42"]')?.textContent).toBe(APP.order_no);
    expect(card!.querySelector('a[href="/subsidy/detail?id=1"]')?.textContent).toBe(APP.subsidy_title);
    expect(card!.textContent).toContain('服务费用发票');
    expect(buttonIn(card!, '修改后重新提交')).toBeDefined();
    expect(buttonIn(main()!, '修改申请')).toBeUndefined();
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let rows: SubsidyApplication[] | null = null;
    await open(() => rows);
    expect(main()!.textContent).toContain('服务器繁忙');
    rows = [];
    await click(buttonIn(main()!, '重试')!);
    await vi.waitFor(() => expect(main()!.textContent).toContain('还没有补贴申请'));
    expect(main()!.querySelector('a[href="/subsidy/more"]')).not.toBeNull();
  });

  it('applies: checks the form, uploads each document, sends programme, order and files', async () => {
    let rows: SubsidyApplication[] = [];
    let nextId = 20;
    const server = await open(() => rows, {
      'subsidy/get': list([PROGRAMME]),
      'order/get': ok({ ...list([ORDER]).data, counts: {} }),
      'attachment/uploadOne': () =>
        ok({ id: nextId++, mime: 'image/png', size: 3, name: 'f.png', url: '/f' }),
      'subsidy_user_apply/add': () => {
        rows = [{ ...APP, status: 'pending', status_name: '审核中', reason: '' }];
        return ok({ id: 5 }, '补贴申请已提交，请等待审核');
      },
    });
    await click(buttonIn(main()!, '申请补贴')!);
    await vi.waitFor(() => expect(field('subsidy').options.length).toBe(2));
    // the account layout asks order/get for its badge; the form asks for the completed orders
    expect(server.callsTo('order/get').map((c) => c.params.status)).toContain('completed');
    await click(buttonIn(dialog()!, '提交申请')!);
    expect([...dialog()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent)).toEqual([
      '请选择补贴政策',
      '请选择订单',
      '请输入申请企业',
      '请输入联系人',
      '请输入联系电话',
    ]);
    await type('subsidy', '1');
    await type('order', '42');
    expect(dialog()!.textContent).toContain('补贴比例 50%，最高 ¥20000');
    await type('company_name', APP.company_name);
    await type('contact', APP.contact);
    await type('mobile', APP.mobile);
    await click(buttonIn(dialog()!, '提交申请')!);
    expect(dialog()!.textContent).toContain('请上传服务费用发票');
    expect(server.callsTo('subsidy_user_apply/add')).toEqual([]);
    await pick('doc0', new File([new Uint8Array([0x89])], '发票.png', { type: 'image/png' }));
    await pick('doc1', new File([new Uint8Array([0x89])], '报告.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(dialog()!.querySelectorAll('.sf-sa-doc__file')).toHaveLength(2));
    await click(buttonIn(dialog()!, '提交申请')!);
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect(server.callsTo('subsidy_user_apply/add')[0]?.params).toEqual({
      subsidy_id: 1,
      order_id: 42,
      company_name: APP.company_name,
      contact: APP.contact,
      mobile: APP.mobile,
      remark: '',
      attachment_ids: [20, 21],
    });
    expect(cards()[0]!.querySelector('.sf-au-status')?.textContent).toBe('审核中');
  });

  it('edits a rejected application with its documents kept', async () => {
    let rows = [APP];
    const server = await open(() => rows, {
      'subsidy_user_apply/edit': () => {
        rows = [{ ...APP, contact: '李四', status: 'pending', status_name: '审核中', reason: '' }];
        return ok(null, '补贴申请已修改，请等待审核');
      },
    });
    await click(buttonIn(cards()[0]!, '修改后重新提交')!);
    expect(dialog()!.textContent).toContain(`${APP.subsidy_title} · 关联订单 ${APP.order_no}`);
    await type('contact', '李四');
    await click(buttonIn(dialog()!, '提交申请')!);
    await vi.waitFor(() => expect(cards()[0]!.textContent).toContain('审核中'));
    expect(server.callsTo('subsidy_user_apply/edit')[0]?.params).toMatchObject({
      id: 5,
      contact: '李四',
      attachment_ids: [10, 11],
    });
    expect(server.callsTo('subsidy/get')).toEqual([]);
  });
});
