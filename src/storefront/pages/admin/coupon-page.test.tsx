import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { CouponTemplate, StaffInfo } from '../../../core/api/contract/models-operator';
import { ok } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsOperator } from './admin-fixtures';

const editor: StaffInfo = {
  id: 3,
  mobile: '13900000003',
  name: '内容编辑',
  role: 'editor',
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: '2026-11-20T00:00:00.000Z',
};
const coupon = (id: number, status: CouponTemplate['status']): CouponTemplate => ({
  id,
  name: `新客券 ${id}`,
  amount: 50,
  min_amount: id === 1 ? 500 : 0,
  total: 100,
  received: 7,
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
  status,
});
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, limit: 20 });
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

eachTestAsOperator();

const open = () =>
  openApp('/admin/coupon', {
    'operator/info': ok({ info: editor }),
    'operator_coupon/get': page([coupon(1, 'published'), coupon(2, 'draft')]),
    'operator_coupon/withdraw': ok({ info: coupon(1, 'withdrawn') }),
  });

describe('优惠券 (/admin/coupon)', () => {
  it('lists coupons with labelled cells and one publishing button per row', async () => {
    await open();
    await settle(() => main()!.querySelectorAll('tbody tr').length === 2);
    const [first, second] = [...main()!.querySelectorAll('tbody tr')];
    const heads = [...main()!.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['名称', '优惠', '有效期', '已领/总量', '状态', '操作']);
    const cells = [...first!.querySelectorAll('td')];
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual([
      null,
      '优惠',
      '有效期',
      '已领/总量',
      '状态',
      null,
    ]);
    expect(cells.map((td) => td.textContent)).toEqual([
      '新客券 1',
      '满500减50',
      '2026-11-01 至 2026-12-31',
      '7/100',
      '已发布',
      '编辑撤回',
    ]);
    expect(cells[1]!.className).toBe('mc-num');
    expect(second!.querySelector('.mc-ops')!.textContent).toBe('编辑发布');
    expect(first!.querySelector('a')).toBeNull(); // coupons show on no page of their own
  });

  it('withdraws only after a dangerous confirmation, then reloads the list', async () => {
    const server = await open();
    await settle(() => main()!.querySelectorAll('tbody tr').length === 2);
    await act(() => buttonIn(main()!, '撤回')!.click());
    const ask = dialog()!;
    expect(ask.textContent).toContain('撤回优惠券');
    expect(ask.textContent).toContain('撤回后买家不能再领取「新客券 1」，已领取的仍可使用。确认撤回？');
    expect(server.callsTo('operator_coupon/withdraw')).toHaveLength(0);
    const gets = server.callsTo('operator_coupon/get').length;
    await act(() => buttonIn(ask, '确定')!.click());
    await settle(() => server.callsTo('operator_coupon/get').length > gets);
    expect(server.callsTo('operator_coupon/withdraw')[0]!.params).toMatchObject({ id: 1 });
  });

  it('edits in a dialog whose footer offers 保存修改 and no 保存并发布 once published', async () => {
    await open();
    await settle(() => main()!.querySelectorAll('tbody tr').length === 2);
    await act(() => buttonIn(main()!.querySelector('tbody tr')!, '编辑')!.click());
    const footer = [...dialog()!.querySelectorAll('button')].map((b) => b.textContent);
    expect(footer).toContain('取消');
    expect(footer).toContain('保存修改');
    expect(footer).not.toContain('保存并发布');
  });
});
