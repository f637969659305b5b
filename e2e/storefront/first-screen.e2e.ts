import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { expectVisible, useBrowser } from '../support/fixture';

/**
 * The server writes a page's first screen into its HTML (src/server/first-screen.ts): the
 * page's chunks and largest picture as preloads, the answers of its first calls as JSON. The
 * browser then shows the page without asking the API for those answers again.
 */
/** The built chunk of a page module (files are named by hash; the build maps them back). */
function chunkOf(name: string): string {
  const names: Record<string, string> = JSON.parse(readFileSync('dist/storefront/chunk-names.json', 'utf8'));
  const file = Object.keys(names).find((f) => names[f] === name);
  if (!file) throw new Error(`no chunk named ${name}`);
  return `/${file}`;
}

describe('the first screen arrives with the page', () => {
  const b = useBrowser();

  async function openRecording(path: string, session?: (typeof b.sessions)['buyer']) {
    const { page, errors } = await b.open({ stub: false, session });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname.slice('/api/'.length));
    });
    const res = await page.goto(b.baseURL + path);
    return { page, errors, asked, html: (await res?.text()) ?? '' };
  }

  it('home: carousel, categories, shops, notices and recommendations without a request of their own', async () => {
    const { page, errors, asked, html } = await openRecording('/home');
    const carousel = await api<{ list: Array<{ image: string }> }>(b.baseURL, 'carousel/get', {
      body: { position: 'home', page: 1, limit: 10 },
    });
    const image = carousel.data?.list[0]?.image ?? '';
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    expect(html).toContain(`<link rel="modulepreload" href="${chunkOf('home-page')}">`);
    await expectVisible(page.locator(`.sf-carousel img[src="${image}"]`).first());
    await expectVisible(page.locator('.sf-catmenu a').first());
    await page.waitForLoadState('networkidle');
    for (const id of [
      'config/load',
      'search/get',
      'carousel/get',
      'goods_category/getTreeFront',
      'merchant/get',
      'announcement/get',
      'channel_banner/get',
    ]) {
      expect(asked, id).not.toContain(id);
    }
    expect(errors).toEqual([]);
  });

  it('news: hero, categories, articles and the latest announcements without a request of their own', async () => {
    const { page, asked } = await openRecording('/news');
    await expectVisible(page.locator('.sf-ct-main a[href^="/news/detail?id="]').first());
    await page.waitForLoadState('networkidle');
    for (const id of ['channel_banner/get', 'article_category/get', 'article/get', 'announcement/get']) {
      expect(asked, id).not.toContain(id);
    }
  });

  it('goods detail: the service from the page, and a second visit asks the API as usual', async () => {
    const { page, asked } = await openRecording('/home/goodsdetail?id=1');
    const goods = await api<{ info: { name: string } }>(b.baseURL, 'goods/info', { body: { id: 1 } });
    const heading = page.locator('h1', { hasText: goods.data?.info.name ?? '?' });
    await expectVisible(heading);
    expect(asked).not.toContain('goods/info');

    // client-side navigation away and back: the written answer was taken once
    await page.evaluate("history.pushState(null, '', '/help'); dispatchEvent(new PopStateEvent('popstate'))");
    await page.waitForURL(/\/help$/);
    await page.goBack();
    await expectVisible(heading);
    expect(asked).toContain('goods/info');
  });

  it('a logged-in buyer gets the same public answers and their own cart from the API', async () => {
    const { page, asked } = await openRecording('/home', b.sessions.buyer);
    await expectVisible(page.locator('.sf-carousel img').first());
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('carousel/get');
    expect(asked).toContain('goods_cart/get');
  });
});
