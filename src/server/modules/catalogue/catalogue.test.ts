import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cat = { id: number; name: string; parent_id: number | null; servics_id: number; goods_count: number };
type Node = Cat & { children: Node[] };

describe('servics/get', () => {
  it('lists the five service types with their goods counts', async () => {
    const { data } = await t.call('servics/get');
    expect(data.list.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual([
      [1, '检验检测'],
      [2, '认证认可'],
      [3, '计量校准'],
      [4, '培训'],
      [5, '咨询'],
    ]);
    expect(data.total).toBe(5);
    expect(data.list.every((s: { goods_count: number }) => s.goods_count > 0)).toBe(true);
  });
});

describe('goods_category/get', () => {
  it('lists the top level of one service type, counting the children’s goods', async () => {
    const { data } = await t.call('goods_category/get', { servics_id: 1, limit: 100 });
    expect(data.list.length).toBeGreaterThan(3);
    expect(data.list.every((c: Cat) => c.parent_id === null && c.servics_id === 1)).toBe(true);
    const water = data.list.find((c: Cat) => c.id === 120);
    expect(water.goods_count).toBeGreaterThanOrEqual(3);
  });

  it('lists the children of a parent', async () => {
    const { data } = await t.call('goods_category/get', { parent_id: 120 });
    expect(data.list.map((c: Cat) => c.id)).toEqual([121, 122, 123]);
  });

  it('refuses bad filters and unknown parents', async () => {
    expect((await t.call('goods_category/get', { servics_id: 9 })).message).toBe('无效的服务类型');
    expect((await t.call('goods_category/get', { servics_id: 'x' })).message).toBe('无效的服务类型');
    expect((await t.call('goods_category/get', { parent_id: 'x' })).message).toBe('无效的上级分类');
    expect((await t.call('goods_category/get', { parent_id: 99999 })).message).toBe('分类不存在');
    expect((await t.call('goods_category/get', { limit: 'all' })).message).toBe('无效的分页参数');
  });
});

describe('goods_category/getTreeFront', () => {
  it('answers roots of every service type with their children', async () => {
    const { data } = await t.call('goods_category/getTreeFront');
    const roots: Node[] = data.list;
    expect(new Set(roots.map((r) => r.servics_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(roots.every((r) => r.parent_id === null && r.children.every((c) => c.parent_id === r.id))).toBe(
      true,
    );
    const food = roots.find((r) => r.id === 110)!;
    expect(food.children.map((c) => c.name)).toContain('农药残留检测');
    expect(food.goods_count).toBe(food.children.reduce((n, c) => n + c.goods_count, 0));
  });
});

// The directory of testing organisations (/check/index copy) filters merchant/get by province.
describe('merchant/get by province', () => {
  it('answers the province of each shop and filters by it', async () => {
    const all = await t.call('merchant/get', { kind: 'testing_lab', limit: 100 });
    expect(all.data.list.every((m: { province: string }) => m.province)).toBe(true);
    const gd = await t.call('merchant/get', { kind: 'testing_lab', province: '广东省', limit: 100 });
    expect(gd.data.total).toBeGreaterThan(0);
    expect(gd.data.list.every((m: { province: string }) => m.province === '广东省')).toBe(true);
    expect((await t.call('merchant/get', { province: '火星' })).data.total).toBe(0);
    expect((await t.call('merchant/get', { province: '省'.repeat(31) })).message).toBe('省份不能超过30个字');
  });
});
