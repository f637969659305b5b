import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ExpertCenter, type ExpertCertification, type ExpertStatics, setSession } from '../../../core';
import { list, ok, refused } from '../../../core/testing/fake-api';
import { idCardCheckChar } from '../../../core/validators/id-card';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';

const expert = () => setSession({ token: 'e', userType: 3, userInfo: { id: 3, mobile: '13800000003' } });
beforeEach(() => {
  resetApp();
  expert();
});
afterEach(resetApp);

const RECORD = {
  id: 9,
  type: 'commission' as const,
  kind: 'income' as const,
  status: 'done' as const,
  amount: 120,
  balance: 120,
  order_no: 'TIC1',
  remark: '客户订单已完成，佣金比例 3%',
  created_at: '2026-11-01T02:00:00.000Z',
};
const CENTER: ExpertCenter = {
  real_name: '李明',
  mobile: '138****0003',
  cert_status: 'approved',
  title: '高级工程师',
  organization: '中国质量认证中心',
  referral_code: 'LIMING2024',
  referral_path: '/reg?ref=LIMING2024',
  clients: 3,
  orders: 5,
  earned: 238.5,
  pending: 444.75,
  withdrawn: 60,
  balance: 178.5,
  payout_opened: false,
  latest: [RECORD],
};
const STATICS: ExpertStatics = {
  balance: 178.5,
  owed: 0,
  earned: 357.75,
  pending: 444.75,
  withdrawn: 60,
  reversed: 119.25,
  count: 1,
  by_month: [{ month: '2026-11', income: 120, expense: 0 }],
  rate: 0.03,
  invoice_threshold: 800,
};

const button = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const field = (name: string, root: ParentNode = main()!) =>
  root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string, root?: ParentNode) =>
  act(() => {
    const el = field(name, root);
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('/expert 个人中心', () => {
  it('shows the server’s figures, the referral link and the latest records; no payout account is said', async () => {
    await openApp('/expert', { 'expert/center': ok(CENTER) });
    await settle(() => !!main()?.querySelector('.sf-uc-figures'));
    expect(document.title).toBe(`个人中心 - ${SITE}`);
    const text = main()!.textContent!;
    for (const s of ['¥238.50', '¥444.75', '¥60.00', '¥178.50', '已认证', '尚未开通收款账户'])
      expect(text).toContain(s);
    expect(main()!.querySelector<HTMLInputElement>('.sf-ex-ref__link')!.value).toBe(
      `${location.origin}/reg?ref=LIMING2024`,
    );
    expect(main()!.querySelectorAll('.sf-ex-records tbody tr')).toHaveLength(1);
    expect(document.querySelector('.sf-account-menu [aria-current="page"]')?.textContent).toBe('个人中心');
  });

  it('a failed answer offers 重试', async () => {
    await openApp('/expert', { 'expert/center': refused('服务繁忙') });
    await settle(() => !!main()?.textContent?.includes('服务繁忙'));
    expect(button('重试')).toBeDefined();
  });
});

describe('/expert/auth 专家认证', () => {
  const NONE: ExpertCertification = {
    status: 'none',
    real_name: '陈静',
    id_no: '',
    title: '',
    field_ids: [],
    field_names: [],
    organization: '',
    certificates: [],
    reason: '',
    applied_at: '',
  };
  it('checks the ID number by its check character and the other fields before sending, then submits', async () => {
    let info = NONE;
    const server = await openApp('/expert/auth', {
      'expert_sgs/info': () => ok({ info }),
      'goods_category/get': list([
        { id: 1, name: '食品检测', parent_id: null, servics_id: 1, goods_count: 3 },
        { id: 2, name: '水质检测', parent_id: null, servics_id: 1, goods_count: 2 },
      ]),
      'attachment/uploadOne': ok({ id: 7, mime: 'image/png', size: 10, name: '证书.png', url: '/files/7' }),
      'expert_sgs/update': (params) => {
        info = {
          ...NONE,
          status: 'pending',
          id_no: '310***********0021',
          field_ids: [1],
          field_names: ['食品检测'],
        };
        return ok({ info }, `认证资料已提交，请等待审核 ${JSON.stringify(params).length}`);
      },
    });
    await settle(() => !!main()?.querySelector('.sf-ex-chip'));
    await type('id_no', '310104198507040021');
    await click(button('提交认证')!);
    const errors = () => [...main()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent);
    expect(errors()).toEqual([
      '身份证号码不正确，请核对18位号码',
      '请输入职称',
      '请输入工作单位',
      '请选择专业领域',
      '请上传资质证书',
    ]);
    expect(server.callsTo('expert_sgs/update')).toEqual([]);

    const id = `31010419850704002${idCardCheckChar('31010419850704002')}`;
    await type('id_no', id.toLowerCase());
    await type('title', '高级工程师');
    await type('organization', '上海市计量测试技术研究院');
    await click(main()!.querySelector<HTMLInputElement>('.sf-ex-chip input')!);
    await act(() => {
      const el = field('certificates');
      Object.defineProperty(el, 'files', {
        value: [new File([new Uint8Array([0x89, 0x50])], '证书.png', { type: 'image/png' })],
        configurable: true,
      });
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(main()!.querySelector('.sf-ex-certs__list img')).not.toBeNull());
    await click(button('提交认证')!);
    await settle(() => main()!.querySelector('.sf-au-status')?.textContent === '审核中');
    expect(server.callsTo('expert_sgs/update')[0]!.params).toEqual({
      real_name: '陈静',
      id_no: id.toUpperCase(),
      title: '高级工程师',
      organization: '上海市计量测试技术研究院',
      field_ids: [1],
      certificate_ids: [7],
    });
  });
});

describe('/expert/funds 资金管理', () => {
  it('shows a withdrawal 处理中 until 财务 pays it, then 已打款 with the date', async () => {
    const waiting = { ...RECORD, id: 12, type: 'withdraw' as const, kind: 'expense' as const, order_no: '' };
    await openApp('/expert/funds', {
      'expert_amount_record/get': list([
        { ...waiting, status: 'processing' as const, paid_at: '' },
        { ...waiting, id: 11, status: 'done' as const, paid_at: '2026-12-10T17:30:00.000Z' },
      ]),
      'expert_amount_record/statics': ok(STATICS),
      'expert/center': ok(CENTER),
      'expert_invoice/get': list([]),
    });
    await settle(() => !!main()?.querySelector('.sf-ex-records'));
    const tags = [...main()!.querySelectorAll('.sf-ex-records tbody .sf-ex-tag')].map((e) => e.textContent);
    // paid at 01:30 Beijing time on 11 December
    expect(tags).toEqual(['处理中', '已打款 2026-12-11']);
  });

  it('shows the totals and records; a withdrawal without a payout account is refused with the reason', async () => {
    const server = await openApp('/expert/funds', {
      'expert_amount_record/get': list([RECORD]),
      'expert_amount_record/statics': ok(STATICS),
      'expert/center': ok(CENTER),
      'expert_invoice/get': list([]),
    });
    await settle(() => !!main()?.querySelector('.sf-ex-records'));
    expect(main()!.querySelector('.sf-ex-totals')!.textContent).toContain('¥178.50');
    await click(button('申请提现')!);
    const dialog = document.querySelector('dialog.sf-dialog')!;
    expect(dialog.textContent).toContain('请先在“开户信息”开通收款账户，再申请提现');
    await click(button('确认提现', dialog)!);
    expect(server.callsTo('expert_amount_record/withdraw')).toEqual([]);
  });

  it('withdraws with one request number per attempt and refreshes the figures', async () => {
    const server = await openApp('/expert/funds', {
      'expert_amount_record/get': list([RECORD]),
      'expert_amount_record/statics': ok(STATICS),
      'expert/center': ok({ ...CENTER, payout_opened: true }),
      'expert_invoice/get': list([]),
      'expert_amount_record/withdraw': ok(
        { ...RECORD, id: 10, type: 'withdraw', kind: 'expense' },
        '提现申请已提交，预计1-3个工作日到账',
      ),
    });
    await settle(() => !!main()?.querySelector('.sf-ex-records'));
    await click(button('申请提现')!);
    const dialog = document.querySelector('dialog.sf-dialog')!;
    await type('amount', '200', dialog);
    await click(button('确认提现', dialog)!);
    expect(dialog.textContent).toContain('提现金额不能超过可提现余额');
    await type('amount', '10.5', dialog);
    await click(button('确认提现', dialog)!);
    await vi.waitFor(() => expect(server.callsTo('expert_amount_record/withdraw')).toHaveLength(1));
    const sent = server.callsTo('expert_amount_record/withdraw')[0]!.params as {
      amount: number;
      request_no: string;
    };
    expect(sent.amount).toBe(10.5);
    expect(sent.request_no).toMatch(/^[A-Za-z0-9-]{8,40}$/);
    await vi.waitFor(() => expect(server.callsTo('expert_amount_record/statics').length).toBeGreaterThan(1));
  });
});
