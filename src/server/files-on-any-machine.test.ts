import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createDb, type Database } from './db';
import { parseS3Url, s3Storage } from './lib/storage-s3';
import { seedIfEmpty } from './seed';
import { createTempDatabase } from './test/postgres';
import { type LocalS3, S3_KEYS, startLocalS3 } from './test/s3rver';
import { createTestApp, type TestApp, testAppOn } from './test/test-app';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 7, 7,
]);

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.close());
/** A store of its own per app, as each server process has. */
const bucketStore = () => s3Storage(parseS3Url(s3.url, S3_KEYS));

/** An upload through one app, as a browser form posts it. */
async function upload(t: TestApp, token: string): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('file', new File([PNG], '营业执照.png', { type: 'image/png' }));
  const res = await t.request('/api/attachment/uploadOne', {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  const answer = (await res.json()) as { status: unknown; data: { id: number; url: string } };
  expect(answer.status).toBe(true);
  return answer.data;
}

/** The owner's signed link, opened on an app: a redirect to the bucket's own expiring link. */
async function download(t: TestApp, url: string): Promise<Response> {
  const res = await t.request(url);
  expect(res.status).toBe(302);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const direct = res.headers.get('location')!;
  expect(direct.startsWith(`${s3.endpoint}/`)).toBe(true);
  expect(direct).toContain('X-Amz-Expires=300');
  return fetch(direct);
}

describe('GET /healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage: bucketStore() });
  });
  afterAll(() => t?.close());

  const ready = async () => {
    const res = await t.request('/readyz');
    return { http: res.status, ...((await res.json()) as object) };
  };

  it('is ready with the database migrated and the bucket answering; not while the bucket is unreachable', async () => {
    expect(await ready()).toEqual({
      http: 200,
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    await s3.stop();
    try {
      expect(await ready()).toEqual({
        http: 503,
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
      });
      // the process itself still answers: a balancer does not restart it for the bucket
      const live = await t.request('/healthz');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    } finally {
      await s3.start();
    }
    expect((await ready()).http).toBe(200);
  });

  it('is not ready while the database lacks this build’s newest migration', async () => {
    const [last] = (
      await t.database.pglite!.query<{ id: number; created_at: string }>(
        'select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      expect(await ready()).toMatchObject({ http: 503, checks: { database: 'ok', migrations: 'behind' } });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, 'restored', ${last!.created_at})`,
      );
    }
    expect((await ready()).http).toBe(200);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Behind a load balancer each request may reach another process or machine: with the files in
 * a bucket, what one process stored the other serves. Two apps, each with its own connections
 * and its own S3 client, on one PostgreSQL database.
 */
describe.skipIf(!adminUrl)('two server processes on PostgreSQL with S3 storage', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let one: Database;
  let two: Database;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    temp = await createTempDatabase(adminUrl!);
    one = await createDb(temp.url, { max: 4 });
    two = await createDb(temp.url, { max: 4 });
    await one.migrate();
    // the demo's report files go to the bucket too
    await seedIfEmpty(one.db, { demo: true, storage: bucketStore() });
    a = testAppOn(createApp(one.db, { storage: bucketStore(), onError: () => {} }), one);
    b = testAppOn(createApp(two.db, { storage: bucketStore(), onError: () => {} }), two);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await temp?.drop();
  }, 30_000);

  it('serve each other’s uploads', async () => {
    const { token } = await a.loginAs('buyer');
    const fromA = await upload(a, token);
    const res = await download(b, fromA.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="file-${fromA.id}.png"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    const fromB = await upload(b, (await b.loginAs('buyer2')).token);
    expect(new Uint8Array(await (await download(a, fromB.url)).arrayBuffer())).toEqual(PNG);
    // both are ready on the shared database and bucket
    for (const t of [a, b]) expect((await t.request('/readyz')).status).toBe(200);
  }, 60_000);
});
