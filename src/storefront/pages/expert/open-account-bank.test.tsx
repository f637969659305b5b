import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../core';
import type { ExpertBankAccountInfo } from '../../../core/api/contract/api/expert';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

/** 开户信息 where no payout provider is configured: 财务 pays into the registered bank account. */
beforeEach(() => {
  resetApp();
  setSession({ token: 'e', userType: 3, userInfo: { id: 3, mobile: '13800000003' } });
});
afterEach(resetApp);

const EMPTY: ExpertBankAccountInfo = { mode: 'bank', certified_name: '李明', account: null, waiting: false };
const SAVED: ExpertBankAccountInfo = {
  ...EMPTY,
  account: {
    holder_name: '李明',
    bank_name: '招商银行北京分行朝阳支行',
    account_masked: '6214 **** **** 6789',
    updated_at: '2026-12-10T02:00:00.000Z',
  },
};

const field = (name: string) => main()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) =>
  act(() => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
const button = (text: string) =>
  [...main()!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const errors = () => [...main()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent);
const text = () => main()!.textContent ?? '';

async function open(info: () => ExpertBankAccountInfo, routes = {}) {
  const server = await openApp('/expert/openAccount', {
    'expert_bank_account/get': () => ok(info()),
    ...routes,
  });
  await settle(() => !!main()!.querySelector('.sf-po__head'));
  return server;
}

describe('开户信息 paid by 财务 (no payout provider)', () => {
  it('says payouts are made by bank transfer, checks the fields, and saves the account', async () => {
    let info = EMPTY;
    const server = await open(() => info, {
      'expert_bank_account/save': () => {
        info = SAVED;
        return ok(info, '收款账户已保存');
      },
    });
    expect(text()).toContain('提现由平台财务通过银行转账打款');
    expect(server.callsTo('yeepoy/queryOpenStatus')).toEqual([]);
    expect(main()!.querySelector('.sf-po-status')?.textContent).toBe('未登记');
    // the certified name is filled in; a different one, a short number and no bank are refused here
    expect(field('holder_name').value).toBe('李明');
    await type('holder_name', '王强');
    await type('account_no', '1234 567');
    await click(button('保存收款账户')!);
    expect(errors()).toEqual(['户名须与实名认证姓名“李明”一致', '请输入开户行', '银行账号应为8-30位数字']);
    expect(server.callsTo('expert_bank_account/save')).toEqual([]);
    await vi.waitFor(() => expect(document.activeElement).toBe(field('holder_name')));

    await type('holder_name', '李明');
    await type('bank_name', '招商银行北京分行朝阳支行');
    await type('account_no', '6214 8301-2345 6789');
    await click(button('保存收款账户')!);
    await settle(() => text().includes('6214 **** **** 6789'));
    expect(server.callsTo('expert_bank_account/save')[0]!.params).toEqual({
      holder_name: '李明',
      bank_name: '招商银行北京分行朝阳支行',
      account_no: '6214830123456789',
    });
    expect(main()!.querySelector('.sf-po-status')?.textContent).toBe('已登记');
    expect(text()).toContain('收款账户已登记，可申请提现。');
  });

  it('asks an uncertified expert to certify first, with no form', async () => {
    await open(() => ({ ...EMPTY, certified_name: '' }));
    expect(text()).toContain('请先完成专家认证');
    expect(main()!.querySelector('a[href="/expert/auth"]')).not.toBeNull();
    expect(main()!.querySelector('form')).toBeNull();
  });

  it('keeps the account while a withdrawal waits, and shows the server refusal when changing', async () => {
    await open(() => ({ ...SAVED, waiting: true }));
    expect(text()).toContain('您有提现正在等待平台财务打款，打款完成后才能修改收款账户。');
    expect(button('修改收款账户')!.disabled).toBe(true);
    resetApp();
    setSession({ token: 'e', userType: 3, userInfo: { id: 3, mobile: '13800000003' } });
    const server = await open(() => SAVED, {
      'expert_bank_account/save': refused('有提现正在等待财务打款，打款完成后才能修改收款账户'),
    });
    await click(button('修改收款账户')!);
    expect(field('bank_name').value).toBe('招商银行北京分行朝阳支行');
    expect(field('account_no').value).toBe('');
    await type('account_no', '6013820000123456');
    await click(button('保存收款账户')!);
    await settle(() => server.callsTo('expert_bank_account/save').length === 1);
    await settle(() => document.body.textContent!.includes('有提现正在等待财务打款'));
    expect(field('account_no').value).toBe('6013820000123456');
  });

  it('mounts the provider piece where a payout provider is configured (the demo)', async () => {
    const server = await openApp('/expert/openAccount', {
      'expert_bank_account/get': ok({ ...EMPTY, mode: 'provider', certified_name: '' }),
      'yeepoy/queryOpenStatus': refused('x'),
    });
    await settle(() => server.callsTo('yeepoy/queryOpenStatus').length > 0);
    expect(text()).not.toContain('提现由平台财务');
  });
});
