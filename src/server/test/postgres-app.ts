import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { AppOptions } from '../lib/handler';
import { listOutbox } from '../lib/outbox';
import { ROOMY_LIMITS } from '../modules/captcha/captcha.test-helpers';
import { type SeededDatabase, seededTempDatabase } from './postgres';
import { type TestApp, testAppOn } from './test-app';

/**
 * Sets up a describe block that runs on TEST_DATABASE_URL's PostgreSQL (PGlite runs one transaction
 * at a time and would hide races): before its tests, a fresh seeded database (the demo, with a pool
 * wide enough for concurrent calls, unless told otherwise) and the app on it, handed to `ready`;
 * after them, the database is dropped.
 */
export function onPostgresApp(
  ready: (t: TestApp) => Promise<void> | void,
  options: Omit<AppOptions, 'onError'> = {},
  seed: { demo: boolean; max?: number } = { demo: true, max: 20 },
): void {
  let temp: SeededDatabase | undefined;
  beforeAll(async () => {
    temp = await seededTempDatabase(process.env.TEST_DATABASE_URL!, seed);
    await ready(testAppOn(createApp(temp.database.db, { onError: () => {}, ...options }), temp.database));
  }, 120_000);
  afterAll(async () => {
    await temp?.close();
  });
}

/**
 * onPostgresApp as a production start runs: reference data only, no seed, no test hook. An SMS and
 * a mail sender are configured, so codes are queued for the gateway (see queuedCode), not refused.
 */
export function onProductionPostgresApp(ready: (t: TestApp) => Promise<void> | void): void {
  const production = { production: true, limits: ROOMY_LIMITS, trustProxy: true };
  onPostgresApp(ready, { ...production, channels: { sms: true, mail: true } }, { demo: false });
}

/** The SMS gateway's side: production has no dev/outbox, the queue table is what it reads. */
export async function queuedCode(t: TestApp, to: string): Promise<string> {
  return (await listOutbox(t.db, { to, page: 1, limit: 1 })).list[0]!.code;
}
