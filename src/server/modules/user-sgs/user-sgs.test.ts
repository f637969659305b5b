import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, rateLimits, userCertifications } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { reviewCertification } from './user-sgs.service';

let t: TestApp;
let prod: TestApp;
let buyer: string;
let buyer2: string;
let buyerId: number;
let reviewer: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = (await t.loginAs('buyer')).token;
  buyer2 = (await t.loginAs('buyer2')).token;
  const [row] = await t.db.select().from(accounts).where(eq(accounts.mobile, DEMO.buyer.mobile));
  buyerId = row!.id;
  reviewer = (await enrolledStaff(t, 'reviewer')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(userCertifications);
  await t.db.delete(rateLimits);
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
async function uploadLicence(token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([PNG], 'licence.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** A real 统一社会信用代码 shape with the right check character (GB 32100). */
const COMPANY = {
  org_name: '上海示例检测技术有限公司',
  credit_code: '91310000MA1FL1XD6J',
  legal_person: '张三',
  contact_name: '李四',
  contact_mobile: '13912345678',
  address: '上海市浦东新区张江路 100 号',
};
const info = async (token = buyer) => (await t.call('user_sgs/info', {}, token)).data.info;
/** A staff reviewer approves it in the operator console (the simulated reviewer is retired). */
const approveInConsole = () =>
  staffCall(t, 'operator_review/approve', { kind: 'user_sgs', id: buyerId }, reviewer);

describe('user_sgs', () => {
  it('starts uncertified', async () => {
    expect(await info()).toMatchObject({ status: 'none', org_name: '', licence_id: null, licence_url: '' });
  });

  it('applies with a licence, goes to review, and a staff reviewer approves it in the console', async () => {
    const licence_id = await uploadLicence(buyer);
    const answer = await t.call(
      'user_sgs/update',
      { ...COMPANY, credit_code: '91310000ma1fl1xd6j', licence_id },
      buyer,
    );
    expect(answer).toMatchObject({
      status: true,
      message: '认证资料已提交，请等待审核',
      data: {
        info: { status: 'pending', credit_code: '91310000MA1FL1XD6J', licence_id, licence_mime: 'image/png' },
      },
    });
    expect((await t.request(answer.data.info.licence_url)).status).toBe(200);
    expect((await info()).status).toBe('pending');
    expect(await t.call('user_sgs/update', { ...COMPANY, licence_id }, buyer)).toMatchObject({
      status: false,
      message: '认证资料正在审核中，请耐心等待',
    });
    // time alone approves nothing
    await t.db.update(userCertifications).set({ appliedAt: sql`now() - interval '1 day'` });
    expect((await info()).status).toBe('pending');
    expect((await approveInConsole()).status).toBe(true);
    expect(await info()).toMatchObject({ status: 'approved', reason: '' });
  });

  it('modifyData on a certified company goes back to review; rejection carries the reason', async () => {
    const licence_id = await uploadLicence(buyer);
    await t.call('user_sgs/update', { ...COMPANY, licence_id }, buyer);
    await reviewCertification(t.db, buyerId, 'approve');
    expect(await t.call('user_sgs/update', { ...COMPANY, licence_id }, buyer)).toMatchObject({
      status: false,
      message: '企业已认证，如需变更请修改认证资料',
    });
    const changed = await t.call('user_sgs/modifyData', { address: '上海市徐汇区漕溪北路 1 号' }, buyer);
    expect(changed.data.info).toMatchObject({
      status: 'pending',
      address: '上海市徐汇区漕溪北路 1 号',
      org_name: COMPANY.org_name,
    });
    await reviewCertification(t.db, buyerId, 'reject', '营业执照不清晰，请重新上传');
    expect(await info()).toMatchObject({ status: 'rejected', reason: '营业执照不清晰，请重新上传' });
    await expect(reviewCertification(t.db, buyerId, 'approve')).rejects.toThrow(
      /no certification awaiting review/,
    );
    const again = await t.call(
      'user_sgs/update',
      { ...COMPANY, licence_id: await uploadLicence(buyer) },
      buyer,
    );
    expect(again.data.info).toMatchObject({ status: 'pending', reason: '' });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const licence_id = await uploadLicence(buyer);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { ...COMPANY, licence_id, credit_code: '91310000MA1FL1XD6K' },
        '统一社会信用代码不正确，请核对18位代码',
      ],
      [{ ...COMPANY, licence_id, credit_code: '' }, '请输入统一社会信用代码'],
      [{ ...COMPANY, licence_id, org_name: '' }, '请输入企业名称'],
      [{ ...COMPANY, licence_id, contact_mobile: '12345' }, '请输入正确的手机号'],
      [{ ...COMPANY, licence_id, address: '上海' }, '企业地址至少5个字'],
      [{ ...COMPANY }, '请上传营业执照'],
    ];
    for (const [payload, message] of cases) {
      expect(await t.call('user_sgs/update', payload, buyer)).toMatchObject({ status: false, message });
    }
    expect(await t.call('user_sgs/modifyData', { address: '上海市某区某路' }, buyer)).toMatchObject({
      status: false,
      message: '请先提交企业认证资料',
    });
    expect(await t.db.select().from(userCertifications)).toHaveLength(0);
  });

  it("gives buyer B nothing of buyer A's: not the data, not A's licence", async () => {
    const licence_id = await uploadLicence(buyer);
    await t.call('user_sgs/update', { ...COMPANY, licence_id }, buyer);
    expect(await info(buyer2)).toMatchObject({ status: 'none', org_name: '', licence_url: '' });
    expect(await t.call('user_sgs/update', { ...COMPANY, licence_id }, buyer2)).toMatchObject({
      status: false,
      message: '文件不存在，请重新上传',
    });
    expect(await t.db.select().from(userCertifications)).toHaveLength(1);
  });

  it('answers -2 to merchants and visitors', async () => {
    const merchant = (await t.loginAs('merchant')).token;
    expect((await t.call('user_sgs/info', {}, merchant)).status).toBe(-2);
    expect((await t.call('user_sgs/info')).status).toBe(-2);
  });

  it('in production only the operator moves the state', async () => {
    prod = await createTestApp({ production: true });
    try {
      const token = (await prod.loginAs('buyer')).token;
      const form = new FormData();
      form.append('file', new File([PNG], 'l.png'));
      const up = await prod.request('/api/attachment/uploadOne', {
        method: 'POST',
        body: form,
        headers: { 'login-token': token },
      });
      const licence_id = ((await up.json()) as { data: { id: number } }).data.id;
      await prod.call('user_sgs/update', { ...COMPANY, licence_id }, token);
      await prod.db.update(userCertifications).set({ appliedAt: sql`now() - interval '1 day'` });
      expect((await prod.call('user_sgs/info', {}, token)).data.info.status).toBe('pending');
      await reviewCertification(prod.db, buyerId, 'approve');
      expect((await prod.call('user_sgs/info', {}, token)).data.info.status).toBe('approved');
    } finally {
      await prod.close();
    }
  });
});
