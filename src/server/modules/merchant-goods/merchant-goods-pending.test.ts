import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { goods, goodsOptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { addQualification, registerLab } from '../merchant-center/merchant.test-helpers';
import { reviewGoods, reviewMerchant } from '../merchant-center/merchant-review';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { goodsKind } from '../operator-review/kinds/goods.kind';
import { REVIEW_MSG } from '../operator-review/operator-review.service';

/** A certification (not sample-based): its options are a first audit and the yearly surveillance. */
const ISO = {
  name: '鹭岛 ISO 9001 质量管理体系认证',
  servics_id: 2,
  summary: '初次认证与年度监督审核',
  standards: ['GB/T 19001-2016'],
  serviceContent: [
    { name: '初次认证', price: '18000' },
    { name: '年度监督审核', price: 9000 },
  ],
  approvalLogo: [{ name: 'CNAS 认可标识', price: 0 }],
};

let t: TestApp;
let a: { token: string; merchantId: number };
let b: { token: string; merchantId: number };
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  a = await registerLab(t, '13766670001', 211, '鹭岛认证有限公司');
  b = await registerLab(t, '13766670002', 212);
  await addQualification(t, a.token);
  await reviewMerchant(t.db, a.merchantId, { approve: true });
});
afterAll(() => t.close());

const queue = async (keyword: string) =>
  (await goodsKind.list(t.db, { status: 'pending', keyword }, { page: 1, limit: 10 })).list;

describe('a service waiting for review (待审核)', () => {
  let id = 0;
  it('is edited in place and stays pending: the review queue shows the latest version', async () => {
    const added = await t.call('merchant_goods/add', { ...ISO, submit: true }, a.token);
    expect(added.data.info.state).toBe('pending');
    id = added.data.info.id;
    const [first] = await t.db.select().from(goods).where(eq(goods.id, id));
    const edited = await t.call(
      'merchant_goods/edit',
      {
        ...ISO,
        id,
        name: '鹭岛 ISO 9001 认证（含监督审核）',
        serviceContent: [{ name: '初次认证', price: '16800' }, ISO.serviceContent[1]],
      },
      a.token,
    );
    expect(edited).toMatchObject({ status: true, message: '修改已保存，已重新提交审核' });
    expect(edited.data.info).toMatchObject({ state: 'pending', min_price: '16800.00' });
    const [now] = await t.db.select().from(goods).where(eq(goods.id, id));
    expect(now!.submittedAt!.getTime()).toBeGreaterThanOrEqual(first!.submittedAt!.getTime());
    const listed = await queue('鹭岛 ISO 9001');
    expect(listed.map((r) => r.title)).toEqual(['鹭岛 ISO 9001 认证（含监督审核）（鹭岛认证有限公司）']);
    expect(listed[0]!.applied_at).toBe(now!.submittedAt!.toISOString());
    // still not public, and another lab cannot edit it
    expect((await t.call('goods/info', { id })).status).toBe(false);
    expect((await t.call('merchant_goods/edit', { ...ISO, id }, b.token)).message).toBe('服务不存在');
  });

  it('is not decided on a version the reviewer has not read: an edit after they opened it is refused', async () => {
    const reviewer = (await enrolledStaff(t, 'reviewer')).token;
    const read = await staffCall(t, 'operator_review/info', { kind: 'goods', id }, reviewer);
    const seen = { kind: 'goods', id, applied_at: read.data.info.applied_at };
    await new Promise((r) => setTimeout(r, 5));
    const edit = await t.call(
      'merchant_goods/edit',
      {
        ...ISO,
        id,
        name: '鹭岛 ISO 9001 认证（含监督审核）',
        summary: '初次认证与监督审核，含差旅',
        serviceContent: [{ name: '初次认证', price: '16800' }, ISO.serviceContent[1]],
      },
      a.token,
    );
    expect(edit.status).toBe(true);
    for (const [endpoint, extra] of [
      ['operator_review/approve', {}],
      ['operator_review/reject', { reason: '请补充审核范围' }],
    ] as const) {
      const stale = await staffCall(t, endpoint, { ...seen, ...extra }, reviewer);
      expect(stale).toMatchObject({ status: false, message: REVIEW_MSG.changed });
    }
    const [still] = await t.db.select().from(goods).where(eq(goods.id, id));
    expect(still!.status).toBe(GOODS_STATUS_CODE.pending);
    // read again, the same reviewer can decide (here: sends it back, so the next steps start over)
    const fresh = await staffCall(t, 'operator_review/info', { kind: 'goods', id }, reviewer);
    expect(fresh.data.info.applied_at).not.toBe(seen.applied_at);
    const back = await staffCall(
      t,
      'operator_review/reject',
      { ...seen, applied_at: fresh.data.info.applied_at, reason: '请补充审核范围' },
      reviewer,
    );
    expect(back.data.info.status).toBe('rejected');
    expect((await t.call('merchant_goods/submit', { id }, a.token)).data.info.state).toBe('pending');
  });

  it('is previewed by its own lab only, as the detail page shows it', async () => {
    const preview = await t.call('merchant_goods/preview', { id }, a.token);
    expect(preview.status).toBe(true);
    expect(preview.data.info).toMatchObject({
      id,
      name: '鹭岛 ISO 9001 认证（含监督审核）',
      servicsInfo: { id: 2, name: '认证认可' },
      min_price: 16800,
      merchantInfo: { org_name: '鹭岛认证有限公司' },
    });
    expect(preview.data.info.serviceContent.map((o: { name: string }) => o.name)).toEqual([
      '初次认证',
      '年度监督审核',
    ]);
    expect((await t.call('merchant_goods/preview', { id }, b.token)).message).toBe('服务不存在');
    expect((await t.call('merchant_goods/preview', { id })).status).toBe(-2);
    const buyer = (await t.loginAs('buyer')).token;
    expect((await t.call('merchant_goods/preview', { id }, buyer)).status).toBe(-2);
  });

  it('is withdrawn back to a draft (撤回审核) and leaves the review queue', async () => {
    expect((await t.call('merchant_goods/withdraw', { id }, b.token)).message).toBe('服务不存在');
    const back = await t.call('merchant_goods/withdraw', { id }, a.token);
    expect(back).toMatchObject({ status: true, message: '已撤回审核，服务回到草稿' });
    expect(back.data.info).toMatchObject({ state: 'draft', state_label: '草稿' });
    expect(await queue('鹭岛 ISO 9001')).toEqual([]);
    // the console's open copy of it answers 申请不存在, and nothing approves a draft
    expect(await goodsKind.info(t.db, id, 'secret')).toBeUndefined();
    await expect(reviewGoods(t.db, id, { approve: true })).rejects.toThrow(/not awaiting review/);
    expect((await t.call('merchant_goods/withdraw', { id }, a.token)).message).toBe('草稿的服务不能撤回审核');
    // submitted again, it is back in the queue
    expect((await t.call('merchant_goods/submit', { id }, a.token)).data.info.state).toBe('pending');
    expect(await queue('鹭岛 ISO 9001')).toHaveLength(1);
  });

  it('once approved it is no longer withdrawn (listed services are taken off instead)', async () => {
    await reviewGoods(t.db, id, { approve: true });
    expect((await t.call('merchant_goods/withdraw', { id }, a.token)).message).toBe(
      '已上架的服务不能撤回审核',
    );
  });
});

describe('the option groups a service type has', () => {
  it.each([
    [
      { servics_id: 1, trainingForm: [{ name: '线下面授', price: 800 }] },
      '检验检测服务没有培训形式，请删除这些选项',
    ],
    [
      { servics_id: 2, trainingForm: [{ name: '线上直播', price: 0 }] },
      '认证认可服务没有培训形式，请删除这些选项',
    ],
    [{ servics_id: 4, sales_promotion: { online_wages: 800 } }, '培训服务没有认可标识，请删除这些选项'],
    [
      {
        servics_id: 5,
        approvalLogo: [],
        trainingForm: [{ name: '线上直播', price: 0 }],
        sales_promotion: { project_package_price: 20000 },
      },
      '咨询服务没有培训形式，请删除这些选项',
    ],
  ])('%j is refused: %s', async (patch, message) => {
    const before = (await t.db.select().from(goodsOptions)).length;
    const answer = await t.call('merchant_goods/add', { ...ISO, ...patch }, a.token);
    expect(answer).toMatchObject({ status: false, message, data: null });
    expect((await t.db.select().from(goodsOptions)).length).toBe(before);
  });

  it('a training service keeps its sessions (培训形式)', async () => {
    const added = await t.call(
      'merchant_goods/add',
      {
        name: 'ISO 9001 内审员培训',
        servics_id: 4,
        trainingForm: [
          { name: '线上直播', price: 800 },
          { name: '线下面授', price: 1400 },
        ],
        sales_promotion: { online_wages: 800, spot_wages: 1400 },
      },
      a.token,
    );
    expect(added.message).toBe('服务已保存为草稿');
    expect(added.data.info.trainingForm).toHaveLength(2);
  });
});

describe('a negative price', () => {
  it.each([
    [{ serviceContent: [{ name: '初次认证', price: '-5' }] }, '服务内容第 1 项的价格不能为负'],
    [{ serviceContent: [{ name: '初次认证', price: -5 }] }, '服务内容第 1 项的价格不能为负'],
    [{ approvalLogo: [{ name: 'CNAS 认可标识', price: '-0.5' }] }, '认可标识第 1 项的价格不能为负'],
    [
      { servics_id: 4, serviceContent: [], approvalLogo: [], sales_promotion: { online_wages: '-5' } },
      '线上课酬不能为负',
    ],
  ])('%j → %s', async (patch, message) => {
    const answer = await t.call('merchant_goods/add', { ...ISO, ...patch }, a.token);
    expect(answer).toMatchObject({ status: false, message });
  });
});
