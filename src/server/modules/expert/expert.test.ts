import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../../../core/validators/id-card';
import { accounts, expertClients, expertInvoices, expertProfiles } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { DEMO_REFERRAL } from '../../seed/experts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS, smsCode } from '../captcha/captcha.test-helpers';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { reviewExpert } from './expert-sgs.service';

let t: TestApp;
let expert: string;
let fresh: string;
let freshId: number;
let buyer: string;
let merchant: string;
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  expert = (await t.loginAs('expert')).token;
  const login = await t.call('expert/login', { mobile: '13800000005', password: DEMO_PASSWORD });
  fresh = login.data.token;
  freshId = login.data.userInfo.id;
  buyer = (await t.loginAs('buyer')).token;
  merchant = (await t.loginAs('merchant')).token;
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
async function upload(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([PNG], 'cert.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}
const ID = (first17: string) => first17 + idCardCheckChar(first17);
const topCategory = async () =>
  (await t.call('goods_category/get', { page: 1, limit: 10 })).data.list.map((c: { id: number }) => c.id);

describe('who may call', () => {
  it('answers -2 to a visitor, a buyer and a merchant on every expert endpoint', async () => {
    const ids = [
      'expert_sgs/info',
      'expert_amount_record/get',
      'expert_amount_record/statics',
      'expert_client/get',
      'expert_client/orders',
      'expert/center',
      'expert_invoice/get',
    ] as const;
    for (const id of ids) {
      for (const token of [undefined, buyer, merchant]) {
        expect(await t.call(id, {}, token)).toMatchObject({ status: -2, message: '请先登录' });
      }
    }
    expect(
      await t.call('expert_amount_record/withdraw', { amount: 10, request_no: 'abcdefgh1' }, buyer),
    ).toMatchObject({ status: -2 });
  });
});

describe('expert/center (demo expert)', () => {
  it('shows the certified profile, the referral link, clients, orders and money', async () => {
    const c = (await t.call('expert/center', {}, expert)).data;
    expect(c).toMatchObject({
      real_name: '李明',
      mobile: '138****0003',
      cert_status: 'approved',
      referral_code: DEMO_REFERRAL,
      referral_path: `/reg?ref=${DEMO_REFERRAL}`,
      clients: 3,
      orders: 5,
      earned: 238.5,
      pending: 444.75,
      withdrawn: 60,
      balance: 178.5,
      payout_opened: true,
    });
    expect(c.latest.length).toBeGreaterThan(0);
  });

  it('a new expert starts from nothing and sees none of another expert’s records', async () => {
    expect((await t.call('expert_amount_record/get', {}, fresh)).data).toMatchObject({ list: [], total: 0 });
    expect((await t.call('expert_amount_record/statics', {}, fresh)).data).toMatchObject({
      balance: 0,
      earned: 0,
      pending: 0,
    });
    expect((await t.call('merchant_attention/get', { page: 1, limit: 9999 }, expert)).data.total).toBe(3);
    expect((await t.call('expert/center', {}, fresh)).data).toMatchObject({
      cert_status: 'none',
      clients: 0,
      orders: 0,
      balance: 0,
      payout_opened: false,
      latest: [],
    });
  });
});

describe('expert_sgs', () => {
  it('applies with certificates, masks the ID number, and a staff reviewer approves it in the console', async () => {
    expect((await t.call('expert_sgs/info', {}, fresh)).data.info).toMatchObject({
      status: 'none',
      id_no: '',
      certificates: [],
    });
    const cert = await upload(fresh);
    const fields = await topCategory();
    const body = {
      real_name: '陈静',
      id_no: ID('31010419850704002').toLowerCase(),
      title: '高级工程师',
      field_ids: fields.slice(0, 2),
      organization: '上海市计量测试技术研究院',
      certificate_ids: [cert],
    };
    const answer = await t.call('expert_sgs/update', body, fresh);
    expect(answer).toMatchObject({
      status: true,
      message: '认证资料已提交，请等待审核',
      data: {
        info: {
          status: 'pending',
          id_no: `310***********${ID('31010419850704002').slice(-4)}`,
          field_ids: fields.slice(0, 2),
        },
      },
    });
    expect(answer.data.info.field_names).toHaveLength(2);
    expect(answer.data.info.certificates[0]).toMatchObject({ id: cert, mime: 'image/png' });
    expect((await t.request(answer.data.info.certificates[0].url)).status).toBe(200);
    // the full number is stored, never answered
    expect(JSON.stringify(answer)).not.toContain('0419850704');
    expect(await t.call('expert_sgs/update', body, fresh)).toMatchObject({
      status: false,
      message: '认证资料正在审核中，请耐心等待',
    });
    await t.db
      .update(expertProfiles)
      .set({ appliedAt: sql`now() - interval '1 minute'` })
      .where(eq(expertProfiles.accountId, freshId));
    expect((await t.call('expert_sgs/info', {}, fresh)).data.info.status).toBe('pending');
    const reviewer = (await enrolledStaff(t, 'reviewer')).token;
    const approved = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'expert_sgs', id: freshId },
      reviewer,
    );
    expect(approved.status).toBe(true);
    expect((await t.call('expert_sgs/info', {}, fresh)).data.info.status).toBe('approved');
    // a certified expert may change their data: back to review; a rejection carries its reason
    expect(
      (await t.call('expert_sgs/update', { ...body, title: '正高级工程师' }, fresh)).data.info.status,
    ).toBe('pending');
    await reviewExpert(t.db, freshId, 'reject', '证书照片不清晰');
    expect((await t.call('expert_sgs/info', {}, fresh)).data.info).toMatchObject({
      status: 'rejected',
      reason: '证书照片不清晰',
    });
    expect((await t.call('expert_sgs/update', body, fresh)).data.info).toMatchObject({
      status: 'pending',
      reason: '',
    });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const cert = await upload(expert);
    const fields = await topCategory();
    const good = {
      real_name: '李明',
      id_no: ID('11010519800312001'),
      title: '高级工程师',
      field_ids: [fields[0]],
      organization: '中国质量认证中心',
      certificate_ids: [cert],
    };
    const before = (await t.call('expert_sgs/info', {}, expert)).data.info;
    const cases: [Record<string, unknown>, string][] = [
      [{ id_no: '110105198003120010' }, '身份证号码不正确，请核对18位号码'],
      [{ id_no: '11010519801332001X' }, '身份证号码不正确，请核对18位号码'],
      [{ id_no: '' }, '请输入身份证号码'],
      [{ real_name: '李' }, '真实姓名至少2个字'],
      [{ field_ids: [] }, '请选择专业领域'],
      [{ field_ids: [1, 2, 3, 4, 5, 6] }, '专业领域最多5个'],
      [{ field_ids: ['x'] }, '无效的专业领域'],
      [{ field_ids: [999999] }, '请从服务类别中选择专业领域'],
      [{ certificate_ids: [] }, '请选择资质证书'],
      [{ certificate_ids: [await upload(fresh)] }, '文件不存在，请重新上传'],
      [{ organization: '' }, '请输入工作单位'],
    ];
    for (const [patch, message] of cases) {
      const answer = await t.call('expert_sgs/update', { ...good, ...patch }, expert);
      expect(answer, message).toMatchObject({ status: false, message, http: 200 });
    }
    expect((await t.call('expert_sgs/info', {}, expert)).data.info).toEqual(before);
  });
});

describe('referral and clients', () => {
  it('a buyer registering through the link becomes the expert’s client; a bad code is no referral', async () => {
    const code = await smsCode(t, '13722250001', 'register');
    const reg = await t.call('user/register', {
      mobile: '13722250001',
      code,
      password: 'Secret2024',
      agree: true,
      ref: DEMO_REFERRAL,
    });
    expect(reg.status).toBe(true);
    const list = (await t.call('expert_client/get', { page: 1, limit: 10 }, expert)).data;
    expect(list.total).toBe(4);
    expect(list.list[0]).toMatchObject({ mobile: '137****0001', orders: 0, commission: 0 });
    const code2 = await smsCode(t, '13722250002', 'register');
    const other = await t.call('user/register', {
      mobile: '13722250002',
      code: code2,
      password: 'Secret2024',
      agree: true,
      ref: 'NOSUCHCODE',
    });
    expect(other.status).toBe(true);
    const [row] = await t.db
      .select()
      .from(expertClients)
      .where(eq(expertClients.clientId, other.data.userInfo.id));
    expect(row).toBeUndefined();
  });

  it('an expert sees only their own clients and their orders', async () => {
    expect((await t.call('expert_client/get', {}, fresh)).data).toMatchObject({ list: [], total: 0 });
    expect((await t.call('expert_client/orders', {}, fresh)).data).toMatchObject({ list: [], total: 0 });
    const mine = (await t.call('expert_client/orders', { page: 1, limit: 20 }, expert)).data;
    expect(mine.total).toBe(5);
    const states = mine.list.map((o: { commission_state: string }) => o.commission_state).sort();
    expect(states).toEqual(['earned', 'earned', 'expected', 'expected', 'reversed']);
    expect(JSON.stringify(mine)).not.toMatch(/1380000002[12]/);
    // another expert's client id narrows to nothing
    const [client] = await t.db.select().from(accounts).where(eq(accounts.mobile, '13800000021'));
    expect((await t.call('expert_client/orders', { client_id: client!.id }, fresh)).data.total).toBe(0);
    expect((await t.call('expert_client/orders', { client_id: client!.id }, expert)).data.total).toBe(3);
    expect(await t.call('expert_client/orders', { client_id: 'abc' }, expert)).toMatchObject({
      status: false,
      message: '无效的客户',
    });
  });
});

describe('expert_amount_record', () => {
  it('lists records newest first with filters, and statics with 12 months', async () => {
    const all = (await t.call('expert_amount_record/get', { page: 1, limit: 20 }, expert)).data;
    expect(all.list.map((r: { type: string }) => r.type)).toEqual([
      'commission',
      'reversal',
      'commission',
      'withdraw',
      'commission',
    ]);
    const only = (await t.call('expert_amount_record/get', { type: 'reversal' }, expert)).data;
    expect(only).toMatchObject({ total: 1, list: [{ type: 'reversal', kind: 'expense', amount: 119.25 }] });
    const s = (await t.call('expert_amount_record/statics', {}, expert)).data;
    expect(s).toMatchObject({
      balance: 178.5,
      earned: 357.75,
      reversed: 119.25,
      withdrawn: 60,
      pending: 444.75,
      rate: 0.03,
      invoice_threshold: 800,
      count: 5,
    });
    expect(s.by_month).toHaveLength(12);
    expect(await t.call('expert_amount_record/get', { type: 'bonus' }, expert)).toMatchObject({
      status: false,
      message: '无效的记录类型',
    });
    expect(await t.call('expert_amount_record/statics', { month: '2024-13' }, expert)).toMatchObject({
      status: false,
      message: '无效的月份，请按 YYYY-MM 填写',
    });
  });

  it('a withdrawal needs an opened payout account', async () => {
    expect(
      await t.call('expert_amount_record/withdraw', { amount: 10, request_no: 'req-fresh-0001' }, fresh),
    ).toMatchObject({
      status: false,
      message: '请先在“开户信息”开通收款账户，再申请提现',
    });
  });

  it('withdraws once per request, never past the balance, and validates the amount', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ amount: '', request_no: 'req-bad-00001' }, '请输入提现金额'],
      [{ amount: 0.5, request_no: 'req-bad-00001' }, '提现金额应在 1 至 50000 元之间'],
      [{ amount: '1.234', request_no: 'req-bad-00001' }, '提现金额应为数字，最多两位小数'],
      [{ amount: -5, request_no: 'req-bad-00001' }, '提现金额应为数字，最多两位小数'],
      [{ amount: 10 }, '缺少请求编号'],
      [{ amount: 200, request_no: 'req-bad-00001' }, '可提现余额不足（当前 ¥178.50）'],
    ];
    for (const [body, message] of bad) {
      expect(await t.call('expert_amount_record/withdraw', body, expert), message).toMatchObject({
        status: false,
        message,
      });
    }
    const first = await t.call(
      'expert_amount_record/withdraw',
      { amount: '50.00', request_no: 'req-ok-000001' },
      expert,
    );
    expect(first).toMatchObject({
      status: true,
      data: { type: 'withdraw', status: 'processing', amount: 50, balance: 128.5 },
    });
    const again = await t.call(
      'expert_amount_record/withdraw',
      { amount: '50.00', request_no: 'req-ok-000001' },
      expert,
    );
    expect(again.data.id).toBe(first.data.id);
    expect((await t.call('expert_amount_record/statics', {}, expert)).data).toMatchObject({
      balance: 128.5,
      withdrawn: 110,
    });
  });
});

describe('expert_invoice', () => {
  it('adds, edits, lists and deletes the expert’s own invoices; another expert’s id reads as missing', async () => {
    const file = await upload(expert);
    const body = {
      type: 'normal',
      invoice_no: '04512345',
      amount: 900,
      issued_on: '2026-01-05',
      attachment_id: file,
    };
    const added = await t.call('expert_invoice/add', body, expert);
    expect(added).toMatchObject({
      status: true,
      message: '发票已添加',
      data: { invoice_no: '04512345', amount: 900, withdraw_id: null },
    });
    const id = added.data.id;
    expect(await t.call('expert_invoice/add', body, expert)).toMatchObject({
      status: false,
      message: '该发票号码已登记',
    });
    expect((await t.call('expert_invoice/edit', { ...body, id, amount: 950 }, expert)).data.amount).toBe(950);
    expect((await t.call('expert_invoice/get', {}, expert)).data.total).toBe(1);
    for (const call of [
      t.call('expert_invoice/edit', { ...body, id, attachment_id: await upload(fresh) }, fresh),
      t.call('expert_invoice/delete', { id }, fresh),
    ]) {
      expect(await call).toMatchObject({ status: false, message: '发票不存在' });
    }
    expect((await t.call('expert_invoice/get', {}, fresh)).data.total).toBe(0);
    expect(await t.call('expert_invoice/delete', { id }, expert)).toMatchObject({
      status: true,
      message: '发票已删除',
    });
    expect(await t.db.select().from(expertInvoices)).toEqual([]);
  });

  it('refuses bad invoices', async () => {
    const file = await upload(expert);
    const good = {
      type: 'special',
      invoice_no: '12345678901234567890',
      amount: 100,
      issued_on: '2026-01-05',
      attachment_id: file,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'x' }, '无效的发票类型'],
      [{ invoice_no: '123' }, '发票号码应为8位或20位数字'],
      [{ amount: 0 }, '发票金额应在 1 至 1000000 元之间'],
      [{ issued_on: '2099-01-01' }, '无效的开票日期'],
      [{ issued_on: '2026-02-30' }, '无效的开票日期'],
      [{ attachment_id: '' }, '缺少发票文件'],
      [{ attachment_id: await upload(fresh) }, '文件不存在，请重新上传'],
    ];
    for (const [patch, message] of cases) {
      expect(await t.call('expert_invoice/add', { ...good, ...patch }, expert), message).toMatchObject({
        status: false,
        message,
      });
    }
    expect(await t.db.select().from(expertInvoices)).toEqual([]);
  });
});

describe('security settings for experts', () => {
  it('an expert changes their own mobile with codes to the old and the new number', async () => {
    const oldCode = await smsCode(t, '13800000005', 'change_mobile', 3, fresh);
    const newCode = await smsCode(t, '13722250009', 'bind_mobile', 3, fresh);
    const answer = await t.call(
      'user/changeMobile',
      { old_code: oldCode, mobile: '13722250009', code: newCode },
      fresh,
    );
    expect(answer).toMatchObject({ status: true, data: { mobile: '13722250009' } });
    // a lab changes its own mobile in its centre; it cannot move anyone else's
    expect(await t.call('user/changeMobile', {}, merchant)).toMatchObject({ status: false });
  });
});
