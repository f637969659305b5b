import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../core/api/contract/endpoints';
import { payoutAccounts, payoutNotifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { openedPayoutAccount } from './payout.service';
import { companyBody, freshExpert, microBody, postForm, SECRETS } from './payout.test-helpers';

let t: TestApp;
const logged: string[] = [];
let a: string;
let b: string;
let c: string;
const answers: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp({
    limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } },
    onError: (e, where) => logged.push(`${where} ${String(e)}`),
  });
  a = await freshExpert(t, '13722250101');
  b = await freshExpert(t, '13722250102');
  c = await freshExpert(t, '13722250103');
});
afterAll(() => t.close());

/** Every answer is kept: none may ever hold a full card or identity number. */
// biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
const call = async (id: EndpointId, payload: Record<string, unknown>, token: string): Promise<any> => {
  const answer = await t.call(id, payload, token);
  answers.push(answer);
  return answer;
};
const status = async (token: string) => (await call('yeepoy/queryOpenStatus', {}, token)).data.info;
const accountOf = async (token: string) => {
  const me = await t.call('yeepoy/queryOpenStatus', {}, token);
  return me.data.info;
};
const rowOf = async (no: string) =>
  (await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.applicationNo, no)))[0]!;
/** The provider's application number, read the way the sim back office does. */
const currentNo = async (holder: string) =>
  (await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.holderName, holder)))[0]!.applicationNo!;

describe('yeepoy lookups', () => {
  it('lists provinces, the cities of one, and banks by keyword', async () => {
    const provinces = await call('yeepoy/zone', {}, a);
    expect(provinces.data.list).toContainEqual({ code: '44', name: '广东省' });
    expect(provinces.data.total).toBe(provinces.data.list.length);
    const cities = await call('yeepoy/zone', { parent_code: '44' }, a);
    expect(cities.data.list).toContainEqual({ code: '4403', name: '深圳市' });
    expect((await call('yeepoy/zone', { parent_code: '4403' }, a)).data.list).toEqual([]);
    const banks = await call('yeepoy/bank', { keyword: '招商' }, a);
    expect(banks.data).toMatchObject({ list: [{ code: '308', name: '招商银行' }], total: 1 });
    expect((await call('yeepoy/bank', { page: 1, limit: 5 }, a)).data).toMatchObject({ total: 27, limit: 5 });
    expect(
      (await call('yeepoy/bank', { keyword: '10' }, a)).data.list.map((x: { code: string }) => x.code),
    ).toEqual(['102', '103', '104', '105']);
  });
});

describe('a micro account: apply → 审核中 → 待签约 → 已开通 → company', () => {
  it('starts with nothing', async () => {
    expect(await status(a)).toMatchObject({ status: 'none', kind: null, sign_url: '', bank_account: '' });
  });

  it('applies, stores only masked numbers, and waits for the provider', async () => {
    const body = await microBody(t, a);
    const applied = await call('yeepoy_open_micro/apply', body, a);
    expect(applied).toMatchObject({
      status: true,
      message: '开户申请已提交，请等待审核',
      data: {
        info: {
          kind: 'micro',
          status: 'reviewing',
          holder_name: '周敏',
          bank_name: '招商银行',
          bank_account: '6222 **** **** 7896',
          id_no: '440***********1236',
          province: '广东省',
          city: '深圳市',
          sign_url: '',
        },
      },
    });
    expect((await call('yeepoy_open_micro/apply', body, a)).message).toBe('开户申请正在审核中，请耐心等待');
    expect((await call('yeepoy/againSendNotify', {}, a)).message).toBe('当前无需签约');
    // asking does not move it: only the provider's notification does
    expect((await status(a)).status).toBe('reviewing');
  });

  it('the provider approves in its back office → 待签约 with a merchant number and an agreement link', async () => {
    const page = await (await t.request('/sim/yeepay/review')).text();
    expect(page).toContain('6222 **** **** 7896');
    const no = await currentNo('周敏');
    const res = await postForm(t, '/sim/yeepay/review', { no, action: 'approve' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('已通知商城');
    const info = await status(a);
    expect(info).toMatchObject({ status: 'signing', merchant_no: expect.stringMatching(/^100\d{8}$/) });
    expect(info.sign_url).toMatch(/^\/sim\/yeepay\/sign\?/);
    // the approval notice went out just now: a resend waits a minute
    expect(info.notice_wait).toBeGreaterThan(50);
    expect((await call('yeepoy/againSendNotify', {}, a)).message).toBe('签约通知刚刚已发送，请稍后再试');
    await t.db.update(payoutAccounts).set({ noticeSentAt: sql`now() - interval '2 minutes'` });
    expect(await call('yeepoy/againSendNotify', {}, a)).toMatchObject({
      status: true,
      message: '签约通知已重新发送，请留意短信',
    });
    expect((await t.request('/sim/yeepay/review').then((r) => r.text())).includes(`${no}</td>`)).toBe(true);
  });

  it('signs on the provider agreement page → 已开通, usable for payouts', async () => {
    const { sign_url } = await status(a);
    const page = await t.request(sign_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('确认签约');
    const link = Object.fromEntries(new URL(sign_url, 'http://x').searchParams);
    expect((await postForm(t, '/sim/yeepay/sign', { ...link, sig: '0'.repeat(64), agree: '1' })).status).toBe(
      403,
    );
    expect((await postForm(t, '/sim/yeepay/sign', link)).status).toBe(400);
    const res = await postForm(t, '/sim/yeepay/sign', { ...link, agree: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/expert/openAccount?signed=1');
    expect(await status(a)).toMatchObject({ status: 'opened', sign_url: '', notice_wait: 0 });
    expect((await t.request(sign_url)).status).toBe(410);
    const no = await currentNo('周敏');
    const opened = await openedPayoutAccount(t.db, (await rowOf(no)).accountId);
    expect(opened).toMatchObject({
      state: 'opened',
      bankName: '招商银行',
      cardMasked: '6222 **** **** 7896',
    });
    expect((await call('yeepoy_open_micro/apply', await microBody(t, a), a)).message).toBe('结算账户已开通');
  });

  it('upgrades the opened micro account to a company one, which goes back to review', async () => {
    const up = await call('yeepoy_open_micro/company', await companyBody(t, a), a);
    expect(up.data.info).toMatchObject({
      kind: 'company',
      status: 'reviewing',
      holder_name: '深圳市示例检测技术有限公司',
      bank_account: '3100 **** **** 2345',
      legal_id_no: '110***********002X',
      credit_code: '91310000MA1FL1XD6J',
    });
    expect((await call('yeepoy_open_micro/company', await companyBody(t, a), a)).message).toBe(
      '开户申请正在审核中，请耐心等待',
    );
    // the micro account is still the one paid while the company one is reviewed
    expect(up.data.info.upgrading_from).toBe('招商银行 6222 **** **** 7896');
    const accountId = (await rowOf(await currentNo('深圳市示例检测技术有限公司'))).accountId;
    expect(await openedPayoutAccount(t.db, accountId)).toMatchObject({
      state: 'opened',
      kind: 2,
      cardMasked: '6222 **** **** 7896',
    });
  });

  it('a refused upgrade returns to the opened micro account, with the reason shown', async () => {
    const no = await currentNo('深圳市示例检测技术有限公司');
    const rejected = { no, action: 'reject', reason: '营业执照已过期' };
    expect((await postForm(t, '/sim/yeepay/review', rejected)).status).toBe(200);
    expect(await status(a)).toMatchObject({
      status: 'opened',
      kind: 'micro',
      holder_name: '周敏',
      bank_account: '6222 **** **** 7896',
      reason: '营业执照已过期',
      upgrading_from: '',
    });
    // a redelivery of that rejection changes nothing
    const { postNotify, signed } = await import('./payout.test-helpers');
    expect(
      await postNotify(t, signed({ applicationNo: no, event: 'rejected', reason: '营业执照已过期' })),
    ).toBe('success');
    expect((await status(a)).status).toBe('opened');

    // upgraded again, approved and signed: the company account replaces the micro one
    await call('yeepoy_open_micro/company', await companyBody(t, a), a);
    const next = await currentNo('深圳市示例检测技术有限公司');
    await postForm(t, '/sim/yeepay/review', { no: next, action: 'approve' });
    const link = Object.fromEntries(new URL((await status(a)).sign_url, 'http://x').searchParams);
    expect((await postForm(t, '/sim/yeepay/sign', { ...link, agree: '1' })).status).toBe(303);
    expect(await status(a)).toMatchObject({
      status: 'opened',
      kind: 'company',
      reason: '',
      upgrading_from: '',
    });
    const opened = await openedPayoutAccount(t.db, (await rowOf(next)).accountId);
    expect(opened).toMatchObject({ kind: 1, cardMasked: '3100 **** **** 2345', previous: null });
  });
});

describe('a company account: rejected with a reason, then resubmitted', () => {
  it('rejects, shows the reason, and takes a resubmission under a new application number', async () => {
    expect((await call('yeepoy_open_micro/company', await companyBody(t, b), b)).message).toBe(
      '请先开通小微商户',
    );
    await call(
      'yeepoy_open_company/apply',
      { ...(await companyBody(t, b)), org_name: '乙方检测有限公司' },
      b,
    );
    const first = await currentNo('乙方检测有限公司');
    const empty = await postForm(t, '/sim/yeepay/review', { no: first, action: 'reject', reason: '' });
    expect(empty.status).toBe(400);
    await postForm(t, '/sim/yeepay/review', { no: first, action: 'reject', reason: '营业执照照片不清晰' });
    expect(await status(b)).toMatchObject({ status: 'rejected', reason: '营业执照照片不清晰' });
    const again = await call('yeepoy_open_micro/apply', { ...(await microBody(t, b)), real_name: '钱七' }, b);
    expect(again.data.info).toMatchObject({ status: 'reviewing', kind: 'micro', reason: '' });
    expect(await currentNo('钱七')).not.toBe(first);
  });
});

describe('the demo provider', () => {
  it('approves on its own after a while when next asked', async () => {
    await call('yeepoy_open_micro/apply', { ...(await microBody(t, c)), real_name: '孙八' }, c);
    expect((await status(c)).status).toBe('reviewing');
    await t.db
      .update(payoutAccounts)
      .set({ appliedAt: sql`now() - interval '2 minutes'` })
      .where(eq(payoutAccounts.holderName, '孙八'));
    expect((await status(c)).status).toBe('signing');
  });

  it('is not there in production', async () => {
    const { createApp } = await import('../../app');
    const prod = createApp(t.db, { production: true, onError: () => {} });
    expect((await prod.request('/sim/yeepay/review')).status).toBe(404);
  });
});

describe('who may call', () => {
  it('a buyer and a visitor get -2 from every payout endpoint; a lab has its own account', async () => {
    const buyer = (await t.loginAs('buyer')).token;
    const merchant = (await t.loginAs('merchant')).token;
    // the merchant centre's 开户信息: the same module, keyed by the lab's account
    expect((await t.call('yeepoy/queryOpenStatus', {}, merchant)).data.info).toMatchObject({
      status: 'none',
    });
    const ids: EndpointId[] = [
      'yeepoy_open_company/apply',
      'yeepoy_open_micro/apply',
      'yeepoy_open_micro/company',
      'yeepoy/zone',
      'yeepoy/bank',
      'yeepoy/queryOpenStatus',
      'yeepoy/againSendNotify',
    ];
    for (const id of ids)
      for (const token of [buyer, undefined]) expect((await t.call(id, {}, token)).status, `${id}`).toBe(-2);
  });

  it("an expert sees only their own account and cannot use another's uploads", async () => {
    const d = await freshExpert(t, '13722250104');
    expect(await accountOf(d)).toMatchObject({ status: 'none', holder_name: '', bank_account: '' });
    const others = await companyBody(t, a);
    expect((await call('yeepoy_open_company/apply', others, d)).message).toBe('文件不存在，请重新上传');
    expect((await call('yeepoy/againSendNotify', {}, d)).message).toBe('当前无需签约');
    expect((await accountOf(d)).status).toBe('none');
  });
});

describe('bad input', () => {
  it('is refused in Chinese with nothing stored', async () => {
    const e = await freshExpert(t, '13722250105');
    const micro = await microBody(t, e);
    const company = await companyBody(t, e);
    const cases: Array<[EndpointId, Record<string, unknown>, string]> = [
      ['yeepoy_open_micro/apply', { ...micro, real_name: '' }, '请输入真实姓名'],
      ['yeepoy_open_micro/apply', { ...micro, real_name: '周1' }, '真实姓名应为2-30个字的真实姓名'],
      ['yeepoy_open_micro/apply', { ...micro, id_no: '' }, '请输入身份证号'],
      ['yeepoy_open_micro/apply', { ...micro, id_no: '440305199003071235' }, '身份证号不正确，请核对'],
      ['yeepoy_open_micro/apply', { ...micro, mobile: '1234' }, '请输入正确的手机号'],
      [
        'yeepoy_open_micro/apply',
        { ...micro, bank_account: '6222021001234567890' },
        '银行卡号不正确，请核对16-19位借记卡号',
      ],
      ['yeepoy_open_micro/apply', { ...micro, bank_account: '' }, '请输入银行卡号'],
      ['yeepoy_open_micro/apply', { ...micro, id_front_id: '' }, '请上传身份证人像面'],
      ['yeepoy_open_micro/apply', { ...micro, id_back_id: 'x' }, '无效的身份证国徽面照片'],
      ['yeepoy_open_micro/apply', { ...micro, id_back_id: 999999 }, '文件不存在，请重新上传'],
      ['yeepoy_open_micro/apply', { ...micro, bank_code: '' }, '请选择开户银行'],
      ['yeepoy_open_micro/apply', { ...micro, bank_code: '999' }, '所选开户银行不存在'],
      ['yeepoy_open_micro/apply', { ...micro, province_code: '99' }, '所选开户省份不存在'],
      ['yeepoy_open_micro/apply', { ...micro, city_code: '3101' }, '所选开户城市不属于该省份'],
      ['yeepoy_open_micro/apply', { ...micro, city_code: '440305' }, '所选开户城市不存在'],
      ['yeepoy_open_micro/apply', { ...micro, city_code: ['4403'] }, '所选开户城市不存在'],
      ['yeepoy_open_company/apply', { ...company, org_name: 'A' }, '企业名称至少2个字'],
      [
        'yeepoy_open_company/apply',
        { ...company, credit_code: '91310000MA1FL1XD6K' },
        '统一社会信用代码不正确，请核对18位代码',
      ],
      [
        'yeepoy_open_company/apply',
        { ...company, legal_id_no: '11010519491231002' },
        '法定代表人身份证号不正确，请核对',
      ],
      ['yeepoy_open_company/apply', { ...company, bank_account: '1234-56' }, '对公银行账号应为8-30位数字'],
      ['yeepoy_open_company/apply', { ...company, licence_id: '' }, '请上传营业执照'],
      ['yeepoy_open_company/apply', { ...company, contact_mobile: '' }, '请输入手机号'],
      ['yeepoy_open_company/apply', { ...company, org_name: 'x\u202e' }, '输入内容包含非法字符'],
      ['yeepoy/zone', { parent_code: 'x'.repeat(30000) }, '输入内容过长'],
    ];
    for (const [id, body, message] of cases) {
      const answer = await call(id, body, e);
      expect(answer, message).toMatchObject({ status: false, message, data: null });
      expect(answer.http).toBe(200);
    }
    expect((await accountOf(e)).status).toBe('none');
    // a corporate account need not pass Luhn; spaces and hyphens are fine
    const ok = await call(
      'yeepoy_open_company/apply',
      { ...company, bank_account: '3100 6672-6018 8000 12345' },
      e,
    );
    expect(ok.data.info.bank_account).toBe('3100 **** **** 2345');
  });

  it('never answers, stores or logs a full card or identity number', async () => {
    const stored = JSON.stringify([
      await t.db.select().from(payoutAccounts),
      await t.db.select().from(payoutNotifications),
    ]);
    const said = JSON.stringify(answers);
    for (const secret of SECRETS) {
      expect(said).not.toContain(secret);
      expect(stored).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(secret);
    }
    expect(said).toContain('**** ****');
  });
});
