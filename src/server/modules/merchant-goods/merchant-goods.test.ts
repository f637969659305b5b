import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, goodsRevisions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ROOMY_LIMITS } from '../captcha/captcha.test-helpers';
import { addQualification, registerLab, upload } from '../merchant-center/merchant.test-helpers';
import { reviewGoods, reviewMerchant } from '../merchant-center/merchant-review';
import { decideRevision } from './goods-revision-decide';
import { WATER } from './merchant-goods.test-data';

let t: TestApp;
let a: { token: string; merchantId: number };
let b: { token: string; merchantId: number };
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
  a = await registerLab(t, '13766660001', 201, '鹭岛水质检测实验室有限公司');
  b = await registerLab(t, '13766660002', 202);
  await addQualification(t, a.token);
  await reviewMerchant(t.db, a.merchantId, { approve: true });
});
afterAll(() => t.close());

let id = 0;
describe('a service from draft to the buyer', () => {
  it('saves a draft that nobody else sees, then submits it for review', async () => {
    const cover_id = await upload(t, a.token);
    const added = await t.call('merchant_goods/add', { ...WATER, cover_id }, a.token);
    expect(added).toMatchObject({ status: true, message: '服务已保存为草稿' });
    id = added.data.info.id;
    expect(added.data.info).toMatchObject({
      state: 'draft',
      state_label: '草稿',
      min_price: '1200.00',
      cover: `/files/public/${cover_id}`,
      turnaround_days: 7,
    });
    expect(added.data.info.serviceContent.map((o: { name: string }) => o.name)).toEqual([
      '常规 43 项',
      '全分析 97 项',
    ]);
    expect((await t.call('goods/info', { id })).status).toBe(false);
    const submitted = await t.call('merchant_goods/submit', { id }, a.token);
    expect(submitted.data.info.state).toBe('pending');
    expect((await t.call('merchant_goods/submit', { id }, a.token)).message).toBe('待审核的服务不能提交审核');
    expect((await t.call('goods/info', { id })).status).toBe(false);
  });

  it('once approved, search, the shop and goods/info show it with its options', async () => {
    await reviewGoods(t.db, id, { approve: true });
    const found = await t.call('search/goods', { keyword: '鹭岛饮用水' });
    expect(found.data.list.map((g: { id: number }) => g.id)).toContain(id);
    const byStandard = await t.call('search/goods', { keyword: 'GB 5749-2022' });
    expect(byStandard.data.list.map((g: { id: number }) => g.id)).toContain(id);
    const info = (await t.call('goods/info', { id })).data.info;
    expect(info.serviceContent.map((o: { price: number }) => o.price)).toEqual([1200, 3600]);
    expect(info.approvalLogo).toHaveLength(1);
    const shop = await t.call('goods/get', { merchant_id: a.merchantId });
    expect(shop.data.list.map((g: { id: number }) => g.id)).toContain(id);
  });

  it('a price change waits for review, then reaches carts; option ids are kept', async () => {
    const buyer = (await t.loginAs('buyer')).token;
    const detail = (await t.call('merchant_goods/info', { id }, a.token)).data.info;
    const [basic, full] = detail.serviceContent;
    const added = await t.call('goods_cart/add', { goods_id: id, service_content_id: basic.id }, buyer);
    expect(added.status).toBe(true);
    const edited = await t.call(
      'merchant_goods/edit',
      {
        ...WATER,
        id,
        cover: detail.cover,
        serviceContent: [
          { id: basic.id, name: '常规 43 项', price: '999.50' },
          { id: full.id, name: '全分析 97 项', price: 3600 },
        ],
      },
      a.token,
    );
    expect(edited.data.info).toMatchObject({ state: 'on_sale', min_price: '999.50' });
    expect(edited.data.info.serviceContent[0].id).toBe(basic.id);
    const price = async () => {
      const cart = await t.call('goods_cart/get', { page: 1, limit: 9999 }, buyer);
      return cart.data.list.find((c: { goods_id: number }) => c.goods_id === id).goodsInfo.serviceContent
        .price;
    };
    expect(await price()).toBe(1200);
    const [rev] = await t.db.select().from(goodsRevisions).where(eq(goodsRevisions.goodsId, id));
    await t.db.transaction((tx) => decideRevision(tx, rev!.id, { approve: true, reason: '' }));
    const cart = await t.call('goods_cart/get', { page: 1, limit: 9999 }, buyer);
    const item = cart.data.list.find((c: { goods_id: number }) => c.goods_id === id);
    expect(item.goodsInfo.serviceContent.price).toBe(999.5);
    await t.call('goods_cart/delete', { id: item.id }, buyer);
  });

  it('off the shelf it leaves search at once; shelf sends it back through review', async () => {
    expect((await t.call('merchant_goods/offShelf', { id }, a.token)).data.info.state).toBe('off_shelf');
    expect((await t.call('goods/info', { id })).status).toBe(false);
    const found = await t.call('search/goods', { keyword: '鹭岛饮用水' });
    expect(found.data.list.map((g: { id: number }) => g.id)).not.toContain(id);
    expect((await t.call('merchant_goods/shelf', { id }, a.token)).data.info.state).toBe('pending');
    await reviewGoods(t.db, id, { approve: false, reason: '检测周期与资质范围不符' });
    const list = await t.call('merchant_goods/get', { state: 'rejected' }, a.token);
    expect(list.data.list).toEqual([
      expect.objectContaining({ id, state_label: '已驳回', reject_reason: '检测周期与资质范围不符' }),
    ]);
    expect((await t.call('merchant_goods/delete', { id }, a.token)).message).toBe(
      '只能删除草稿，已提交过的服务请下架',
    );
  });

  it('a copy starts as a draft with the original pictures; only a draft is deleted', async () => {
    const src = (await t.call('merchant_goods/info', { id }, a.token)).data.info;
    const copy = await t.call(
      'merchant_goods/add',
      { ...WATER, name: `${WATER.name}（副本）`, cover: src.cover, pictures: src.pictures },
      a.token,
    );
    expect(copy.data.info).toMatchObject({ state: 'draft', cover: src.cover });
    expect((await t.call('merchant_goods/delete', { id: copy.data.info.id }, a.token)).status).toBe(true);
    expect(await t.db.select().from(goods).where(eq(goods.id, copy.data.info.id))).toEqual([]);
  });

  it('a service of a lab not yet open cannot be listed', async () => {
    const added = await t.call(
      'merchant_goods/add',
      { ...WATER, name: '未入驻机构的服务', submit: true },
      b.token,
    );
    expect(added.data.info.state).toBe('pending');
    await expect(reviewGoods(t.db, added.data.info.id, { approve: true })).rejects.toThrow(/not open/);
  });
});

describe('ownership: lab B gets nothing of lab A', () => {
  it.each([
    ['merchant_goods/info', {}],
    ['merchant_goods/edit', WATER],
    ['merchant_goods/submit', {}],
    ['merchant_goods/shelf', {}],
    ['merchant_goods/offShelf', {}],
    ['merchant_goods/delete', {}],
  ] as const)('%s on A’s service is a missing one', async (endpoint, extra) => {
    const answer = await t.call(endpoint, { ...extra, id }, b.token);
    expect(answer).toMatchObject({ status: false, message: '服务不存在', data: null });
  });

  it('B’s list holds only B’s services, and B cannot reuse A’s pictures', async () => {
    const list = await t.call('merchant_goods/get', { limit: 100 }, b.token);
    expect(list.data.list.every((g: { id: number }) => g.id !== id)).toBe(true);
    const src = (await t.call('merchant_goods/info', { id }, a.token)).data.info;
    const stolen = await t.call('merchant_goods/add', { ...WATER, cover: src.cover }, b.token);
    expect(stolen.message).toBe('无效的服务图片，请重新上传');
  });
});

describe('bad input: a clear Chinese message and nothing stored', () => {
  it.each([
    [{ name: '' }, '请输入服务名称'],
    [{ servics_id: 9 }, '无效的服务类型'],
    [{ serviceContent: [] }, '请至少添加一项服务内容及价格'],
    [{ serviceContent: [{ name: '常规', price: '-1' }] }, '服务内容第 1 项的价格不能为负'],
    [{ serviceContent: [{ name: '常规', price: '1.234' }] }, '服务内容第 1 项的价格应为数字，最多两位小数'],
    [{ serviceContent: [{ name: '', price: 1 }] }, '请输入服务内容第 1 项的名称'],
    [
      {
        serviceContent: [
          { name: '常规', price: 1 },
          { name: '常规', price: 2 },
        ],
      },
      '服务内容「常规」重复',
    ],
    [{ turnaround_days: 0 }, '检测周期应为 1 至 365 个工作日'],
    [{ category_id: 999999 }, '无效的服务分类'],
    [{ sales_promotion: { online_wages: 100 } }, '只有培训、咨询服务按课酬或打包价计价'],
    [
      { servics_id: 4, serviceContent: [], approvalLogo: [], sales_promotion: {} },
      '培训、咨询服务请至少填写一种课酬或打包价',
    ],
    [{ servics_id: 4, sales_promotion: { monthly: 1 } }, '无效的计价单位'],
    [{ cover_id: 999999 }, '封面图不存在，请重新上传'],
  ])('%j → %s', async (patch, message) => {
    const before = (await t.db.select().from(goodsOptions)).length;
    const answer = await t.call('merchant_goods/add', { ...WATER, ...patch }, a.token);
    expect(answer).toMatchObject({ status: false, message });
    expect((await t.db.select().from(goodsOptions)).length).toBe(before);
  });

  it('types 4/5 are priced by their units through the one rule', async () => {
    const added = await t.call(
      'merchant_goods/add',
      {
        ...WATER,
        name: 'ISO 17025 内审员培训',
        servics_id: 4,
        serviceContent: [],
        approvalLogo: [],
        sales_promotion: { online_wages: '800', spot_wages: 1500 },
      },
      a.token,
    );
    expect(added.data.info).toMatchObject({
      min_price: '800.00',
      sales_promotion: { online_wages: 800, spot_wages: 1500 },
    });
  });
});
