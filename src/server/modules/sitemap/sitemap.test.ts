import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_STATUS_CODE, MERCHANT_STATUS_CODE } from '../../../core/rules/goods-states';
import { cacheOf } from '../../app';
import { articles, goods, merchants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mountSitemap } from './sitemap-http';

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
const ORIGIN = 'https://shop.example.cn';
const viaProxy = { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.cn' } };

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sitemap = async (path = '/sitemap.xml', app: Hono = t.app) => {
    const res = await app.request(path, viaProxy);
    return { status: res.status, type: res.headers.get('content-type'), xml: await res.text() };
  };

  it('robots.txt keeps private areas out, the service detail in, and names the absolute sitemap', async () => {
    const res = await t.request('/robots.txt', viaProxy);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\n/);
    for (const path of ['/home/', '/merchant', '/expert', '/admin', '/shopcar', '/cashierdesk', '/api/'])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain('\nAllow: /home/goodsdetail\n');
    expect(text).not.toMatch(/Disallow: \/\n/);
    expect(text).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    // every line is a directive search engines know
    for (const line of text.split('\n').filter(Boolean))
      expect(line).toMatch(/^(User-agent: \*|Allow: \/\S*|Disallow: \/\S*|Sitemap: https?:\/\/\S+)$/);
  });

  it('lists the public pages, services on sale, open shops and published articles, with lastmod', async () => {
    const { status, type, xml } = await sitemap();
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(xml);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/check/index%20copy`);
    expect(urls).not.toContain(`${ORIGIN}/home/order`);
    const onSale = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 1));
    expect(onSale.length).toBeGreaterThan(0);
    expect(urls).toContain(`${ORIGIN}/home/goodsdetail?id=${onSale[0]?.id}`);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/shop?id=`))).toBe(true);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/news/detail?id=`))).toBe(true);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/help/detail?id=`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(xml).toMatch(
      /<url><loc>[^<]*goodsdetail\?id=\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/url>/,
    );
  });

  it('leaves out a withdrawn service, a closed shop and its services, and an unpublished article, once the change is heard', async () => {
    const [first, second] = await t.db
      .select({ id: goods.id, shop: goods.merchantId })
      .from(goods)
      .where(eq(goods.status, 1))
      .orderBy(goods.id)
      .limit(2);
    const [article] = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.kind, 'news'))
      .limit(1);
    if (!first || !second || !article) throw new Error('the seed has services and news');
    const before = locs((await sitemap()).xml);
    expect(before).toContain(`${ORIGIN}/home/goodsdetail?id=${first.id}`);

    await t.db.update(goods).set({ status: GOODS_STATUS_CODE.off_shelf }).where(eq(goods.id, first.id));
    await t.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, article.id));
    // a flood meets the kept answer: nothing is asked again until the change is announced
    expect(locs((await sitemap()).xml)).toEqual(before);
    await cacheOf(t.app)?.invalidate('catalogue');
    const after = locs((await sitemap()).xml);
    expect(after).not.toContain(`${ORIGIN}/home/goodsdetail?id=${first.id}`);
    expect(after).not.toContain(`${ORIGIN}/news/detail?id=${article.id}`);
    expect(after).toContain(`${ORIGIN}/home/goodsdetail?id=${second.id}`);

    // a closed shop takes its services with it
    const shopGoods = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.merchantId, second.shop));
    await t.db
      .update(merchants)
      .set({ status: MERCHANT_STATUS_CODE.closed })
      .where(eq(merchants.id, second.shop));
    await cacheOf(t.app)?.invalidate('catalogue');
    const closed = locs((await sitemap()).xml);
    expect(closed).not.toContain(`${ORIGIN}/shop?id=${second.shop}`);
    for (const g of shopGoods) expect(closed).not.toContain(`${ORIGIN}/home/goodsdetail?id=${g.id}`);

    await t.db.update(merchants).set({ status: 1 }).where(eq(merchants.id, second.shop));
    await t.db
      .update(goods)
      .set({ status: 1 })
      .where(inArray(goods.id, [first.id]));
    await t.db.update(articles).set({ status: 'published' }).where(eq(articles.id, article.id));
    await cacheOf(t.app)?.invalidate('all');
  });

  it('past the page size, /sitemap.xml is an index of paged sitemaps holding every address once', async () => {
    const whole = locs((await sitemap()).xml);
    const paged = new Hono();
    mountSitemap(paged, t.db, { pageSize: 7, trustProxy: true });
    const index = await sitemap('/sitemap.xml', paged);
    expect(index.status).toBe(200);
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(index.xml);
    expect(pages.length).toBe(Math.ceil(whole.length / 7));
    expect(pages[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const all: string[] = [];
    for (const [i, page] of pages.entries()) {
      const part = await sitemap(new URL(page).pathname, paged);
      expect(part.status).toBe(200);
      expect(part.xml).toContain('<urlset');
      const urls = locs(part.xml);
      expect(urls.length).toBe(i < pages.length - 1 ? 7 : whole.length - 7 * (pages.length - 1));
      all.push(...urls);
    }
    expect(all).toEqual(whole);
    expect((await sitemap(`/sitemap-${pages.length + 1}.xml`, paged)).status).toBe(404);
    expect((await sitemap('/sitemap-0.xml', paged)).status).toBe(404);
  });

  it('names the origin the request came to, and never a Host header that is no host', async () => {
    const plain = await t.request('/robots.txt', { headers: { host: 'evil.example"><x' } });
    expect(await plain.text()).toContain('\nSitemap: http://localhost/sitemap.xml\n');
  });
});
