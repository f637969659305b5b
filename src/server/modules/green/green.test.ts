import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { discountText } from './green.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Discount = {
  id: number;
  category_id: number;
  goods_id: number;
  discount_text: string;
  goodsInfo: { id: number } | null;
};

describe('discountText', () => {
  it('writes discounts the Chinese way', () => {
    expect(discountText(0.9)).toBe('九折');
    expect(discountText(0.88)).toBe('八八折');
    expect(discountText(0.95)).toBe('九五折');
    expect(discountText(1)).toBe('');
  });
});

describe('green_discount_category/get', () => {
  it('lists the categories with how many discounts each holds', async () => {
    const { data } = await t.call('green_discount_category/get');
    expect(data.list.map((c: { name: string }) => c.name)).toEqual([
      '碳核查',
      '节能检测',
      '绿色产品认证',
      '环境监测',
    ]);
    expect(data.list.every((c: { count: number }) => c.count > 0)).toBe(true);
  });
});

describe('green_discount/get', () => {
  it('lists discounts with carbon savings and the goods they apply to', async () => {
    const { data } = await t.call('green_discount/get', { limit: 100 });
    expect(data.total).toBe(10);
    const first: Discount = data.list[0];
    expect(first).toMatchObject({
      discount: 0.9,
      discount_text: '九折',
      carbon_saving_kg: 120000,
      category_name: '碳核查',
    });
    expect(first.goodsInfo).toMatchObject({ id: first.goods_id, min_price: expect.any(Number) });
  });

  it('filters by category and pages', async () => {
    const cat = await t.call('green_discount/get', { category_id: 4 });
    expect(cat.data.list.every((d: Discount) => d.category_id === 4)).toBe(true);
    const page2 = await t.call('green_discount/get', { page: 2, limit: 4 });
    expect(page2.data).toMatchObject({ page: 2, limit: 4, total: 10 });
    expect(page2.data.list).toHaveLength(4);
  });

  it('refuses bad input', async () => {
    expect((await t.call('green_discount/get', { category_id: 'x' })).message).toBe('无效的碳惠分类');
    expect((await t.call('green_discount/get', { page: 0 })).message).toBe('无效的分页参数');
  });
});
