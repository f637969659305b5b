import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../core';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { LUJIAZUI } from '../../components/zone-fixtures';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const home: Address = {
  id: 1,
  consignee: '张伟',
  mobile: '13800000001',
  province_code: '11',
  province: '北京市',
  city_code: '1101',
  city: '北京市',
  area_code: '110108',
  area: '海淀区',
  street_code: '110108010',
  street: '学院路街道',
  detail: '学院路 30 号华检科技大厦 A 座 1203 室',
  is_default: true,
};
const office: Address = {
  ...home,
  id: 2,
  consignee: '李娜',
  ...LUJIAZUI,
  street_code: '',
  street: '',
  detail: '世纪大道 100 号 52 层',
  is_default: false,
};
const zones = {
  'zone_province/get': list([{ code: '31', name: '上海市' }]),
  'zone_city/get': list([{ code: '3101', name: '上海市' }]),
  'zone_area/get': list([{ code: '310115', name: '浦东新区' }]),
  'zone_street/get': list([{ code: '310115005', name: '陆家嘴街道' }]),
};

const cards = () => [...document.querySelectorAll<HTMLLIElement>('.sf-af-card')];
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
/** The control of a label: wrapped (<label><span>收货人</span><input>) or pointed to (for=). */
const inputIn = (root: ParentNode, label: string): HTMLInputElement => {
  const l = [...root.querySelectorAll('label')].find(
    (x) => (x.firstElementChild?.textContent ?? x.textContent) === label || x.textContent === label,
  )!;
  return (l.querySelector('input, textarea, select') ??
    document.getElementById(l.htmlFor)) as HTMLInputElement;
};
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const choose = async (label: string, value: string) => {
  await vi.waitFor(() =>
    expect(inputIn(dialog()!, label).querySelector(`option[value="${value}"]`)).not.toBeNull(),
  );
  await act(() => {
    const el = inputIn(dialog()!, label) as unknown as HTMLSelectElement;
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

async function open(addresses: Address[], routes = {}) {
  const server = await openApp('/home/addressmanage', {
    'user_address/get': () => list(addresses),
    ...zones,
    ...routes,
  });
  await settle(() => !!main()?.querySelector('.sf-af-page') && !main()?.querySelector('.sf-skeleton'));
  return server;
}

describe('地址管理 /home/addressmanage', () => {
  it('lists the addresses, the default first with its 默认 tag', async () => {
    const server = await open([home, office]);
    expect(document.title).toBe(`地址管理 - ${SITE}`);
    expect(server.callsTo('user_address/get')[0]?.params).toEqual({ page: 1, limit: 20 });
    const [first, second] = cards();
    expect(first!.textContent).toContain('张伟');
    // masked as on the order and the settlement
    expect(first!.textContent).toContain('138****0001');
    expect(first!.textContent).not.toContain('13800000001');
    expect(first!.querySelector('.sf-af-tag')?.textContent).toBe('默认');
    // a municipality's repeated city is left out
    expect(first!.querySelector('.sf-af-card__region')?.textContent).toBe('北京市 海淀区 学院路街道');
    expect(buttonIn(first!, '设为默认')).toBeUndefined();
    expect(buttonIn(second!, '设为默认')).toBeDefined();
    expect(main()!.textContent).toContain('已保存 2 个收货地址');
  });

  it('shows an empty state with a way to add', async () => {
    await open([]);
    expect(main()!.textContent).toContain('还没有收货地址');
    await click(buttonIn(main()!.querySelector('.sf-empty')!, '新增收货地址')!);
    expect(dialog()?.textContent).toContain('新增收货地址');
  });

  it('checks the form before sending, then adds with zone codes only', async () => {
    const server = await open([home], { 'user_address/add': ok({ ...office, id: 3 }, '地址已添加') });
    await click(buttonIn(main()!.querySelector('.sf-af-toolbar')!, '新增收货地址')!);
    buttonIn(dialog()!, '保存')!.focus(); // as a keyboard user reaches it
    await click(buttonIn(dialog()!, '保存')!);
    const errors = [...dialog()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent);
    expect(errors).toEqual([
      '收货人姓名为 2–20 个字',
      '请输入正确的 11 位手机号',
      '请选择完整的省、市、区县',
      '详细地址为 5–120 个字',
    ]);
    expect(server.callsTo('user_address/add')).toEqual([]);
    // the first field to mend takes the focus
    await vi.waitFor(() => expect(document.activeElement).toBe(inputIn(dialog()!, '收货人')));

    await type(inputIn(dialog()!, '收货人'), '李娜');
    await type(inputIn(dialog()!, '手机号码'), '13912345678');
    await choose('省份', '31');
    await choose('城市', '3101');
    await choose('区县', '310115');
    await type(inputIn(dialog()!, '详细地址'), '世纪大道 100 号 52 层');
    expect(dialog()!.querySelectorAll('.sf-field__error')).toHaveLength(0);
    await click(buttonIn(dialog()!, '保存')!);
    await settle(() => server.callsTo('user_address/add').length === 1);
    expect(server.callsTo('user_address/add')[0]?.params).toEqual({
      consignee: '李娜',
      mobile: '13912345678',
      province_code: '31',
      city_code: '3101',
      area_code: '310115',
      street_code: '',
      detail: '世纪大道 100 号 52 层',
      is_default: false,
    });
    await settle(() => dialog() === null && server.callsTo('user_address/get').length === 2);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const server = await open([home, office], { 'user_address/edit': refused('所选区县不属于该城市') });
    await click(buttonIn(cards()[1]!, '编辑')!);
    expect((inputIn(dialog()!, '收货人') as HTMLInputElement).value).toBe('李娜');
    await click(buttonIn(dialog()!, '保存')!);
    await settle(() => server.callsTo('user_address/edit').length === 1);
    expect(server.callsTo('user_address/edit')[0]?.params).toMatchObject({ id: 2, area_code: '310115' });
    expect(dialog()).not.toBeNull();
  });

  it('sets the default through edit and deletes only after confirming', async () => {
    const server = await open([home, office], {
      'user_address/edit': ok(office, '地址已保存'),
      'user_address/delete': ok(null, '地址已删除'),
    });
    await click(buttonIn(cards()[1]!, '设为默认')!);
    await settle(() => server.callsTo('user_address/edit').length === 1);
    expect(server.callsTo('user_address/edit')[0]?.params).toEqual({ id: 2, is_default: true });

    await click(buttonIn(cards()[0]!, '删除')!);
    expect(dialog()?.textContent).toContain('确定删除 张伟 的收货地址吗');
    expect(dialog()?.textContent).toContain('这是默认地址');
    await click(buttonIn(dialog()!, '取消')!);
    expect(server.callsTo('user_address/delete')).toEqual([]);
    await click(buttonIn(cards()[0]!, '删除')!);
    await click(buttonIn(dialog()!, '删除')!);
    await settle(() => server.callsTo('user_address/delete').length === 1);
    expect(server.callsTo('user_address/delete')[0]?.params).toEqual({ id: 1 });
  });
});
