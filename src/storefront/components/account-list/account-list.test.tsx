import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceTitle } from '../../../core';
import { fakeApi, list, ok, type Routes, refused, resetStores } from '../../../core/testing/fake-api';
import { AccountList } from './account-list';
import type { AccountListWords } from './account-list-types';

const words: AccountListWords = {
  title: '发票抬头',
  intro: '已保存 {n} 个，最多 {max} 个',
  add: '新增抬头',
  full: '最多 {max} 个',
  empty: '还没有抬头',
  listLabel: '抬头列表',
  deleteTitle: '删除抬头',
  defaultTag: '默认',
  setDefault: '设为默认',
  edit: '编辑',
  remove: '删除',
};
const row = (id: number, is_default = false): InvoiceTitle => ({
  id,
  type: 1,
  title: `抬头${id}`,
  tax_no: '',
  bank_name: '',
  bank_account: '',
  reg_address: '',
  reg_phone: '',
  email: '',
  is_default,
});

let root: HTMLElement;
beforeEach(() => {
  resetStores();
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

/** Invoice titles shown without 设为默认 (no setDefault given), as a section of a page. */
async function show(routes: Routes, max = 3) {
  const server = fakeApi(routes);
  await act(() =>
    render(
      <AccountList
        list="user_invoice/get"
        max={max}
        variant="section"
        words={words}
        card={(x) => ({ head: <b>{x.title}</b> })}
        form={({ row, onClose }) => (
          <button type="button" class="form" onClick={onClose}>
            {row ? row.title : 'new'}
          </button>
        )}
        remove={{ id: 'user_invoice/delete', params: (x) => ({ id: x.id }) }}
        deleteAsk={(x) => `删除${x.title}？`}
      />,
      root,
    ),
  );
  return server;
}
const button = (text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const settled = () => vi.waitFor(() => expect(root.querySelector('.sf-skeleton')).toBeNull());

describe('AccountList', () => {
  it('asks for every row at once and leaves 设为默认 out when the list has no default to choose', async () => {
    const server = await show({ 'user_invoice/get': list([row(1, true), row(2)]) });
    await settled();
    expect(server.callsTo('user_invoice/get')[0]?.params).toEqual({ page: 1, limit: 3 });
    expect(root.querySelector('h2')?.textContent).toBe('发票抬头');
    const cards = [...root.querySelectorAll('.sf-af-card')];
    expect(cards.map((c) => c.querySelector('.sf-af-tag')?.textContent ?? '')).toEqual(['默认', '']);
    expect(button('设为默认')).toBeUndefined();
    await act(() => cards[1]!.querySelector<HTMLButtonElement>('.sf-af-link')!.click());
    expect(root.querySelector('.form')?.textContent).toBe('抬头2');
  });

  it('disables 新增 once the user has `max` rows', async () => {
    await show({ 'user_invoice/get': list([row(1, true), row(2), row(3)]) });
    await settled();
    expect(button('新增抬头')!.disabled).toBe(true);
    expect(button('新增抬头')!.title).toBe('最多 3 个');
  });

  it('shows a compact empty state, and a failed load with 重试', async () => {
    let fail = true;
    await show({ 'user_invoice/get': () => (fail ? refused('服务繁忙') : list([])) });
    await settled();
    expect(root.querySelector('.sf-empty')?.textContent).toContain('服务繁忙');
    fail = false;
    await act(() => button('重试')!.click());
    await vi.waitFor(() =>
      expect(root.querySelector('.sf-empty--compact')?.textContent).toContain('还没有抬头'),
    );
  });

  it('deletes only after the confirmation, then reloads', async () => {
    const server = await show({
      'user_invoice/get': list([row(1, true)]),
      'user_invoice/delete': ok(null, '已删除'),
    });
    await settled();
    await act(() => button('删除')!.click());
    const dialog = () => document.querySelector('dialog.sf-dialog');
    expect(dialog()?.textContent).toContain('删除抬头1？');
    await act(() => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === '删除')!.click());
    await vi.waitFor(() => expect(server.callsTo('user_invoice/get')).toHaveLength(2));
    expect(server.callsTo('user_invoice/delete')[0]?.params).toEqual({ id: 1 });
    expect(dialog()).toBeNull();
  });
});
