import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheOf, createApp } from '../app';
import { createDb, type Database } from '../db';
import { carousels, goodsOptions } from '../db/schema';
import { enrolledStaff, staffCall, staffTokensOf } from '../modules/operator/operator-test-kit';
import { buyerOf, cartItem, WATER } from '../modules/order/order-fixtures';
import { reindexGoods } from '../modules/search/index/maintain';
import { seedIfEmpty } from '../seed';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTempDatabase, localPostgresUrl, postgresAnswers } from '../test/postgres';
import { body, DEMO, TEST_ORIGIN, type TestApp, testAppForFile, testAppOn } from '../test/test-app';
import { CHANNEL } from './cache';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-answers';

const NEW_PASSWORD = 'Cache#Renewed2026';
const hotWords = async (t: TestApp) =>
  (
    (await t.call('search/get', { type: 'goods', page: 1, limit: 100 })).data.list as Array<{
      keyword: string;
    }>
  ).map((w) => w.keyword);
const cartStatus = async (t: TestApp, token: string) => (await t.call('goods_cart/get', {}, token)).status;
type Cart = { list: Array<{ id: number; price: number }>; total: number };
const cartOf = async (t: TestApp, token: string): Promise<Cart> =>
  (await t.call('goods_cart/get', { page: 1, limit: 100 }, token)).data;
const cartIds = async (t: TestApp, token: string) => (await cartOf(t, token)).list.map((i) => i.id);

/** Every cache of lib/cache.ts: what it keeps, and that a change is seen at once. */
describe('caches on one process (PGlite)', () => {
  const t = testAppForFile();
  let admin: string;
  beforeAll(async () => ({ admin } = await staffTokensOf(t, 'admin')));

  it('answers config/load with an ETag, 304 when unchanged, a new body at once after a change', async () => {
    const first = await t.request('/api/config/load');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await t.request('/api/config/load', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const saved = await staffCall(t, 'operator_config/update', { welcome_notice: '缓存已更新' }, admin);
    expect(saved.status).toBe(true);
    const after = await t.request('/api/config/load', { headers: { 'If-None-Match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await body(after)).data.config.welcome_notice).toBe('缓存已更新');
  });

  it('sends a query it has answered as it was, and still refuses a malformed one every time', async () => {
    const path = '/api/search/get?type=goods&page=1&limit=20';
    const first = await t.request(path);
    const again = await t.request(path);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(await first.text());
    for (let i = 0; i < 2; i++) {
      const junk = await body(await t.request('/api/search/get?type=goods&page=abc&limit=20'));
      expect(junk).toMatchObject({ status: false, message: '无效的分页参数' });
    }
  });

  it('sends a kept answer with the very headers of the first, to every kind of caller', async () => {
    // the first answer is made through the middleware chain, later ones skip it (keptPublicFirst)
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== 'date');
    const { token } = await t.loginAs('buyer');
    const callers: Array<Record<string, string>> = [
      {},
      { origin: TEST_ORIGIN },
      { origin: 'https://evil.example' },
      { 'login-token': token, origin: TEST_ORIGIN },
    ];
    for (const headers of callers) {
      await cacheOf(t.app)?.invalidate('hot_words');
      const first = await t.request('/api/search/get?type=goods', { headers });
      const kept = await t.request('/api/search/get?type=goods', { headers });
      expect(headersOf(kept)).toEqual(headersOf(first));
      expect(await kept.text()).toBe(await first.text());
      const etag = first.headers.get('etag')!;
      await cacheOf(t.app)?.invalidate('hot_words');
      const firstUnchanged = await t.request('/api/search/get?type=goods', {
        headers: { ...headers, 'if-none-match': etag },
      });
      const keptUnchanged = await t.request('/api/search/get?type=goods', {
        headers: { ...headers, 'if-none-match': etag },
      });
      expect([firstUnchanged.status, keptUnchanged.status]).toEqual([304, 304]);
      expect(headersOf(keptUnchanged)).toEqual(headersOf(firstUnchanged));
    }
  });

  it('never marks an answer to a logged-in caller public, and keeps no-store on private answers', async () => {
    const { token } = await t.loginAs('buyer');
    const pub = await t.request('/api/config/load', { headers: { 'login-token': token } });
    expect(pub.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const cart = await t.request('/api/goods_cart/get', { headers: { 'login-token': token } });
    expect(cart.headers.get('cache-control')).toBe('no-store');
    expect(cart.headers.get('etag')).toBeNull();
  });

  it('sees a hot word added, re-sorted and deleted at once', async () => {
    const before = await hotWords(t);
    const added = await staffCall(
      t,
      'operator_hot_word/add',
      { keyword: '缓存热词', type: 'goods', sort: 0 },
      admin,
    );
    expect(added.status).toBe(true);
    expect(await hotWords(t)).toEqual(expect.arrayContaining(['缓存热词']));
    const id = added.data.info.id;
    expect((await staffCall(t, 'operator_hot_word/sort', { id, sort: 999 }, admin)).status).toBe(true);
    expect((await hotWords(t)).at(-1)).toBe('缓存热词');
    expect((await staffCall(t, 'operator_hot_word/delete', { id }, admin)).status).toBe(true);
    expect(await hotWords(t)).toEqual(before);
  });

  it('sees a carousel change once the content topic is invalidated', async () => {
    const slides = async () =>
      (await t.call('carousel/get', { position: 'home' })).data.list as Array<{ title: string }>;
    await slides();
    await t.db.insert(carousels).values({ title: '缓存轮播', image: '/x.png', position: 'home', sort: 9999 });
    await cacheOf(t.app)?.invalidate('content');
    expect((await slides()).map((s) => s.title)).toContain('缓存轮播');
  });

  it('tells every process when a reindex changed the catalogue', async () => {
    const heard: string[] = [];
    const stop = await t.database.pglite!.listen(CHANNEL, (payload) => heard.push(payload));
    try {
      await reindexGoods(t.db, [1]);
      await expect.poll(() => heard.some((p) => p.endsWith(':catalogue:'))).toBe(true);
    } finally {
      await stop();
    }
  });

  it('clears every app’s cache on the one PGlite in memory, without a notification', async () => {
    const other = createApp(t.db, { onError: () => {} });
    const heard: string[] = [];
    const stop = await t.database.pglite!.listen(CHANNEL, (payload) => heard.push(payload));
    try {
      const b = await buyerOf(t, 'buyer2');
      const seenByOther = async () =>
        (
          (await (
            await other.request('/api/goods_cart/get?page=1&limit=100', {
              headers: { 'login-token': b.token },
            })
          ).json()) as { data: Cart }
        ).data.list.map((i) => i.id);
      const before = await seenByOther();
      const added = await cartItem(t, b, WATER);
      expect(before).not.toContain(added);
      expect(await seenByOther()).toContain(added);
      expect((await t.call('goods_cart/delete', { id: added }, b.token)).status).toBe(true);
      expect(await seenByOther()).not.toContain(added);
      expect(heard).toEqual([]);
    } finally {
      await stop();
      await cacheOf(other)?.close();
    }
  });

  it('keeps a buyer’s cart until the buyer changes it, an order takes from it, or the catalogue changes', async () => {
    const b = await buyerOf(t, 'buyer');
    const id = await cartItem(t, b, WATER);
    expect(await cartIds(t, b.token)).toContain(id);
    const priceOf = async () => (await cartOf(t, b.token)).list.find((i) => i.id === id)?.price;
    const price = await priceOf();
    const reprice = (fen: number) =>
      t.db
        .update(goodsOptions)
        .set({ priceFen: sql`${goodsOptions.priceFen} + ${fen}` })
        .where(eq(goodsOptions.id, WATER.service_content_id));
    try {
      // a write that told nobody is not seen; the reindex every goods write makes is
      await reprice(100);
      expect(await priceOf()).toBe(price);
      await reindexGoods(t.db, [WATER.goods_id]);
      await expect.poll(priceOf).toBe(price! + 1);
    } finally {
      await reprice(-100);
      await reindexGoods(t.db, [WATER.goods_id]);
    }
    const ordered = await t.call('order/create', { cart_ids: [id], address_id: b.addressId }, b.token);
    expect(ordered.status).toBe(true);
    expect(await cartIds(t, b.token)).not.toContain(id);
    const again = await cartItem(t, b, WATER);
    expect(await cartIds(t, b.token)).toContain(again);
    expect((await t.call('goods_cart/delete', { id: again }, b.token)).status).toBe(true);
    expect(await cartIds(t, b.token)).not.toContain(again);
  });

  it('ends a cached session at once on logout and on a password change', async () => {
    const a = (await t.loginAs('buyer2')).token;
    const b = (await t.loginAs('buyer2')).token;
    const c = (await t.loginAs('buyer2')).token;
    for (const token of [a, b, c]) expect(await cartStatus(t, token)).toBe(true);
    expect((await t.call('user/loginOut', {}, a)).status).toBe(true);
    expect(await cartStatus(t, a)).not.toBe(true);
    const changed = await t.call(
      'extension/changePassword',
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD },
      b,
    );
    expect(changed.status).toBe(true);
    // the caller's own session stays; every other one ends
    expect(await cartStatus(t, b)).toBe(true);
    expect(await cartStatus(t, c)).not.toBe(true);
  });
});

/**
 * Two app instances on one PostgreSQL database, each with its own caches and connections, as two
 * server processes would be: a change made through one is seen by the other. Runs whenever the
 * project's PostgreSQL answers (TEST_DATABASE_URL, else its usual address).
 */
const adminUrl = localPostgresUrl;
const reachable = await postgresAnswers(adminUrl);

describe.skipIf(!reachable)('caches across two processes on PostgreSQL', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  const databases: Database[] = [];
  let one: TestApp;
  let two: TestApp;
  let admin: string;
  // a notification travels over a socket: the other process sees it within milliseconds
  const soon = { timeout: 5_000, interval: 20 };

  beforeAll(async () => {
    temp = await createTempDatabase(adminUrl);
    const open = async () => {
      const database = await createDb(temp.url, { max: 4 });
      databases.push(database);
      const app = createApp(database.db, { onError: () => {} });
      await cacheOf(app)?.ready;
      return testAppOn(app, database);
    };
    const first = await createDb(temp.url, { max: 2 });
    await first.migrate();
    await seedIfEmpty(first.db, { demo: true });
    await first.close();
    [one, two] = [await open(), await open()];
    admin = (await enrolledStaff(one, 'admin')).token;
  });
  afterAll(async () => {
    for (const d of databases) await d.close();
    await temp?.drop();
  });

  it('config and hot words changed on one are seen on the other', async () => {
    const etag = (await two.request('/api/config/load')).headers.get('etag')!;
    await hotWords(two);
    expect((await staffCall(one, 'operator_config/update', { hotline: '400-000-1234' }, admin)).status).toBe(
      true,
    );
    await expect
      .poll(async () => (await two.call('config/load')).data.config.hotline, soon)
      .toBe('400-000-1234');
    expect((await two.request('/api/config/load', { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const added = await staffCall(
      one,
      'operator_hot_word/add',
      { keyword: '跨进程热词', type: 'goods', sort: 0 },
      admin,
    );
    expect(added.status).toBe(true);
    await expect.poll(() => hotWords(two), soon).toContain('跨进程热词');
  });

  it('a reindex on one reaches the searches the other keeps', async () => {
    const found = async () =>
      ((await two.call('search/goods', { keyword: '水质' })).data.list as Array<{ id: number }>).map(
        (g) => g.id,
      );
    const [first] = await found();
    expect(first).toBeDefined();
    // what a reindex on another process does, without this one's own clear: the index row
    // changes, then 'catalogue' is notified (search/index/maintain.ts)
    const other = postgres(temp.url, { max: 1, onnotice: () => {} });
    const reindexElsewhere = async (visible: boolean) => {
      await other`update goods_search set visible = ${visible} where goods_id = ${first!}`;
      await other`select pg_notify(${CHANNEL}, ${'0:catalogue:'})`;
    };
    try {
      await reindexElsewhere(false);
      await expect.poll(found, soon).not.toContain(first);
      await reindexElsewhere(true);
      await expect.poll(found, soon).toContain(first);
    } finally {
      await other.end({ timeout: 1 });
    }
  });

  it('a cart changed on one is seen by the other', async () => {
    const { token } = (await one.call('user/login', { mobile: DEMO.buyer.mobile, password: DEMO_PASSWORD }))
      .data as { token: string };
    const before = await cartIds(two, token);
    const added = await one.call('goods_cart/add', WATER, token);
    expect(added.status).toBe(true);
    expect(before).not.toContain(added.data.id);
    await expect.poll(() => cartIds(two, token), soon).toContain(added.data.id);
    expect((await one.call('goods_cart/delete', { id: added.data.id }, token)).status).toBe(true);
    await expect.poll(() => cartIds(two, token), soon).not.toContain(added.data.id);
  });

  it('a logout and a password change on one end the sessions cached on the other', async () => {
    const login = async (password = DEMO_PASSWORD) =>
      (await one.call('user/login', { mobile: DEMO.buyer.mobile, password })).data.token as string;
    const a = await login();
    const b = await login();
    expect(await cartStatus(two, a)).toBe(true);
    expect(await cartStatus(two, b)).toBe(true);
    expect((await one.call('user/loginOut', {}, a)).status).toBe(true);
    await expect.poll(() => cartStatus(two, a), soon).not.toBe(true);
    const c = await login();
    expect(await cartStatus(two, c)).toBe(true);
    const changed = await one.call(
      'extension/changePassword',
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD },
      b,
    );
    expect(changed.status).toBe(true);
    await expect.poll(() => cartStatus(two, c), soon).not.toBe(true);
    expect(await cartStatus(two, b)).toBe(true);
  });
});
