import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { AppOptions } from '../lib/handler';
import { type SeededDatabase, seededTempDatabase } from './postgres';
import { type TestApp, testAppOn } from './test-app';

/**
 * Sets up a describe block that runs on TEST_DATABASE_URL's PostgreSQL (PGlite runs one transaction
 * at a time and would hide races): before its tests, a fresh demo database with a pool wide enough
 * for concurrent calls and the app on it, handed to `ready`; after them, the database is dropped.
 */
export function onPostgresApp(
  ready: (t: TestApp) => Promise<void> | void,
  options: Omit<AppOptions, 'onError'> = {},
): void {
  let temp: SeededDatabase | undefined;
  beforeAll(async () => {
    temp = await seededTempDatabase(process.env.TEST_DATABASE_URL!, { demo: true, max: 20 });
    await ready(testAppOn(createApp(temp.database.db, { onError: () => {}, ...options }), temp.database));
  }, 120_000);
  afterAll(async () => {
    await temp?.close();
  });
}
