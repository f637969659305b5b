import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seal, SignAccount } from '../../../core';
import { list, ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';
import { poll } from './sign-account';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(() => {
  resetApp();
  poll.ms = 5000;
});

const none: SignAccount = {
  status: 'none',
  status_label: '未开通',
  org_name: '',
  credit_code: '',
  legal_person: '',
  contact_mobile: '',
};
const filled = {
  org_name: '苏州某某科技有限公司',
  credit_code: '91320506MA1MQ7TR1W',
  legal_person: '李四',
  contact_mobile: '13800000001',
};
const seal = (over: Partial<Seal> = {}): Seal => ({
  id: 1,
  name: '苏州某某科技有限公司',
  kind: 'official',
  image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  is_default: true,
  ...over,
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const input = (name: string) => document.querySelector<HTMLInputElement>(`.sf-cn-form [name="${name}"]`)!;
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

async function open(routes = {}) {
  const server = await openApp('/home/contract/agreement', {
    'electronic_contract_seal/get': list([]),
    ...routes,
  });
  await settle(() => !main()?.querySelector('[aria-busy="true"]') && !!main()?.querySelector('#cn-account'));
  return server;
}

describe('电子签章 /home/contract/agreement', () => {
  it('checks the apply form (phone by core’s rule, credit code) before sending it', async () => {
    const server = await open({
      'electronic_contract_account/queryApplyStatus': ok({ info: none }),
      'electronic_contract_account/apply': ok(null, '申请已提交'),
    });
    expect(document.title).toBe(`电子签章 - ${SITE}`);
    expect(main()?.querySelector('.sf-cn-status')?.textContent).toBe('未开通');
    const submit = buttonIn(main()!.querySelector('.sf-cn-form')!, '提交申请')!;
    await click(submit);
    expect(main()?.textContent).toContain('请填写企业名称');
    expect(main()?.textContent).toContain('请填写联系手机');
    expect(document.activeElement).toBe(input('org_name'));

    await type(input('org_name'), filled.org_name);
    await type(input('credit_code'), '91320506MA1MQ7TR1X');
    await click(submit);
    // a typo anywhere breaks the check character, as the server would say
    expect(main()?.textContent).toContain('请输入正确的 18 位统一社会信用代码');
    await type(input('credit_code'), '91320506ma1mq7tr1w');
    await type(input('legal_person'), filled.legal_person);
    await type(input('contact_mobile'), '2380000000');
    await click(submit);
    expect(input('contact_mobile').getAttribute('aria-invalid')).toBe('true');
    expect(main()?.textContent).toContain('请输入正确的 11 位手机号');
    expect(server.callsTo('electronic_contract_account/apply')).toHaveLength(0);

    await type(input('contact_mobile'), filled.contact_mobile);
    await click(submit);
    await settle(() => server.callsTo('electronic_contract_account/apply').length === 1);
    // the credit code was typed in lower case and is sent as the registry writes it
    expect(server.callsTo('electronic_contract_account/apply')[0]?.params).toEqual(filled);
  });

  it('while 审核中 it asks again until the answer changes', async () => {
    poll.ms = 20;
    let n = 0;
    const server = await open({
      'electronic_contract_account/queryApplyStatus': () => {
        n++;
        const status = n < 3 ? 'reviewing' : 'approved';
        return ok({ info: { ...filled, status, status_label: '' } });
      },
    });
    expect(main()?.textContent).toContain('正在审核');
    await settle(() => main()?.querySelector('.sf-cn-status')?.textContent === '已开通');
    const calls = server.callsTo('electronic_contract_account/queryApplyStatus').length;
    expect(calls).toBe(3);
    await new Promise((r) => setTimeout(r, 80));
    expect(server.callsTo('electronic_contract_account/queryApplyStatus')).toHaveLength(calls);
    expect(main()?.textContent).toContain(filled.org_name);
  });

  it('while 审核中 on a connection slower than its interval, it still sees the answer change', async () => {
    poll.ms = 20;
    let n = 0;
    const server = await open({
      'electronic_contract_account/queryApplyStatus': async () => {
        n++;
        // every ask after the first takes three intervals to answer
        if (n > 1) await new Promise((r) => setTimeout(r, 60));
        return ok({ info: { ...filled, status: n < 3 ? 'reviewing' : 'approved', status_label: '' } });
      },
    });
    await settle(() => main()?.querySelector('.sf-cn-status')?.textContent === '已开通');
    // one ask at a time: none started while another was on its way
    expect(server.callsTo('electronic_contract_account/queryApplyStatus')).toHaveLength(3);
  });

  it('seals: images, 设为默认, 删除 after confirmation, 新增印章', async () => {
    const server = await open({
      'electronic_contract_account/queryApplyStatus': ok({ info: { ...filled, status: 'approved' } }),
      'electronic_contract_seal/get': list([
        seal(),
        seal({ id: 2, name: '合同章', kind: 'contract', is_default: false }),
      ]),
      'electronic_contract_seal/set': ok(null, '已保存'),
      'electronic_contract_seal/delete': ok(null, '已删除'),
    });
    await settle(() => document.querySelectorAll('.sf-cn-seal').length === 2);
    const [first, second] = [...document.querySelectorAll<HTMLElement>('.sf-cn-seal')];
    expect(first!.querySelector('img')?.getAttribute('alt')).toBe('苏州某某科技有限公司 公章');
    expect(first!.textContent).toContain('默认');
    expect(buttonIn(first!, '设为默认')).toBeUndefined();

    await click(buttonIn(second!, '设为默认')!);
    await settle(() => server.callsTo('electronic_contract_seal/set').length === 1);
    expect(server.callsTo('electronic_contract_seal/set')[0]?.params).toEqual({
      id: 2,
      name: '合同章',
      kind: 'contract',
      is_default: true,
    });
    await settle(() => server.callsTo('electronic_contract_seal/get').length === 2);

    await click(buttonIn(second!, '删除')!);
    expect(dialog()?.textContent).toContain('确定删除印章“合同章”吗');
    expect(server.callsTo('electronic_contract_seal/delete')).toHaveLength(0);
    await click(buttonIn(dialog()!, '删除')!);
    await settle(() => server.callsTo('electronic_contract_seal/delete').length === 1);
    expect(server.callsTo('electronic_contract_seal/delete')[0]?.params).toEqual({ id: 2 });

    await settle(() => dialog() === null);
    await click(buttonIn(main()!, '新增印章')!);
    const name = dialog()!.querySelector<HTMLInputElement>('input:not([type])')!;
    await type(name, '苏州某某科技有限公司合同专用章');
    await click(buttonIn(dialog()!, '保存')!);
    await settle(() => server.callsTo('electronic_contract_seal/set').length === 2);
    expect(server.callsTo('electronic_contract_seal/set')[1]?.params).toEqual({
      name: '苏州某某科技有限公司合同专用章',
      kind: 'contract',
      is_default: false,
    });
  });
});
