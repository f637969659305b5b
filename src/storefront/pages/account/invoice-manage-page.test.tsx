import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceTitle } from '../../../core';
import { list, ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const company: InvoiceTitle = {
  id: 1,
  type: 1,
  title: '北京华检科技有限公司',
  tax_no: '91110108MA01H3KX26',
  bank_name: '',
  bank_account: '',
  reg_address: '',
  reg_phone: '',
  email: 'finance@huajian-tech.example.cn',
  is_default: true,
};
const special: InvoiceTitle = {
  ...company,
  id: 2,
  type: 2,
  title: '上海衡信检测技术有限公司',
  tax_no: '91350100M000100Y43',
  bank_name: '中国工商银行上海分行',
  bank_account: '1001234567890123456',
  reg_address: '上海市浦东新区世纪大道 100 号',
  reg_phone: '021-68881234',
  is_default: false,
};
const projects = [
  { id: -1, name: '检测费', tax_id: 1 },
  { id: -2, name: '认证服务费', tax_id: 2 },
  { id: 7, name: '水质检测费', tax_id: 1 },
];
const taxes = [
  { id: 1, name: '现代服务-检验检测服务', rate: 6 },
  { id: 4, name: '小规模纳税人', rate: 3 },
];

const cards = () => [...document.querySelectorAll<HTMLLIElement>('.sf-af-card')];
const chips = () => [...document.querySelectorAll<HTMLLIElement>('.sf-af-chip')];
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const field = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('label.sf-field')]
    .find((l) => l.firstElementChild?.textContent === label)!
    .querySelector<HTMLInputElement>('input, select')!;
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const errors = () => [...(dialog()?.querySelectorAll('.sf-field__error') ?? [])].map((e) => e.textContent);

async function open(routes = {}) {
  const server = await openApp('/home/invoicemanage', {
    'user_invoice/get': list([company, special]),
    'invoice_project/get': list(projects),
    'invoice_tax/get': list(taxes),
    ...routes,
  });
  await settle(() => cards().length === 2 && chips().length === 3);
  return server;
}

describe('发票管理 /home/invoicemanage: titles', () => {
  it('shows both types with the fields each has, the default marked', async () => {
    await open();
    expect(document.title).toBe(`发票管理 - ${SITE}`);
    const [first, second] = cards();
    expect(first!.textContent).toContain('普通发票');
    expect(first!.textContent).toContain('默认');
    expect(first!.textContent).not.toContain('开户银行');
    expect(second!.textContent).toContain('增值税专用发票');
    expect(second!.textContent).toContain('开户银行中国工商银行上海分行');
    expect(buttonIn(second!, '设为默认')).toBeDefined();
  });

  it('asks a 专票 for every field and refuses a wrong tax number before sending', async () => {
    const server = await open({ 'user_invoice/add': ok(special, '发票抬头已添加') });
    await click(buttonIn(main()!, '新增发票抬头')!);
    await type(field(dialog()!, '发票抬头'), '上海衡信检测技术有限公司');
    await type(field(dialog()!, '纳税人识别号'), '91350100M000100Y44');
    await click(buttonIn(dialog()!, '保存')!);
    expect(errors()).toEqual(['纳税人识别号校验位不正确，请核对']);

    await act(() => dialog()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]!.click());
    expect(errors()).toEqual([
      '纳税人识别号校验位不正确，请核对',
      '请输入开户银行',
      '请输入银行账号',
      '请输入注册地址',
      '请输入注册电话',
    ]);
    await type(field(dialog()!, '纳税人识别号'), '91350100m000100y43');
    await type(field(dialog()!, '开户银行'), '中国工商银行上海分行');
    await type(field(dialog()!, '银行账号'), '1001 2345 6789 0123 456');
    await type(field(dialog()!, '注册地址'), '上海市浦东新区世纪大道 100 号');
    await type(field(dialog()!, '注册电话'), '021-68881234');
    expect(errors()).toEqual([]);
    expect(server.callsTo('user_invoice/add')).toEqual([]);
    await click(buttonIn(dialog()!, '保存')!);
    await settle(() => server.callsTo('user_invoice/add').length === 1);
    expect(server.callsTo('user_invoice/add')[0]?.params).toMatchObject({
      type: 2,
      tax_no: '91350100m000100y43',
      bank_account: '1001 2345 6789 0123 456',
      is_default: false,
    });
  });

  it('lets a personal 普票 go without a tax number and drops bank details a 普票 does not need', async () => {
    const server = await open({ 'user_invoice/edit': ok(company, '发票抬头已保存') });
    await click(buttonIn(cards()[1]!, '编辑')!);
    await act(() => dialog()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[0]!.click());
    await type(field(dialog()!, '发票抬头'), '个人');
    await type(field(dialog()!, '纳税人识别号'), '');
    await click(buttonIn(dialog()!, '保存')!);
    await settle(() => server.callsTo('user_invoice/edit').length === 1);
    expect(server.callsTo('user_invoice/edit')[0]?.params).toMatchObject({
      id: 2,
      type: 1,
      title: '个人',
      tax_no: '',
      bank_name: '',
      bank_account: '',
    });
  });

  it('sets the default and deletes after confirming', async () => {
    const server = await open({
      'user_invoice/setDefault': ok(null, '已设为默认抬头'),
      'user_invoice/delete': ok(null, '发票抬头已删除'),
    });
    await click(buttonIn(cards()[1]!, '设为默认')!);
    await settle(() => server.callsTo('user_invoice/setDefault').length === 1);
    expect(server.callsTo('user_invoice/setDefault')[0]?.params).toEqual({ id: 2 });
    await click(buttonIn(cards()[1]!, '删除')!);
    expect(dialog()?.textContent).toContain('确定删除发票抬头“上海衡信检测技术有限公司”吗');
    await click(buttonIn(dialog()!, '删除')!);
    await settle(() => server.callsTo('user_invoice/delete').length === 1);
    expect(server.callsTo('user_invoice/delete')[0]?.params).toEqual({ id: 2 });
  });
});

describe('发票管理: invoice contents', () => {
  it('keeps the built-in ones, adds and deletes the buyer’s own', async () => {
    const server = await open({
      'invoice_project/add': ok({ id: 8, name: 'EMC 测试费', tax_id: 4 }, '开票内容已添加'),
      'invoice_project/delete': ok(null, '开票内容已删除'),
    });
    expect(chips()[0]!.querySelector('button')).toBeNull();
    expect(chips()[0]!.textContent).toContain('默认');

    const form = document.querySelector<HTMLFormElement>('.sf-af-inline')!;
    await type(field(form, '开票内容名称'), '检测费');
    await click(buttonIn(form, '添加')!);
    expect(form.textContent).toContain('该开票内容已存在');
    await type(field(form, '开票内容名称'), 'EMC 测试费');
    await act(() => {
      const tax = field(form, '税目') as unknown as HTMLSelectElement;
      tax.value = '4';
      tax.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(buttonIn(form, '添加')!);
    await settle(() => server.callsTo('invoice_project/add').length === 1);
    expect(server.callsTo('invoice_project/add')[0]?.params).toEqual({ name: 'EMC 测试费', tax_id: 4 });

    await click(chips()[2]!.querySelector('button')!);
    expect(dialog()?.textContent).toContain('确定删除开票内容“水质检测费”吗');
    await click(buttonIn(dialog()!, '删除')!);
    await settle(() => server.callsTo('invoice_project/delete').length === 1);
    expect(server.callsTo('invoice_project/delete')[0]?.params).toEqual({ id: 7 });
  });
});
