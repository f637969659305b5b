import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db';
import { type SeededDatabase, seededTempDatabase } from '../../test/postgres';
import { createTestApp, type TestApp, testAppOn } from '../../test/test-app';
import { GOODS, MERCHANTS } from './search-quality.cases';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The index and its queries answer exactly the same on PostgreSQL as on PGlite. */
describe.skipIf(!adminUrl)('search on PostgreSQL (TEST_DATABASE_URL)', () => {
  let temp: SeededDatabase;
  let database: Database;
  let pg: TestApp;
  let lite: TestApp;

  beforeAll(async () => {
    temp = await seededTempDatabase(adminUrl!, { demo: true });
    database = temp.database;
    pg = testAppOn(createApp(database.db, { onError: () => {} }), database);
    lite = await createTestApp();
  });
  afterAll(async () => {
    await lite?.close();
    await temp?.close();
  });

  const queries = [
    ...GOODS.map(([keyword]) => ['search/goods', { keyword }] as const),
    ...MERCHANTS.map(([keyword]) => ['search/merchant', { keyword }] as const),
    ['search/goods', { keyword: '检测', sort: 'price_asc', page: 2, limit: 5 }] as const,
    ['search/goods', { keyword: '水质 火箭发动机' }] as const,
    ['search/goods', { keyword: "' OR 1=1 --" }] as const,
  ];

  it('answers every query of the quality set identically', async () => {
    for (const [id, payload] of queries) {
      const [a, b] = await Promise.all([pg.call(id, payload), lite.call(id, payload)]);
      expect(a, JSON.stringify(payload)).toEqual(b);
    }
  });
});
