import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { seedIfEmpty } from '../seed';
import { createTempDatabase } from '../test/postgres';
import { type TestApp, testAppOn } from '../test/test-app';
import { createDb, type Database } from '.';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The same server on real PostgreSQL (postgres-js driver): migrations, seed and a purchase path. */
describe.skipIf(!adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    temp = await createTempDatabase(adminUrl!);
    database = await createDb(temp.url);
    await database.migrate();
    expect(await seedIfEmpty(database.db, { demo: true })).toBe(true);
    t = testAppOn(createApp(database.db, { onError: () => {} }), database);
  });
  afterAll(async () => {
    await database?.close();
    await temp?.drop();
  });

  it('migrates idempotently and seeds once', async () => {
    await database.migrate();
    expect(await seedIfEmpty(database.db, { demo: true })).toBe(false);
  });

  it('serves config, hot words, login and the cart', async () => {
    expect((await t.call('config/load')).data.config.service_code).toBeTruthy();
    expect((await t.call('search/get')).data.list.length).toBeGreaterThan(0);
    const { token } = await t.loginAs('buyer');
    const added = await t.call('goods_cart/add', { goods_id: 1, service_content_id: 101 }, token);
    expect(added).toMatchObject({ status: true, data: { price: 3800 } });
    // concurrent adds of one combination still make one item (unique combo key)
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('goods_cart/add', { goods_id: 2, service_content_id: 201 }, token),
      ),
    );
    expect(new Set(again.map((a) => a.data.id)).size).toBe(1);
  });
});
