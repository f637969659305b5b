import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subsidies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Sub = { id: number; status: string; region: string; rate: number; cap: number; content?: string };

describe('subsidy/get', () => {
  it('lists programmes with rate, cap in yuan, dates and status', async () => {
    const { data } = await t.call('subsidy/get', { limit: 100 });
    expect(data.total).toBeGreaterThanOrEqual(6);
    expect(data.list[0]).toMatchObject({
      title: expect.any(String),
      issuer: expect.any(String),
      rate: expect.any(Number),
      cap: expect.any(Number),
      status: expect.stringMatching(/^(active|upcoming|ended)$/),
      status_name: expect.any(String),
    });
    const first = data.list.find((s: Sub) => s.id === 1);
    expect(first).toMatchObject({ rate: 50, cap: 20000, region: '江苏省苏州市' });
    expect(first).not.toHaveProperty('content');
  });

  it('filters by status and region; ended programmes sort last', async () => {
    await t.db
      .update(subsidies)
      .set({ endsAt: new Date('2025-12-31T00:00:00Z') })
      .where(eq(subsidies.id, 6));
    const all = (await t.call('subsidy/get', { limit: 100 })).data.list as Sub[];
    expect(all.at(-1)).toMatchObject({ id: 6, status: 'ended', status_name: '已结束' });
    const active = (await t.call('subsidy/get', { status: 'active', limit: 100 })).data.list as Sub[];
    expect(active.every((s) => s.status === 'active')).toBe(true);
    expect(active.map((s) => s.id)).not.toContain(6);
    const hz = (await t.call('subsidy/get', { region: '杭州' })).data.list as Sub[];
    expect(hz.map((s) => s.id)).toEqual([3]);
  });

  it('answers one programme by id with its sanitized body and services', async () => {
    await t.db
      .update(subsidies)
      .set({ content: '<p>说明</p><script>x()</script><img src=x onerror=alert(1)>' })
      .where(eq(subsidies.id, 2));
    const { data } = await t.call('subsidy/get', { id: 2 });
    expect(data.list).toHaveLength(1);
    expect(data.list[0].content).toBe('<p>说明</p><img src="x" />');
    expect(data.list[0].goodsList.length).toBeGreaterThan(0);
    expect(data.list[0].goodsList[0]).toMatchObject({ servicsInfo: { id: 2 } });
  });

  it('refuses bad input', async () => {
    expect((await t.call('subsidy/get', { id: 999 })).message).toBe('补贴政策不存在');
    expect((await t.call('subsidy/get', { id: 'x' })).message).toBe('无效的补贴ID');
    expect((await t.call('subsidy/get', { status: 'open' })).message).toBe('无效的补贴状态');
  });
});

describe('subsidy_platform', () => {
  it('lists platforms with the number of programmes of their region', async () => {
    const { data } = await t.call('subsidy_platform/get');
    expect(data.total).toBeGreaterThanOrEqual(6);
    expect(data.list[0]).toMatchObject({ id: 1, name: expect.any(String), subsidy_count: 1 });
    expect(
      (await t.call('subsidy_platform/get', { keyword: '外贸' })).data.list.map((p: { id: number }) => p.id),
    ).toEqual([6]);
  });

  it('answers a platform with its programmes, and refuses unknown ids', async () => {
    const { data } = await t.call('subsidy_platform/info', { id: 3 });
    expect(data.info).toMatchObject({ id: 3, region: '浙江省杭州市' });
    expect(data.info.subsidies.map((s: Sub) => s.id)).toEqual([3]);
    expect((await t.call('subsidy_platform/info', { id: 999 })).message).toBe('合作平台不存在');
    expect((await t.call('subsidy_platform/info', {})).message).toBe('缺少平台ID');
  });
});
