import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, type YeepayAccount } from '../../../core';
import { list, ok } from '../../../core/testing/fake-api';
import { checkPayout } from '../../components/payout-account/payout-checks';
import { spaPath } from '../../router/navigation';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';

const expert = () => setSession({ token: 'e', userType: 3, userInfo: { id: 3, mobile: '13800000003' } });
beforeEach(() => {
  resetApp();
  expert();
});
afterEach(resetApp);

const NONE: YeepayAccount = {
  kind: null,
  status: 'none',
  reason: '',
  merchant_no: '',
  holder_name: '',
  bank_code: '',
  bank_name: '',
  bank_account: '',
  province_code: '',
  province: '',
  city_code: '',
  city: '',
  org_name: '',
  credit_code: '',
  legal_person: '',
  legal_id_no: '',
  contact_mobile: '',
  licence_id: null,
  real_name: '',
  id_no: '',
  mobile: '',
  applied_at: '',
  upgrading_from: '',
  sign_url: '',
  notice_wait: 0,
};
const MICRO: YeepayAccount = {
  ...NONE,
  kind: 'micro',
  status: 'reviewing',
  holder_name: '周敏',
  bank_code: '308',
  bank_name: '招商银行',
  bank_account: '6222 **** **** 7896',
  province_code: '44',
  province: '广东省',
  city_code: '4403',
  city: '深圳市',
  real_name: '周敏',
  id_no: '440***********1236',
  mobile: '13722250001',
  applied_at: '2026-11-25T03:00:00.000Z',
};

const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const field = (name: string) =>
  main()!.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) =>
  act(() => {
    field(name).value = value;
    field(name).dispatchEvent(
      new Event(field(name).tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  });
const pick = (name: string) =>
  act(() => {
    const file = new File([new Uint8Array([0x89, 0x50])], `${name}.png`, { type: 'image/png' });
    Object.defineProperty(field(name), 'files', { value: [file], configurable: true });
    field(name).dispatchEvent(new Event('change', { bubbles: true }));
  });
const errors = () => [...main()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent);
const badge = () => main()!.querySelector('.sf-po-status')?.textContent;

let uploads = 0;
const lookups = {
  'yeepoy/bank': list([
    { code: '102', name: '中国工商银行' },
    { code: '308', name: '招商银行' },
  ]),
  'yeepoy/zone': (p: Record<string, unknown>) =>
    p.parent_code === '44'
      ? list([{ code: '4403', name: '深圳市' }])
      : list([{ code: '44', name: '广东省' }]),
  'attachment/uploadOne': () =>
    ok({ id: ++uploads, mime: 'image/png', size: 2, name: 'x.png', url: `/f/${uploads}` }),
};
async function open(info: () => YeepayAccount, routes = {}) {
  const server = await openApp('/expert/openAccount', {
    'yeepoy/queryOpenStatus': () => ok({ info: info() }),
    // the demo's way: a payout provider opens the account
    'expert_bank_account/get': () =>
      ok({ mode: 'provider', certified_name: '', account: null, waiting: false }),
    ...lookups,
    ...routes,
  });
  await settle(() => !!badge());
  return server;
}

describe('开户信息 /expert/openAccount', () => {
  it('starts 未开户 with the form and checks every field before sending', async () => {
    const server = await open(() => NONE);
    expect(document.title).toBe(`开户信息 - ${SITE}`);
    expect(badge()).toBe('未开户');
    await type('id_no', '440305199003071235');
    await type('bank_account', '6222021001234567890');
    await click(buttonIn(main()!, '提交开户申请')!);
    expect(errors()).toEqual([
      '请输入真实姓名',
      '身份证号不正确，请核对',
      '请输入手机号',
      '请选择开户银行',
      '银行卡号不正确，请核对16-19位借记卡号',
      '请选择开户省份',
      '请选择开户城市',
      '请上传身份证人像面',
      '请上传身份证国徽面',
    ]);
    expect(server.callsTo('yeepoy_open_micro/apply')).toEqual([]);
    await vi.waitFor(() => expect(document.activeElement).toBe(field('real_name')));
    expect(
      checkPayout('company', { ...Object.fromEntries(Object.keys(NONE).map((k) => [k, ''])) } as never, {}),
    ).toMatchObject({ org_name: '请输入企业名称', licence_id: '请上传营业执照' });
  });

  it('applies as a micro-merchant with uploads, then shows 审核中 with masked numbers', async () => {
    let info = NONE;
    const server = await open(() => info, {
      'yeepoy_open_micro/apply': () => {
        info = MICRO;
        return ok({ info }, '开户申请已提交，请等待审核');
      },
    });
    await settle(
      () => !!main()!.querySelector('option[value="308"]') && !!main()!.querySelector('option[value="44"]'),
    );
    await type('real_name', '周敏');
    await type('id_no', '440305199003071236');
    await type('mobile', '13722250001');
    await type('bank_code', '308');
    await type('bank_account', '6222 0210 0123 4567 896');
    await type('province_code', '44');
    await settle(() => !!main()!.querySelector('option[value="4403"]'));
    await type('city_code', '4403');
    await pick('id_front_id');
    await pick('id_back_id');
    await vi.waitFor(() => expect(main()!.querySelectorAll('.sf-upload__img')).toHaveLength(2));
    await click(buttonIn(main()!, '提交开户申请')!);
    await settle(() => badge() === '审核中');
    expect(server.callsTo('yeepoy_open_micro/apply')[0]!.params).toEqual({
      real_name: '周敏',
      id_no: '440305199003071236',
      mobile: '13722250001',
      bank_code: '308',
      bank_account: '6222 0210 0123 4567 896',
      province_code: '44',
      city_code: '4403',
      id_front_id: 1,
      id_back_id: 2,
    });
    expect(main()!.textContent).toContain('招商银行 6222 **** **** 7896');
    expect(main()!.textContent).toContain('440***********1236');
    expect(main()!.textContent).not.toContain('440305199003071236');
  });

  it('待签约 links to the agreement and resends its notice after a confirmation', async () => {
    const info = {
      ...MICRO,
      status: 'signing' as const,
      merchant_no: '10012345678',
      sign_url: '/sim/yeepay/sign?no=YP1',
    };
    const server = await open(() => info, {
      'yeepoy/againSendNotify': ok(null, '签约通知已重新发送，请留意短信'),
    });
    expect(badge()).toBe('待签约');
    expect(main()!.querySelector<HTMLAnchorElement>('a.sf-btn--primary')!.getAttribute('href')).toBe(
      info.sign_url,
    );
    // the provider's page is the server's, not a route of the SPA: the link leaves the app
    expect(spaPath(info.sign_url)).toBeNull();
    await click(buttonIn(main()!, '重新发送签约通知')!);
    expect(server.callsTo('yeepoy/againSendNotify')).toHaveLength(0);
    await click(buttonIn(document, '确定')!);
    await settle(() => server.callsTo('yeepoy/againSendNotify').length === 1);
  });

  it('shows a rejection with its reason and lets the expert resubmit as a company', async () => {
    const info = { ...MICRO, status: 'rejected' as const, reason: '身份证照片不清晰' };
    await open(() => info);
    expect(badge()).toBe('已驳回');
    expect(main()!.textContent).toContain('开户申请被驳回：身份证照片不清晰');
    await click(buttonIn(main()!, '重新提交')!);
    expect(field('real_name').value).toBe('周敏');
    expect(field('id_no').value).toBe('');
    await act(() =>
      field('kind')
        .parentElement!.parentElement!.querySelector<HTMLInputElement>('[value="company"]')!
        .click(),
    );
    expect(field('org_name')).not.toBeNull();
    expect(buttonIn(main()!, '重新提交')).toBeDefined();
  });

  it('an upgrade under review says the micro account is still paid', async () => {
    const info = { ...MICRO, kind: 'company' as const, upgrading_from: '招商银行 6222 **** **** 7896' };
    await open(() => info);
    expect(main()!.textContent).toContain('原小微商户结算账户（招商银行 6222 **** **** 7896）仍可正常结算');
  });

  it('an opened micro account offers the upgrade to a company one', async () => {
    const info = {
      ...MICRO,
      status: 'opened' as const,
      merchant_no: '10012345678',
      reason: '营业执照已过期',
    };
    await open(() => info);
    expect(badge()).toBe('已开通');
    expect(main()!.textContent).toContain('企业商户升级申请被驳回：营业执照已过期');
    expect(main()!.textContent).toContain('10012345678');
    await click(buttonIn(main()!, '升级为企业商户')!);
    await click(buttonIn(document, '确定')!);
    await settle(() => !!field('org_name'));
    expect(main()!.querySelector('[name="kind"]')).toBeNull();
    expect(buttonIn(main()!, '提交升级申请')).toBeDefined();
  });
});
