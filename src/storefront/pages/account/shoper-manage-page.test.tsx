import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyerCompany } from '../../../core';
import { list, ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const sh: BuyerCompany = {
  id: 1,
  org_name: '上海示例检测技术有限公司',
  credit_code: '91310000MA1FL1XD6J',
  contact_name: '李四',
  contact_mobile: '13912345678',
  is_default: true,
};
const sz: BuyerCompany = {
  ...sh,
  id: 2,
  org_name: '深圳示例认证有限公司',
  credit_code: '91440300MA5FQ3KX89',
  is_default: false,
};

const cards = () => [...document.querySelectorAll<HTMLLIElement>('.sf-af-card')];
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const type = (name: string, value: string) =>
  act(() => {
    const el = dialog()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

async function open(rows: () => BuyerCompany[], routes = {}) {
  const server = await openApp('/home/shopermanage', { 'user_merchant/get': () => list(rows()), ...routes });
  await settle(() => !!main()?.querySelector('.sf-af-page') && !main()?.querySelector('.sf-skeleton'));
  return server;
}

describe('商户管理 /home/shopermanage', () => {
  it('lists the companies, the default first with its tag', async () => {
    const server = await open(() => [sh, sz]);
    expect(document.title).toBe(`商户管理 - ${SITE}`);
    expect(main()!.querySelector('h1')?.textContent).toBe('商户管理');
    expect(server.callsTo('user_merchant/get')[0]?.params).toEqual({ page: 1, limit: 20 });
    const [first, second] = cards();
    expect(first!.textContent).toContain('上海示例检测技术有限公司');
    expect(first!.textContent).toContain('91310000MA1FL1XD6J');
    expect(first!.querySelector('.sf-af-tag')?.textContent).toBe('默认');
    expect(buttonIn(second!, '设为默认')).toBeDefined();
  });

  it('checks the form before sending, then adds with the credit code normalised', async () => {
    let rows: BuyerCompany[] = [];
    const server = await open(() => rows, {
      'user_merchant/edit': () => {
        rows = [sh];
        return ok(sh, '商户已添加');
      },
    });
    expect(main()!.textContent).toContain('还没有商户');
    await click(buttonIn(main()!, '新增商户')!);
    await type('credit_code', '91310000MA1FL1XD6K');
    await click(buttonIn(dialog()!, '保存')!);
    expect([...dialog()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent)).toEqual([
      '请输入企业名称',
      '统一社会信用代码不正确，请核对18位代码',
      '请输入联系人',
      '请输入联系人手机号',
    ]);
    expect(server.callsTo('user_merchant/edit')).toEqual([]);
    await type('org_name', sh.org_name);
    await type('credit_code', '91310000ma1fl1xd6j');
    await type('contact_name', sh.contact_name);
    await type('contact_mobile', sh.contact_mobile);
    await click(buttonIn(dialog()!, '保存')!);
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect(server.callsTo('user_merchant/edit')[0]?.params).toEqual({
      org_name: sh.org_name,
      credit_code: '91310000MA1FL1XD6J',
      contact_name: sh.contact_name,
      contact_mobile: sh.contact_mobile,
    });
  });

  it('sets the default and deletes after a confirmation', async () => {
    let rows = [sh, sz];
    const server = await open(() => rows, {
      'user_merchant/setDefault': () => {
        rows = [
          { ...sz, is_default: true },
          { ...sh, is_default: false },
        ];
        return ok(null, '已设为默认商户');
      },
      'user_merchant/delete': () => {
        rows = rows.filter((r) => r.id !== 1);
        return ok(null, '商户已删除');
      },
    });
    await click(buttonIn(cards()[1]!, '设为默认')!);
    await vi.waitFor(() => expect(cards()[0]!.textContent).toContain('深圳示例认证有限公司'));
    expect(server.callsTo('user_merchant/setDefault')[0]?.params).toEqual({ id: 2 });
    await click(buttonIn(cards()[1]!, '删除')!);
    expect(dialog()!.textContent).toContain('确定删除商户“上海示例检测技术有限公司”吗？');
    await click(buttonIn(dialog()!, '删除')!);
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect(server.callsTo('user_merchant/delete')[0]?.params).toEqual({ id: 1 });
  });
});
