import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: number; title: string; category_id: number | null; published_at: string };

const EVIL =
  '<p>正文</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe><p style="color:red">尾</p>';

/** A view from a given client address (the test app trusts X-Forwarded-For). */
const view = async (id: string, body: unknown, ip: string) => {
  const res = await t.request(`/api/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ status: boolean; message: string; data: { views: number } | null }>;
};

describe('announcement/get and detail', () => {
  it('lists announcements newest first in the list shape', async () => {
    const a = await t.call('announcement/get', { page: 1, limit: 3 });
    expect(a.status).toBe(true);
    expect(a.data).toMatchObject({ page: 1, limit: 3 });
    expect(a.data.total).toBeGreaterThanOrEqual(5);
    const times = a.data.list.map((x: Item) => x.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(a.data.list[0]).not.toHaveProperty('content');
  });

  it('answers { info } with the body and prev/next neighbours in list order', async () => {
    const all = (await t.call('announcement/get', { limit: 100 })).data.list as Item[];
    const mid = all[1]!;
    const { data } = await t.call('announcement/detail', { id: mid.id });
    expect(data.info.content).toContain('<p>');
    expect(data.info.prev).toEqual({ id: all[0]!.id, title: all[0]!.title });
    expect(data.info.next).toEqual({ id: all[2]!.id, title: all[2]!.title });
    const first = (await t.call('announcement/detail', { id: all[0]!.id })).data.info;
    expect(first.prev).toBeNull();
  });

  it('refuses bad ids and ids of another kind with a Chinese message', async () => {
    expect((await t.call('announcement/detail', {})).message).toBe('缺少文章ID');
    expect((await t.call('announcement/detail', { id: 'abc' })).message).toBe('无效的文章ID');
    expect((await t.call('announcement/detail', { id: -1 })).message).toBe('无效的文章ID');
    const news = (await t.call('article/get', { limit: 1 })).data.list[0] as Item;
    const wrong = await t.call('announcement/detail', { id: news.id });
    expect(wrong).toMatchObject({ status: false, message: '公告不存在', data: null });
  });
});

describe('article (news)', () => {
  it('lists categories and filters by category and keyword', async () => {
    const cats = await t.call('article_category/get');
    expect(cats.data.list.map((c: { name: string }) => c.name)).toEqual([
      '政策法规',
      '行业动态',
      '标准发布',
      '技术前沿',
    ]);
    const policy = await t.call('article/get', { category_id: 1, limit: 100 });
    expect(policy.data.total).toBeGreaterThan(0);
    expect(
      policy.data.list.every(
        (x: Item & { category_name: string }) => x.category_id === 1 && x.category_name === '政策法规',
      ),
    ).toBe(true);
    const hit = await t.call('article/get', { keyword: policy.data.list[0].title.slice(0, 6) });
    expect(hit.data.list.map((x: Item) => x.id)).toContain(policy.data.list[0].id);
    expect((await t.call('article/get', { keyword: '%' })).data.total).toBe(0);
    expect((await t.call('article/get', { category_id: 'x' })).message).toBe('无效的分类');
    expect((await t.call('article/get', { keyword: '检'.repeat(51) })).message).toBe(
      '搜索关键词不能超过50个字',
    );
  });

  it('sanitizes the body before it leaves the server', async () => {
    await t.db.update(articles).set({ content: EVIL }).where(eq(articles.id, 8));
    const { data } = await t.call('article/detail', { id: 8 });
    const html: string = data.info.content;
    expect(html).toContain('<p>正文</p>');
    for (const bad of ['<script', 'alert', 'onerror', 'javascript:', '<iframe', 'style='])
      expect(html).not.toContain(bad);
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('hides articles scheduled for later', async () => {
    await t.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.id, 9));
    expect((await t.call('article/detail', { id: 9 })).message).toBe('资讯不存在');
    const ids = (await t.call('article/get', { limit: 100 })).data.list.map((x: Item) => x.id);
    expect(ids).not.toContain(9);
  });

  it('counts a view once per client address, and refuses unknown ids', async () => {
    const before = (await t.call('article/detail', { id: 10 })).data.info.views as number;
    expect((await view('article/view', { id: 10 }, '10.0.0.1')).data?.views).toBe(before + 1);
    expect((await view('article/view', { id: 10 }, '10.0.0.1')).data?.views).toBe(before + 1);
    expect((await view('article/view', { id: 10 }, '10.0.0.2')).data?.views).toBe(before + 2);
    expect(await view('article/view', { id: 99999 }, '10.0.0.1')).toMatchObject({
      status: false,
      message: '资讯不存在',
    });
    expect(await view('article/view', { id: '1 or 1=1' }, '10.0.0.1')).toMatchObject({
      status: false,
      message: '无效的文章ID',
    });
    expect((await t.request('/api/article/view?id=10')).status).toBe(405);
  });
});

describe('help', () => {
  it('answers the category tree and lists help by category and keyword', async () => {
    const tree = await t.call('help_category/getTree');
    expect(tree.data.list.map((c: { name: string }) => c.name)).toEqual([
      '新手指南',
      '订单与支付',
      '发票与合同',
      '售后服务',
    ]);
    expect(tree.data.list.every((c: { children: unknown[] }) => Array.isArray(c.children))).toBe(true);
    const orders = await t.call('help/get', { category_id: 12, limit: 100 });
    expect(orders.data.total).toBe(3);
    const found = await t.call('help/get', { keyword: '发票' });
    expect(found.data.total).toBeGreaterThan(0);
  });

  it('answers a help article without neighbours and counts views', async () => {
    const { data } = await t.call('help/detail', { id: 22 });
    expect(data.info).toMatchObject({ id: 22, prev: null, next: null });
    expect((await view('help/views', { id: 22 }, '10.0.1.1')).status).toBe(true);
    expect((await t.call('help/detail', { id: 1 })).message).toBe('帮助文章不存在');
  });
});
