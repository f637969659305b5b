import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { merchantArticles, merchants } from '../../db/schema';
import { body, testAppForFile } from '../../test/test-app';
import { plainSummary } from './merchant-article.service';

const t = testAppForFile();

type Item = {
  id: number;
  merchant_id: number;
  nav: number;
  title: string;
  summary: string;
  published_at: string;
};

/** Calls from one client address (the test app trusts X-Forwarded-For). */
const viewFrom = async (ip: string, id: unknown) => {
  const res = await t.request('/api/merchant_article/views', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ id }),
  });
  return body(res);
};

describe('merchant_article/get', () => {
  it('lists a shop’s articles of one nav, newest first, with a plain-text summary', async () => {
    const { status, data } = await t.call('merchant_article/get', { merchant_id: 1, nav: 5 });
    expect(status).toBe(true);
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.every((a: Item) => a.merchant_id === 1 && a.nav === 5)).toBe(true);
    const dates = data.list.map((a: Item) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.list[0]).not.toHaveProperty('content');
    expect(data.list[0].summary).not.toMatch(/[<>]/);
  });

  it('lists every nav when nav is absent, and pages', async () => {
    const all = await t.call('merchant_article/get', { merchant_id: 1, limit: 100 });
    expect(new Set(all.data.list.map((a: Item) => a.nav)).size).toBeGreaterThan(1);
    const page2 = await t.call('merchant_article/get', { merchant_id: 1, page: 2, limit: 2 });
    expect(page2.data).toMatchObject({ page: 2, limit: 2, total: all.data.total });
    expect(page2.data.list[0].id).toBe(all.data.list[2].id);
  });

  it('refuses bad input and unknown shops', async () => {
    expect((await t.call('merchant_article/get', {})).message).toBe('缺少店铺ID');
    expect((await t.call('merchant_article/get', { merchant_id: 'x' })).message).toBe('无效的店铺ID');
    for (const nav of [1, 7, 'news', -2]) {
      expect(await t.call('merchant_article/get', { merchant_id: 1, nav })).toMatchObject({
        status: false,
        message: '无效的栏目',
      });
    }
    expect((await t.call('merchant_article/get', { merchant_id: 9999 })).message).toBe('店铺不存在');
    expect((await t.call('merchant_article/get', { merchant_id: 1, limit: 101 })).data.limit).toBe(100);
  });
});

describe('merchant_article/info', () => {
  it('answers the article with a sanitized body and its neighbours', async () => {
    const list = (await t.call('merchant_article/get', { merchant_id: 1, nav: 2, limit: 100 })).data.list;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const { status, data } = await t.call('merchant_article/info', { id: list[1].id });
    expect(status).toBe(true);
    expect(data.info).toMatchObject({
      id: list[1].id,
      merchant_id: 1,
      nav: 2,
      content: expect.stringContaining('<p>'),
      prev: { id: list[0].id, title: list[0].title },
      next: { id: list[2].id, title: list[2].title },
    });
    const first = await t.call('merchant_article/info', { id: list[0].id });
    expect(first.data.info.prev).toBeNull();
  });

  it('strips scripts, event handlers and javascript: links from bodies', async () => {
    const [row] = await t.db
      .insert(merchantArticles)
      .values({
        merchantId: 1,
        nav: 5,
        title: '测试',
        content:
          '<p onclick="alert(1)">正文</p><script>alert(2)</script><a href="javascript:alert(3)">链接</a><img src="x" onerror="alert(4)"><h2>小标题</h2>',
      })
      .returning({ id: merchantArticles.id });
    const { data } = await t.call('merchant_article/info', { id: row!.id });
    expect(data.info.content).toContain('<p>正文</p>');
    expect(data.info.content).toContain('<h2>小标题</h2>');
    expect(data.info.content).not.toMatch(/onclick|onerror|<script|alert\(2\)|javascript:/i);
  });

  it('refuses unknown articles, another shop’s article and closed shops alike', async () => {
    expect(await t.call('merchant_article/info', { id: 999999 })).toMatchObject({
      status: false,
      message: '文章不存在',
    });
    const mine = (await t.call('merchant_article/get', { merchant_id: 2 })).data.list[0];
    expect((await t.call('merchant_article/info', { id: mine.id, merchant_id: 1 })).message).toBe(
      '文章不存在',
    );
    expect((await t.call('merchant_article/info', { id: mine.id, merchant_id: 2 })).status).toBe(true);
    expect((await t.call('merchant_article/info', {})).message).toBe('缺少文章ID');
    expect((await t.call('merchant_article/info', { id: '1; drop' })).message).toBe('无效的文章ID');
    await t.db.update(merchants).set({ status: MERCHANT_STATUS_CODE.closed }).where(eq(merchants.id, 2));
    expect((await t.call('merchant_article/info', { id: mine.id })).message).toBe('文章不存在');
    expect((await t.call('merchant_article/get', { merchant_id: 2 })).message).toBe('店铺不存在');
    await t.db.update(merchants).set({ status: 1 }).where(eq(merchants.id, 2));
  });
});

describe('merchant_article/views', () => {
  it('counts one view per address and article per window', async () => {
    const [a] = (await t.call('merchant_article/get', { merchant_id: 3 })).data.list;
    const views = async () =>
      (await t.db.select().from(merchantArticles).where(eq(merchantArticles.id, a.id)))[0]!.views;
    const before = await views();
    expect(await viewFrom('10.0.0.1', a.id)).toMatchObject({ status: true, data: { counted: true } });
    expect(await viewFrom('10.0.0.1', a.id)).toMatchObject({ status: true, data: { counted: false } });
    expect(await views()).toBe(before + 1);
    await viewFrom('10.0.0.2', a.id);
    expect(await views()).toBe(before + 2);
  });

  it('refuses unknown and bad ids', async () => {
    expect(await viewFrom('10.0.0.3', 999999)).toMatchObject({ status: false, message: '文章不存在' });
    expect(await viewFrom('10.0.0.3', 'abc')).toMatchObject({ status: false, message: '无效的文章ID' });
  });
});

describe('plainSummary', () => {
  it('turns a body into one line of text and clips it', () => {
    expect(plainSummary('<p><strong>问：</strong>多久？</p><p>答：3&nbsp;天 &amp; 更快</p>')).toBe(
      '问：多久？ 答：3 天 & 更快',
    );
    expect(plainSummary(`<p>${'检'.repeat(200)}</p>`, 10)).toBe(`${'检'.repeat(10)}…`);
    expect(plainSummary('<script>x()</script>正文')).toBe('正文');
  });
});
