import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenManifest } from './first-screen';
import type { PageHeads } from './page-head';
import { mountStorefront } from './static';
import { createTestApp, type TestApp } from './test/test-app';

/** A built storefront of our own: the shell and a manifest with one route. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tic-storefront-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry-1.js'), 'export {};');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="站点说明"><title>商城</title></head><body><div id="app"></div></body></html>',
  );
  const heads: PageHeads = {
    '/help': { title: '帮助中心', description: '常见问题' },
    '/home/goodsdetail': {
      title: '服务详情',
      named: { call: ['goods/info', { id: '?id' }], name: 'info.name', text: ['info.description'] },
    },
  };
  writeFileSync(join(dir, 'page-heads.json'), JSON.stringify(heads));
  const manifest: FirstScreenManifest = {
    every: [['config/load', {}]],
    routes: {
      '/help': { js: ['/assets/help-page-1.js'], css: [], calls: [['help/get', { page: 1, limit: 10 }]] },
    },
  };
  writeFileSync(join(dir, 'first-screen.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'route-chunks.json'), JSON.stringify({ '/help': ['/assets/help-page-1.js'] }));
  return dir;
}

describe('the storefront shell', () => {
  let t: TestApp;
  let withAnalytics: TestApp;
  const dir = fakeBuild();
  beforeAll(async () => {
    t = await createTestApp();
    mountStorefront(t.app, { storefrontDir: dir });
    withAnalytics = await createTestApp();
    mountStorefront(withAnalytics.app, {
      storefrontDir: dir,
      analyticsScript: 'https://hm.baidu.com/hm.js?0123456789abcdef',
    });
  });
  afterAll(async () => {
    await Promise.all([t.close(), withAnalytics.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a route with the page, its chunks and its first calls' answers, under the page policy", async () => {
    const res = await t.request('/help');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await res.text();
    expect(html).toContain('<link rel="modulepreload" href="/assets/help-page-1.js"></head>');
    expect(html).toMatch(/<script type="application\/json" id="tic-boot">\{"help\/get\?limit=10&page=1":/);
    expect(html).not.toContain('hm.baidu.com');
  });

  it('serves the chunks each route preloads on navigation, revalidated every time', async () => {
    const res = await t.request('/route-chunks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ '/help': ['/assets/help-page-1.js'] });
  });

  it('serves assets, and a missing asset is a 404, never the page', async () => {
    expect((await t.request('/assets/entry-1.js')).status).toBe(200);
    const missing = await t.request('/assets/help-page-0.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="app">');
  });

  it("writes the route's own title and description into the page", async () => {
    const html = await (await t.request('/help')).text();
    expect(html).toContain('<title>帮助中心 - 商城</title>');
    expect(html).toContain('<meta name="description" content="常见问题">');
    expect(html).not.toContain('noindex');
  });

  it("names a detail page by its item: the service's name and summary, escaped", async () => {
    const info = (await t.call('goods/info', { id: 1 })).data.info;
    // the first request starts the answer, which a loaded machine may give after the page's
    // deadline; the page asked again a moment later has it at once
    await t.request('/home/goodsdetail?id=1');
    const res = await t.request('/home/goodsdetail?id=1');
    expect(res.status).toBe(200);
    const html = await res.text();
    const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    expect(html).toContain(`<title>${esc(info.name)} - 商城</title>`);
    expect(html).toContain(`<meta name="description" content="${esc(info.description).slice(0, 40)}`);
    // an id no service has keeps the route's title; the page says the service is gone
    const gone = await t.request('/home/goodsdetail?id=99999999');
    expect(gone.status).toBe(200);
    expect(await gone.text()).toContain('<title>服务详情 - 商城</title>');
  });

  it('answers a path no route claims with the not-found page as HTTP 404, not to be indexed', async () => {
    for (const path of ['/no/such/page', '/healthz/extra', '/home/nothing', '/index.html', '/help/']) {
      const res = await t.request(path);
      if (path === '/help/') {
        expect(res.status, path).toBe(200); // a trailing slash is the same route
        continue;
      }
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<div id="app">');
      expect(html).toContain('<title>页面不存在 - 商城</title>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('keeps the health probes their own answers', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('includes the configured analytics script and allows its origin, and nothing else', async () => {
    const res = await withAnalytics.request('/help');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<meta name="tic-analytics" content="https://hm.baidu.com/hm.js?0123456789abcdef"></head>',
    );
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://hm.baidu.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://hm.baidu.com;");
    expect(policy).not.toContain('unsafe-eval');
  });
});
