import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointId, endpoints } from '../../../core/api/contract/endpoints';
import { ORDER_STATUSES } from '../../../core/rules/order-states';
import { merchantQualifications, merchants, shopStyles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { addQualification, creditCode, registerLab, upload } from './merchant.test-helpers';
import { reviewMerchant } from './merchant-review';

let t: TestApp;
let a: { token: string; merchantId: number };
let b: { token: string; merchantId: number };
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  a = await registerLab(t, '13755550001', 101);
  b = await registerLab(t, '13755550002', 102);
});
afterAll(() => t.close());

describe('onboarding: 待审核 → 已入驻 / 已驳回 → resubmit', () => {
  it('keeps a new lab unpublished, with its state on the workbench', async () => {
    const info = await t.call('merchant_center/info', {}, a.token);
    expect(info.data.info).toMatchObject({
      state: 'pending',
      state_label: '待审核',
      changes_waiting: 0,
      questions_waiting: 0,
    });
    expect(info.data.info.orders.map((o: { count: number }) => o.count)).toEqual(ORDER_STATUSES.map(() => 0));
    expect((await t.call('merchant/info', { id: a.merchantId })).status).toBe(false);
    expect((await t.call('merchant_style/info', { merchant_id: a.merchantId })).status).toBe(false);
  });

  it('refuses approval without a qualification, rejects with a reason, takes a resubmission', async () => {
    await expect(reviewMerchant(t.db, b.merchantId, { approve: true })).rejects.toThrow(/no qualification/);
    await reviewMerchant(t.db, b.merchantId, { approve: false, reason: '请上传 CMA 证书扫描件' });
    const rejected = (await t.call('merchant_center/info', {}, b.token)).data.info;
    expect(rejected).toMatchObject({ state: 'rejected', reject_reason: '请上传 CMA 证书扫描件' });
    const bad = await t.call(
      'merchant_center/resubmit',
      { org_name: '测试检测实验室102有限公司', credit_code: '91320500000000010X', contact_name: '王工' },
      b.token,
    );
    expect(bad.message).toBe('统一社会信用代码不正确，请核对18位代码');
    const again = await t.call(
      'merchant_center/resubmit',
      { org_name: '测试检测实验室102有限公司', credit_code: creditCode(102), contact_name: '王工' },
      b.token,
    );
    expect(again).toMatchObject({ status: true, data: { info: { state: 'pending', reject_reason: '' } } });
    expect((await t.call('merchant_center/resubmit', again.data.info, b.token)).status).toBe(false);
  });

  it('opens the shop once approved: the public pages show what the lab saved, at once', async () => {
    await addQualification(t, a.token);
    await reviewMerchant(t.db, a.merchantId, { approve: true });
    await expect(reviewMerchant(t.db, a.merchantId, { approve: true })).rejects.toThrow(/not awaiting/);
    const logo_id = await upload(t, a.token);
    const saved = await t.call(
      'merchant_style/edit',
      {
        org_name: '测试检测实验室101有限公司',
        intro: '<p>专注水质检测</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        nav: [5, 1, 2, 5],
        logo_id,
      },
      a.token,
    );
    expect(saved.data.info).toMatchObject({
      nav: [1, 2, 5],
      logo: `/files/public/${logo_id}`,
      state: 'open',
    });
    expect(saved.data.info.intro).not.toMatch(/script|onerror/);
    const shop = await t.call('merchant/info', { id: a.merchantId });
    expect(shop.data.info).toMatchObject({ logo: `/files/public/${logo_id}` });
    const style = await t.call('merchant_style/info', { merchant_id: a.merchantId });
    expect(style.data.info.navInfos.map((n: { id: number }) => n.id)).toEqual([1, 2, 5]);
    const img = await t.request(`/files/public/${logo_id}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses bad shop input with a Chinese message and stores nothing', async () => {
    const before = await t.db.select().from(shopStyles).where(eq(shopStyles.merchantId, a.merchantId));
    for (const [body, message] of [
      [{ org_name: '', intro: '', nav: [] }, '请输入店铺名称'],
      [{ org_name: '某店', intro: '', nav: [7] }, '无效的店铺导航'],
      [{ org_name: '某店', intro: 'x'.repeat(10_001), nav: [] }, '店铺介绍不能超过10000个字符'],
      [{ org_name: '测试检测实验室102有限公司', intro: '', nav: [] }, '该店铺名称已被使用'],
    ] as const) {
      expect((await t.call('merchant_style/edit', body, a.token)).message).toBe(message);
    }
    const pdf = await upload(t, a.token, new TextEncoder().encode('%PDF-1.4\n'), 'x.pdf');
    expect(
      (await t.call('merchant_style/edit', { org_name: '某店', intro: '', nav: [], logo_id: pdf }, a.token))
        .message,
    ).toBe('店铺 Logo请上传 PNG、JPG 或 WebP 图片');
    const otherFile = await upload(t, b.token);
    expect(
      (
        await t.call(
          'merchant_style/edit',
          { org_name: '某店', intro: '', nav: [], banner_id: otherFile },
          a.token,
        )
      ).message,
    ).toBe('店铺横幅不存在，请重新上传');
    expect(await t.db.select().from(shopStyles).where(eq(shopStyles.merchantId, a.merchantId))).toEqual(
      before,
    );
    const [m] = await t.db.select().from(merchants).where(eq(merchants.id, a.merchantId));
    expect(m!.orgName).toBe('测试检测实验室101有限公司');
  });

  it('nothing opens a lab by itself: a reviewer approves it in the console once a qualification is on file', async () => {
    const reviewer = (await enrolledStaff(t, 'reviewer')).token;
    const early = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'merchant', id: b.merchantId },
      reviewer,
    );
    expect(early.status).toBe(false);
    await addQualification(t, b.token);
    // time passing and the lab looking again change nothing (the demo's simulated reviewer is retired)
    await t.db
      .update(merchants)
      .set({ appliedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(merchants.id, b.merchantId));
    expect((await t.call('merchant_center/info', {}, b.token)).data.info.state).toBe('pending');
    expect((await t.call('merchant_goods/get', {}, b.token)).status).toBe(true);
    expect((await t.call('merchant_center/info', {}, b.token)).data.info.state).toBe('pending');
    const approved = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'merchant', id: b.merchantId },
      reviewer,
    );
    expect(approved.status).toBe(true);
    expect((await t.call('merchant_center/info', {}, b.token)).data.info.state).toBe('open');
  });
});

describe('qualifications (资质管理)', () => {
  it('lists a lab its own certificates with a private link; another lab cannot touch them', async () => {
    const list = await t.call('merchant_qualification/get', {}, a.token);
    expect(list.data.total).toBe(1);
    const q = list.data.list[0];
    expect(q).toMatchObject({ kind: 'CMA', expired: false, file_mime: 'application/pdf' });
    expect(q.file_url).toMatch(/^\/files\/attachment\/\d+\?exp=/);
    expect((await t.request(`/files/public/${q.file_id}`)).status).toBe(404);
    expect((await t.call('merchant_qualification/delete', { id: q.id }, b.token)).message).toBe(
      '资质证书不存在',
    );
    const bList = await t.call('merchant_qualification/get', {}, b.token);
    expect(bList.data.list.map((x: { id: number }) => x.id)).not.toContain(q.id);
  });

  it('refuses bad certificates and a scan that is not the lab own', async () => {
    const file_id = await upload(t, a.token);
    const base = { kind: 'CNAS', cert_no: 'L1234', scope: '电磁兼容', expires_on: '2031-01-31', file_id };
    const count = async () =>
      (
        await t.db
          .select()
          .from(merchantQualifications)
          .where(eq(merchantQualifications.merchantId, a.merchantId))
      ).length;
    const before = await count();
    for (const [patch, message] of [
      [{ kind: 'ISO' }, '无效的资质类型'],
      [{ cert_no: '' }, '请输入证书编号'],
      [{ expires_on: '2031-02-30' }, '有效期至格式不正确'],
      [{ expires_on: '2001-01-01' }, '证书已过期，请上传有效期内的证书'],
      [{ file_id: await upload(t, b.token) }, '文件不存在，请重新上传'],
    ] as const) {
      expect((await t.call('merchant_qualification/add', { ...base, ...patch }, a.token)).message).toBe(
        message,
      );
    }
    expect(await count()).toBe(before);
    expect((await t.call('merchant_qualification/add', base, a.token)).status).toBe(true);
  });
});

describe('every merchant_* id is for labs only', () => {
  const ids = (Object.keys(endpoints) as EndpointId[]).filter((id) =>
    /^merchant_(center|style\/edit|qualification|goods|article\/(mine|detail|add|edit|delete))/.test(id),
  );
  it.each(['buyer', 'expert'] as const)('a %s gets -2 from each', async (who) => {
    const { token } = await t.loginAs(who);
    expect(ids.length).toBeGreaterThanOrEqual(19);
    for (const id of ids) {
      expect(endpoints[id].users).toEqual([2]);
      expect((await t.call(id, { id: 1 }, token)).status, id).toBe(-2);
    }
  });
  it('a visitor gets -2 from each', async () => {
    for (const id of ids) expect((await t.call(id, { id: 1 })).status, id).toBe(-2);
  });
});
