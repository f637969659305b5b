import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, merchants, siteLetters, staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addQualification, creditCode, registerLab, upload } from '../merchant-center/merchant.test-helpers';
import { WATER } from '../merchant-goods/merchant-goods.test-data';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { GOODS_REVIEW_MSG } from './kinds/goods.kind';
import { MERCHANT_REVIEW_MSG } from './kinds/merchant.kind';
import { REVIEW_MSG } from './operator-review.service';
import { TAKE_DOWN_MSG } from './take-down';

let t: TestApp;
let reviewer: string;
let lab: { token: string; merchantId: number; accountId: number };
let goodsId: number;
const MOBILE = '13766660201';

beforeAll(async () => {
  t = await createTestApp();
  reviewer = (await enrolledStaff(t, 'reviewer')).token;
  const r = await registerLab(t, MOBILE, 201, '鹭岛海洋环境检测有限公司');
  const [m] = await t.db.select().from(merchants).where(eq(merchants.id, r.merchantId));
  lab = { ...r, accountId: m!.ownerAccountId! };
  const cover_id = await upload(t, r.token);
  const added = await t.call(
    'merchant_goods/add',
    { ...WATER, name: '鹭岛近岸海水检测', cover_id, submit: true },
    r.token,
  );
  goodsId = added.data.info.id;
});
afterAll(() => t.close());

const lastLetter = async () =>
  (
    await t.db
      .select()
      .from(siteLetters)
      .where(eq(siteLetters.accountId, lab.accountId))
      .orderBy(sql`id desc`)
      .limit(1)
  )[0];

describe('operator_review (merchant and goods)', () => {
  it('lists the lab and its service in their queues; the seed catalogue is not there', async () => {
    const labs = await staffCall(t, 'operator_review/get', { kind: 'merchant', status: 'pending' }, reviewer);
    const mine = labs.data.list.find((r: { id: number }) => r.id === lab.merchantId);
    expect(mine).toMatchObject({ applicant: MOBILE, title: '鹭岛海洋环境检测有限公司' });
    // the seed's open shops never applied: only registered labs are in the queue
    expect(labs.data.list.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    // every service ever submitted (the demo lab's reviewed ones too), never the seed's catalogue
    const services = await staffCall(t, 'operator_review/get', { kind: 'goods', limit: 50 }, reviewer);
    const submitted = await t.db.select({ id: goods.id }).from(goods).where(isNotNull(goods.submittedAt));
    const ids = services.data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(goodsId);
    expect([...ids].sort()).toEqual(submitted.map((r) => r.id).sort());
    expect(ids.length).toBeLessThan(10);
    const byWord = await staffCall(t, 'operator_review/get', { kind: 'goods', keyword: '近岸' }, reviewer);
    expect(byWord.data.total).toBe(1);
  });

  it('a lab without a certificate cannot be approved, nor its service before the lab', async () => {
    const info = await staffCall(
      t,
      'operator_review/info',
      { kind: 'merchant', id: lab.merchantId },
      reviewer,
    );
    expect(info.data.info.fields.map((f: { label: string }) => f.label)).toContain('资质证书');
    const early = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'merchant', id: lab.merchantId },
      reviewer,
    );
    expect(early).toMatchObject({ status: false, message: MERCHANT_REVIEW_MSG.noQualification });
    const svc = await staffCall(t, 'operator_review/approve', { kind: 'goods', id: goodsId }, reviewer);
    expect(svc).toMatchObject({ status: false, message: GOODS_REVIEW_MSG.labNotOpen });
    const [m] = await t.db.select().from(merchants).where(eq(merchants.id, lab.merchantId));
    expect(m!.status).toBe(0);
  });

  it('rejects with a reason the lab reads, the lab resubmits, the reviewer approves with a letter', async () => {
    const no = await staffCall(
      t,
      'operator_review/reject',
      { kind: 'merchant', id: lab.merchantId, reason: '请上传 CMA 证书' },
      reviewer,
    );
    expect(no.data.info).toMatchObject({ status: 'rejected', reason: '请上传 CMA 证书' });
    expect((await lastLetter())!.content).toContain('请上传 CMA 证书');
    expect((await t.call('merchant_center/info', {}, lab.token)).data.info.state).toBe('rejected');
    const q = await addQualification(t, lab.token);
    expect(
      (
        await t.call(
          'merchant_center/resubmit',
          { org_name: '鹭岛海洋环境检测有限公司', credit_code: creditCode(201), contact_name: '王工' },
          lab.token,
        )
      ).status,
    ).toBe(true);
    const info = await staffCall(
      t,
      'operator_review/info',
      { kind: 'merchant', id: lab.merchantId },
      reviewer,
    );
    const cert = info.data.info.fields.find((f: { label: string }) => f.label === 'CMA 证书');
    expect(cert.url).toMatch(/^\/files\/attachment\//);
    expect(q.file_id).toBeGreaterThan(0);
    const audits = (await t.db.select().from(staffAudit)).length;
    const yes = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'merchant', id: lab.merchantId },
      reviewer,
    );
    expect(yes.data.info.status).toBe('approved');
    expect((await t.db.select().from(staffAudit)).length).toBe(audits + 1);
    expect(await lastLetter()).toMatchObject({ title: '机构入驻申请已通过', link: '/merchant' });
    const again = await staffCall(
      t,
      'operator_review/approve',
      { kind: 'merchant', id: lab.merchantId },
      reviewer,
    );
    expect(again).toMatchObject({ status: false, message: REVIEW_MSG.handled });
  });

  it('approves the service: it is listed and search finds it', async () => {
    expect((await t.call('search/goods', { keyword: '鹭岛近岸海水' })).data.total).toBe(0);
    const info = await staffCall(t, 'operator_review/info', { kind: 'goods', id: goodsId }, reviewer);
    expect(info.data.info.goods.groups[0]).toMatchObject({
      name: '服务内容',
      options: expect.arrayContaining([expect.objectContaining({ price: '1200.00' })]),
    });
    const yes = await staffCall(t, 'operator_review/approve', { kind: 'goods', id: goodsId }, reviewer);
    expect(yes.data.info.status).toBe('approved');
    const [g] = await t.db.select().from(goods).where(eq(goods.id, goodsId));
    expect(g!.status).toBe(1);
    expect(await lastLetter()).toMatchObject({ title: '服务上架申请已通过', link: '/merchant/goods' });
    // another keyword: the first search's empty answer is a cached public answer for a while
    const found = await t.call('search/goods', { keyword: '近岸海水检测' });
    expect(found.data.list.map((r: { id: number }) => r.id)).toEqual([goodsId]);
  });

  it('a reviewer takes the listed service down with a reason; search no longer finds it', async () => {
    const bare = await staffCall(t, 'operator_review/offShelf', { id: goodsId, reason: '' }, reviewer);
    expect(bare.status).toBe(false);
    const down = await staffCall(
      t,
      'operator_review/offShelf',
      { id: goodsId, reason: 'CMA 资质范围不含近岸海水' },
      reviewer,
    );
    expect(down.data.info).toMatchObject({ status_name: '已下架', reason: 'CMA 资质范围不含近岸海水' });
    const [g] = await t.db.select().from(goods).where(eq(goods.id, goodsId));
    expect(g!.status).toBe(4);
    expect(await lastLetter()).toMatchObject({ title: '服务已被平台下架', link: '/merchant/goods' });
    const again = await staffCall(
      t,
      'operator_review/offShelf',
      { id: goodsId, reason: '重复下架' },
      reviewer,
    );
    expect(again).toMatchObject({ status: false, message: TAKE_DOWN_MSG.notListed });
    const found = await t.call('search/goods', { keyword: '鹭岛近岸海水检测', limit: 100 });
    expect(found.data.list.map((r: { id: number }) => r.id)).not.toContain(goodsId);
  });

  it('a rejected service carries the reason back to the lab', async () => {
    const cover_id = await upload(t, lab.token);
    const added = await t.call(
      'merchant_goods/add',
      { ...WATER, name: '鹭岛沉积物检测', cover_id, submit: true },
      lab.token,
    );
    const id = added.data.info.id;
    const no = await staffCall(
      t,
      'operator_review/reject',
      { kind: 'goods', id, reason: '检测周期与资质范围不符' },
      reviewer,
    );
    expect(no.data.info).toMatchObject({ status: 'rejected', reason: '检测周期与资质范围不符' });
    const [g] = await t.db.select().from(goods).where(eq(goods.id, id));
    expect(g).toMatchObject({ status: 3, rejectReason: '检测周期与资质范围不符' });
  });
});
