import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('carousel/get and channel_banner/get', () => {
  it('lists the slides of a position (home by default)', async () => {
    const home = await t.call('carousel/get');
    expect(home.data.total).toBe(3);
    const check = await t.call('carousel/get', { position: 'check' });
    expect(check.data.list.length).toBeGreaterThan(0);
    expect(
      check.data.list.every((c: { position: string; image: string }) => c.position === 'check' && c.image),
    ).toBe(true);
    expect((await t.call('carousel/get', { position: 'nowhere' })).message).toBe('无效的轮播位置');
  });

  it('lists the banner strip of a channel; the home page has none', async () => {
    const news = await t.call('channel_banner/get', { channel: 'news' });
    expect(news.data.list[0]).toMatchObject({ channel: 'news', title: '内容资讯' });
    expect((await t.call('channel_banner/get')).data.total).toBe(0);
    expect((await t.call('channel_banner/get', { channel: '<b>' })).message).toBe('无效的频道');
  });
});

describe('page/info and page/view', () => {
  it('answers every static page and the two agreements', async () => {
    for (const id of [1, 3, 4, 5, 6, 8, 12, 13, 14, 101, 102]) {
      const { status, data } = await t.call('page/info', { id });
      expect(status).toBe(true);
      expect(data.info).toMatchObject({
        id,
        title: expect.any(String),
        content: expect.stringContaining('<'),
      });
    }
    expect((await t.call('page/info', { id: 101 })).data.info.title).toBe('用户服务协议');
    expect((await t.call('page/info', { id: 102 })).data.info.title).toBe('商家入驻协议');
  });

  it('refuses missing, malformed and unknown ids', async () => {
    expect((await t.call('page/info', {})).message).toBe('缺少页面ID');
    expect((await t.call('page/info', { id: '3abc' })).message).toBe('无效的页面ID');
    expect(await t.call('page/info', { id: 2 })).toMatchObject({
      status: false,
      message: '页面不存在',
      data: null,
    });
    expect((await t.call('page/view', { id: 2 })).message).toBe('页面不存在');
  });

  it('sanitizes page bodies', async () => {
    await t.db
      .update(pages)
      .set({
        content:
          '<h3>说明</h3><script>steal()</script><a href="javascript:void(0)" onclick="x()">点</a><iframe></iframe>',
      })
      .where(eq(pages.id, 5));
    const html: string = (await t.call('page/info', { id: 5 })).data.info.content;
    expect(html).toBe('<h3>说明</h3><a rel="noopener noreferrer">点</a>');
  });

  it('counts a view once per client address', async () => {
    const first = await t.call('page/view', { id: 12 });
    const again = await t.call('page/view', { id: 12 });
    expect(first.status).toBe(true);
    expect(again.data.views).toBe(first.data.views);
    expect((await t.call('page/info', { id: 12 })).data.info.views).toBe(first.data.views);
  });
});
