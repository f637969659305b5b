import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import { goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('goods/compare', () => {
  it('answers the services in the order asked, with price range, turnaround, standards and the lab', async () => {
    const answer = await t.call('goods/compare', { ids: '26,2' });
    expect(answer.status).toBe(true);
    expect(answer.data.missing).toEqual([]);
    expect(answer.data.items.map((g: { id: number }) => g.id)).toEqual([26, 2]);
    const [cert, water] = answer.data.items;
    // the yearly audit (8600) is neither the low nor the high end; the dearest first certification is
    expect(cert).toMatchObject({ min_price: 12800, max_price: 26800, servicsInfo: { id: 2 } });
    expect(water).toMatchObject({
      min_price: 680,
      max_price: 1580,
      standards: expect.arrayContaining(['GB 5749-2022']),
      merchantInfo: { id: 1, org_name: expect.any(String), qualifications: expect.any(Array) },
    });
    expect(water).toHaveProperty('turnaround_days');
    const info = await t.call('goods/info', { id: 2 });
    expect(water.min_price).toBe(info.data.info.min_price);
  });

  it('takes a list too, and counts a repeated id once', async () => {
    const answer = await t.call('goods/compare', { ids: [1, 1, 3] });
    expect(answer.data.items.map((g: { id: number }) => g.id)).toEqual([1, 3]);
  });

  it('refuses more than 4 services and an empty or malformed list, in Chinese', async () => {
    expect(await t.call('goods/compare', { ids: '1,2,3,4,5' })).toMatchObject({
      status: false,
      message: '最多对比 4 项服务',
      data: null,
    });
    expect(await t.call('goods/compare', { ids: '' })).toMatchObject({
      status: false,
      message: '请选择要对比的服务',
    });
    expect(await t.call('goods/compare', {})).toMatchObject({ status: false, message: '请选择要对比的服务' });
    expect(await t.call('goods/compare', { ids: '1,abc' })).toMatchObject({
      status: false,
      message: '无效的商品ID',
    });
  });

  it('answers unknown and off-sale services as missing instead of failing', async () => {
    await t.db.update(goods).set({ status: GOODS_STATUS_CODE.off_shelf }).where(eq(goods.id, 3));
    try {
      const answer = await t.call('goods/compare', { ids: '999999,3,1' });
      expect(answer.status).toBe(true);
      expect(answer.data.items.map((g: { id: number }) => g.id)).toEqual([1]);
      expect(answer.data.missing).toEqual([999999, 3]);
    } finally {
      await t.db.update(goods).set({ status: 1 }).where(eq(goods.id, 3));
    }
  });
});
