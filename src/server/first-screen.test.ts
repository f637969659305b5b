import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callKey } from '../core/api/contract/first-calls';
import { cacheOf } from './app';
import { carousels } from './db/schema';
import { clipText, type FirstScreenManifest, firstScreenHtml, inlineJson, trimAnswer } from './first-screen';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manifest: FirstScreenManifest = {
  every: [['config/load', {}]],
  routes: {
    '/home': {
      js: ['/assets/home-page-x.js', '/assets/price-y.js'],
      css: ['/assets/home-page-z.css'],
      calls: [['carousel/get', { position: 'home', page: 1, limit: 10 }]],
      image: ['0.list.0.image'],
    },
    '/home/goodsdetail': {
      js: ['/assets/goods-detail-page-x.js'],
      css: [],
      calls: [['goods/info', { id: '?id' }]],
      image: ['0.info.pictures.0', '0.info.cover'],
    },
    // a manifest can only ever make public reads: these must be left to the browser
    '/home/order': {
      js: [],
      css: [],
      calls: [
        ['order/get', { page: 1, limit: 10 }],
        ['goods_cart/add', { goods_id: 1 }],
      ],
    },
  },
};

/** The answers written into the page, by call key. */
function answers(body: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="tic-boot">(.*)<\/script>/s.exec(body)?.[1];
  return json ? JSON.parse(json) : {};
}

describe('firstScreenHtml', () => {
  it("writes the page's chunks, its largest picture and the answers of its first calls", async () => {
    const { head, body } = await firstScreenHtml(t.app, manifest, '/home', '');
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-page-z.css">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/home-page-x.js">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/price-y.js">');

    const carousel = await t.call('carousel/get', { position: 'home', page: 1, limit: 10 });
    const config = await t.call('config/load');
    const written = answers(body);
    // a list answer leaves out the paging it was asked for: the page knows it
    const { page: _page, limit: _limit, ...slides } = carousel.data;
    expect(written[callKey('carousel/get', { position: 'home', page: 1, limit: 10 })]).toEqual(slides);
    expect(written[callKey('config/load')]).toEqual(config.data);
    const first = carousel.data.list[0].image as string;
    expect(first).toMatch(/^\/images\//);
    expect(head).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
  });

  it('fills parameters from the address, and leaves out what the API refused', async () => {
    const goods = await t.call('goods/info', { id: 1 });
    const ok = await firstScreenHtml(t.app, manifest, '/home/goodsdetail', '?id=1');
    expect(answers(ok.body)[callKey('goods/info', { id: 1 })]).toEqual(goods.data);
    expect(ok.head).toContain(`href="${goods.data.info.pictures[0]}"`);

    for (const search of ['', '?id=abc', '?id=999999']) {
      const { head, body } = await firstScreenHtml(t.app, manifest, '/home/goodsdetail', search);
      expect(Object.keys(answers(body))).toEqual([callKey('config/load')]);
      expect(head).not.toContain('as="image"');
    }
  });

  it('answers only public reads, whatever the manifest says', async () => {
    const { body } = await firstScreenHtml(t.app, manifest, '/home/order', '');
    expect(Object.keys(answers(body))).toEqual([callKey('config/load')]);
    const cart = await t.call('goods_cart/get', { page: 1, limit: 10 }, (await t.loginAs('buyer')).token);
    expect(cart.status).toBe(true); // nothing was added by the manifest's POST
    expect(cart.data.list).toHaveLength(0);
  });

  it('matches encoded and trailing-slash paths as the client router does; other paths get the common calls', async () => {
    const slash = await firstScreenHtml(t.app, manifest, '/home/', '');
    expect(slash.head).toContain('home-page-x.js');
    const other = await firstScreenHtml(t.app, manifest, '/no/such/page', '');
    expect(other.head).toBe('');
    expect(Object.keys(answers(other.body))).toEqual([callKey('config/load')]);
  });
});

describe('shared answers', () => {
  it('serve busy pages for a few seconds: concurrent and repeated views share one call', async () => {
    const calls: string[] = [];
    const counted = new Hono();
    counted.use('/api/*', async (c, next) => {
      calls.push(c.req.path);
      await next();
    });
    counted.route('/', t.app);
    const views = await Promise.all(
      Array.from({ length: 5 }, () => firstScreenHtml(counted, manifest, '/home', '')),
    );
    await firstScreenHtml(counted, manifest, '/home', '');
    expect(calls.sort()).toEqual(['/api/carousel/get', '/api/config/load']);
    expect(new Set(views.map((v) => v.body)).size).toBe(1);
  });

  it('are forgotten at once when the cache hears of a change, and not on a login', async () => {
    const titles = async () => {
      const { body } = await firstScreenHtml(t.app, manifest, '/home', '');
      const key = callKey('carousel/get', { position: 'home', page: 1, limit: 10 });
      return (answers(body)[key] as { list: Array<{ title: string }> }).list.map((s) => s.title);
    };
    await titles();
    await t.db.insert(carousels).values({ title: '首屏新轮播', image: '/x.png', position: 'home', sort: 0 });
    await cacheOf(t.app)?.invalidate('session');
    expect(await titles()).not.toContain('首屏新轮播');
    // what a console write does (lib/public-cache-hooks.ts), on this process or another
    await cacheOf(t.app)?.invalidate('content');
    expect(await titles()).toContain('首屏新轮播');
  });
});

describe('trimmed answers', () => {
  it('leave out the fields the page does not show, and only in the page written', async () => {
    const trimmed: FirstScreenManifest = {
      every: [['config/load', {}]],
      routes: {
        '/home': {
          js: [],
          css: [],
          calls: [
            ['merchant/get', { page: 1, limit: 100 }],
            ['goods_category/getTreeFront', {}],
          ],
          trim: {
            'merchant/get': { rest: { shown: 2, keep: ['id', 'org_name'] } },
            'goods_category/getTreeFront': { drop: ['goods_count'] },
          },
        },
      },
    };
    const { body } = await firstScreenHtml(t.app, trimmed, '/home', '');
    const written = answers(body);
    const merchants = written[callKey('merchant/get', { page: 1, limit: 100 })] as {
      list: Array<Record<string, unknown>>;
      total: number;
    };
    const whole = (await t.call('merchant/get', { page: 1, limit: 100 })).data;
    expect(merchants.total).toBe(whole.total);
    expect(merchants.list.slice(0, 2)).toEqual(whole.list.slice(0, 2));
    expect(merchants.list.slice(2)).toEqual(
      whole.list.slice(2).map((m: { id: number; org_name: string }) => ({ id: m.id, org_name: m.org_name })),
    );
    const tree = JSON.stringify(written[callKey('goods_category/getTreeFront')]);
    expect(tree).toContain('"children"');
    expect(tree).not.toContain('goods_count');
    // the config, a call of every page, is written whole
    expect(written[callKey('config/load')]).toEqual((await t.call('config/load')).data);
    // the shared answer itself is untouched
    expect((await firstScreenHtml(t.app, manifest, '/home', '')).body).not.toBe(body);
  });

  it('leave answers without a list as they are', () => {
    const info = { info: { id: 1, name: 'x' } };
    expect(trimAnswer(info, { drop: ['name'] })).toBe(info);
    expect(trimAnswer({ list: [{ a: 1, b: 2, children: [{ a: 3, b: 4 }] }] }, { drop: ['b'] })).toEqual({
      list: [{ a: 1, children: [{ a: 3 }] }],
    });
  });

  it('leave out a deeper level, and a field whose stand-in has a value', () => {
    const tree = { list: [{ id: 1, type: 2, children: [{ id: 2, type: 2, children: [{ id: 3 }] }] }] };
    expect(trimAnswer(tree, { childDrop: ['type', 'children'] })).toEqual({
      list: [{ id: 1, type: 2, children: [{ id: 2 }] }],
    });
    const cards = {
      list: [
        { cover: '/c.svg', pictures: ['/c.svg'] },
        { cover: '', pictures: ['/p.svg'] },
      ],
    };
    expect(trimAnswer(cards, { spare: { pictures: 'cover' } })).toEqual({
      list: [{ cover: '/c.svg' }, { cover: '', pictures: ['/p.svg'] }],
    });
  });

  it('cut long texts after what their box shows, with an ellipsis', () => {
    const intro = '中研检测技术有限公司成立于 2012 年，是一家第三方综合性检测机构。';
    expect(clipText(intro, 100)).toBe(intro);
    // full-width characters count one, narrower ones half
    expect(clipText(intro, 10)).toBe('中研检测技术有限公司…');
    expect(clipText('ISO 9001 体系', 4)).toBe('ISO 9001…');
    expect(clipText('', 4)).toBe('');
    const trimmed = trimAnswer(
      {
        list: [
          { id: 1, intro, n: 5 },
          { id: 2, intro: '短' },
        ],
        total: 2,
      },
      { clip: { intro: 10, n: 1 } },
    );
    expect(trimmed).toEqual({
      list: [
        { id: 1, intro: '中研检测技术有限公司…', n: 5 },
        { id: 2, intro: '短' },
      ],
      total: 2,
    });
  });
});

describe('inlineJson', () => {
  it('cannot close the script element or open another', () => {
    const text = inlineJson({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
