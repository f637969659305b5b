import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeOperatorToken } from '../../../core';
import type { StaffInfo } from '../../../core/api/contract/models-operator';
import type {
  PayoutQueueItem,
  RefundQueueItem,
  TransferQueueItem,
} from '../../../core/api/contract/models-transfer';
import { ok, refused } from '../../../core/testing/fake-api';
import { $staff } from '../../layouts/admin-layout';
import { mayOpen } from '../../layouts/admin-menu';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

const staff = (role: StaffInfo['role']): StaffInfo => ({
  id: 5,
  mobile: '13900000005',
  name: '财务',
  role,
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: '2026-12-01T00:00:00.000Z',
});
const transfer: TransferQueueItem = {
  id: 3,
  order_id: 9,
  order_no: 'TIC20261204120000123456',
  lab: '苏州市计量测试院',
  buyer_company: '苏州精工机械有限公司',
  stage: '预付款',
  amount: 3600,
  reference: 'K7M4Q9PX',
  state: 'declared',
  state_name: '待财务确认',
  slip_url: '/files/attachment/77?exp=1&sig=ab',
  declared_at: '2026-12-04T02:00:00.000Z',
  decided_at: '',
  reason: '',
  bank_serial: '',
  received_amount: null,
};
const payout: PayoutQueueItem = {
  id: 11,
  expert_name: '王工',
  expert_mobile: '138****0003',
  amount: 520,
  holder_name: '王工',
  bank_name: '招商银行',
  card_masked: '6225 **** **** 1234',
  account_no: '6225880112341234',
  invoice_no: '',
  state: 'processing',
  state_name: '待打款',
  created_at: '2026-12-03T02:00:00.000Z',
  paid_at: '',
  bank_serial: '',
};
const refund: RefundQueueItem = {
  id: 21,
  order_id: 9,
  order_no: 'TIC20261204120000123456',
  lab: '苏州市计量测试院',
  buyer_company: '苏州精工机械有限公司',
  stage: '全款',
  amount: 3600,
  channel_name: '对公转账',
  reference: 'K7M4Q9PX',
  paid_serial: 'ICBC-20261204-01',
  state: 'pending',
  state_name: '待退款',
  error: '',
  created_at: '2026-12-04T03:00:00.000Z',
  refunded_at: '',
  bank_serial: '',
};
const account = ok({
  info: {
    account_name: '中国检验检测学会',
    bank_name: '工商银行海淀支行',
    account_no_masked: '0200 **** 3456',
    updated_at: '2026-12-01T00:00:00.000Z',
  },
});
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, limit: 20 });
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text);
const type = async (label: string, value: string) => {
  const field = [...document.querySelectorAll('dialog label')].find((l) => l.textContent?.startsWith(label));
  const input = field!.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

beforeEach(() => {
  resetApp();
  // the signed-in member is kept for the session: each test signs in as its own role
  $staff.set(null);
  writeOperatorToken('op');
});
afterEach(() => {
  resetApp();
  writeOperatorToken('');
});

describe('财务 (/admin/finance)', () => {
  it('lists declared transfers with order, lab, buyer, amount, reference, slip and time', async () => {
    const server = await openApp('/admin/finance', {
      'operator/info': ok({ info: staff('finance') }),
      'operator_pay/get': page([transfer]),
    });
    await settle(() => main()!.querySelectorAll('tbody tr').length === 1);
    const heads = [...main()!.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual([
      '订单号',
      '服务机构',
      '付款单位',
      '应收金额',
      '汇款识别码',
      '回单',
      '申报时间',
      '状态',
      '操作',
    ]);
    const cells = [...main()!.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'TIC20261204120000123456',
      '苏州市计量测试院',
      '苏州精工机械有限公司',
      '¥3600.00',
      'K7M4Q9PX',
      '查看',
    ]);
    expect(main()!.querySelector('tbody a')!.getAttribute('href')).toBe('/files/attachment/77?exp=1&sig=ab');
    expect(server.callsTo('operator_pay/get')[0]!.params).toMatchObject({ state: 'declared', page: 1 });
    expect(document.title).toBe('财务 - 检验检测认证服务商城');
    expect([...document.querySelectorAll('a')].some((a) => a.getAttribute('href') === '/admin/finance')).toBe(
      true,
    );
  });

  it('confirms with the amount and the bank serial; a refusal is shown in the dialog', async () => {
    let n = 0;
    const server = await openApp('/admin/finance', {
      'operator/info': ok({ info: staff('finance') }),
      'operator_pay/get': page([transfer]),
      'operator_pay/confirmTransfer': () =>
        ++n === 1
          ? refused('到账金额 ¥3599.00 与应付金额 ¥3600.00 不一致，不能确认到账')
          : ok({ info: { ...transfer, state: 'confirmed' } }, '已确认到账'),
    });
    await settle(() => !!button('确认到账'));
    await act(() => button('确认到账')!.click());
    await type('到账金额', '3599');
    await type('银行流水号', 'ICBC2026120400001');
    const submit = () =>
      [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find(
        (b) => b.textContent === '确认到账',
      )!;
    await act(() => submit().click());
    await vi.waitFor(() =>
      expect(document.querySelector('dialog [role=alert]')?.textContent).toContain('不一致'),
    );
    await type('到账金额', '3600.00');
    await act(() => submit().click());
    await vi.waitFor(() => expect(server.callsTo('operator_pay/get').length).toBeGreaterThan(1));
    expect(server.callsTo('operator_pay/confirmTransfer')[1]!.params).toEqual({
      id: 3,
      amount: '3600.00',
      bank_serial: 'ICBC2026120400001',
    });
  });

  it('rejects with a reason', async () => {
    const server = await openApp('/admin/finance', {
      'operator/info': ok({ info: staff('admin') }),
      'operator_pay/get': page([transfer]),
      'operator_pay/rejectTransfer': ok({ info: { ...transfer, state: 'rejected' } }),
    });
    await settle(() => !!button('驳回'));
    await act(() => button('驳回')!.click());
    await type('驳回原因', '未查询到到账记录');
    await act(() =>
      [...document.querySelectorAll<HTMLButtonElement>('dialog button')]
        .find((b) => b.textContent === '驳回汇款申报')!
        .click(),
    );
    await vi.waitFor(() => expect(server.callsTo('operator_pay/rejectTransfer')).toHaveLength(1));
    expect(server.callsTo('operator_pay/rejectTransfer')[0]!.params).toEqual({
      id: 3,
      reason: '未查询到到账记录',
    });
  });

  it('the 专家提现 tab marks a withdrawal 已打款 with the bank serial', async () => {
    const server = await openApp('/admin/finance?tab=payout', {
      'operator/info': ok({ info: staff('finance') }),
      'operator_payout/get': page([payout]),
      'operator_payout/markPaid': ok({ info: { ...payout, state: 'done' } }),
    });
    await settle(() => main()!.querySelectorAll('tbody tr').length === 1);
    // the list: 户名 with 开户行 and the masked number under it, never the full number
    const cell = main()!.querySelector('tbody')!;
    expect(cell.textContent).toContain('王工招商银行 6225 **** **** 1234');
    expect(cell.textContent).not.toContain('6225880112341234');
    await act(() => button('已打款')!.click());
    // the dialog: the full number 财务 transfers to, grouped by four
    const payee = document.querySelector('dialog dl[aria-label="收款账户"]')!;
    expect([...payee.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual([
      '户名',
      '王工',
      '开户行',
      '招商银行',
      '账号',
      '6225 8801 1234 1234',
    ]);
    await type('银行流水号', 'CMB-88001');
    await act(() =>
      [...document.querySelectorAll<HTMLButtonElement>('dialog button')]
        .find((b) => b.textContent === '标记已打款')!
        .click(),
    );
    await vi.waitFor(() => expect(server.callsTo('operator_payout/markPaid')).toHaveLength(1));
    expect(server.callsTo('operator_payout/markPaid')[0]!.params).toEqual({
      id: 11,
      bank_serial: 'CMB-88001',
    });
  });

  it('the 退款 tab lists a refund with the buyer company and the original transfer; 财务 marks it 已退款', async () => {
    const server = await openApp('/admin/finance?tab=refund', {
      'operator/info': ok({ info: staff('finance') }),
      'operator_refund/get': page([refund]),
      'operator_refund/markRefunded': ok({ info: { ...refund, state: 'done', state_name: '已退款' } }),
    });
    await settle(() => main()!.querySelectorAll('tbody tr').length === 1);
    const row = main()!.querySelector('tbody')!.textContent!;
    for (const text of [
      'TIC20261204120000123456',
      '苏州精工机械有限公司',
      '3600.00',
      'K7M4Q9PX',
      'ICBC-20261204-01',
      '待退款',
    ])
      expect(row).toContain(text);
    expect(server.callsTo('operator_refund/get')[0]!.params).toMatchObject({ state: 'pending', page: 1 });
    await act(() => button('已退款')!.click());
    expect(document.querySelector('dialog')!.textContent).toContain('退还 ¥3600.00 给 苏州精工机械有限公司');
    await type('退款转账的银行流水号', 'ICBC-RF-0001');
    await act(() =>
      [...document.querySelectorAll<HTMLButtonElement>('dialog button')]
        .find((b) => b.textContent === '标记已退款')!
        .click(),
    );
    await vi.waitFor(() => expect(server.callsTo('operator_refund/markRefunded')).toHaveLength(1));
    expect(server.callsTo('operator_refund/markRefunded')[0]!.params).toEqual({
      id: 21,
      bank_serial: 'ICBC-RF-0001',
    });
  });

  it('the 收款账户 tab shows the number masked; 财务 may not change it', async () => {
    await openApp('/admin/finance?tab=account', {
      'operator/info': ok({ info: staff('finance') }),
      'operator_pay/account': account,
    });
    await settle(() => !!main()!.querySelector('.ad-fields'));
    expect(main()!.textContent).toContain('0200 **** 3456');
    expect(button('更换收款账户')).toBeUndefined();
  });

  it('an admin changes the collection account, typing the whole number anew', async () => {
    const server = await openApp('/admin/finance?tab=account', {
      'operator/info': ok({ info: staff('admin') }),
      'operator_pay/account': account,
      'operator_pay/setAccount': ok({ info: {} }),
    });
    await settle(() => !!button('更换收款账户'));
    await act(() => button('更换收款账户')!.click());
    await type('收款账号', '0200004509088123456');
    await act(() =>
      [...document.querySelectorAll<HTMLButtonElement>('dialog button')]
        .find((b) => b.textContent === '保存')!
        .click(),
    );
    await vi.waitFor(() => expect(server.callsTo('operator_pay/setAccount')).toHaveLength(1));
    expect(server.callsTo('operator_pay/setAccount')[0]!.params).toEqual({
      account_name: '中国检验检测学会',
      bank_name: '工商银行海淀支行',
      account_no: '0200004509088123456',
    });
  });

  it('opens for 财务 and 管理员 only, as the endpoint table says', () => {
    expect(
      (['admin', 'finance', 'reviewer', 'editor', 'service'] as const).map((r) =>
        mayOpen(r, '/admin/finance'),
      ),
    ).toEqual([true, true, false, false, false]);
  });
});
