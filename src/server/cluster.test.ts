import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { DEMO_PASSWORD } from './seed/accounts';
import { createTempDatabase, localPostgresUrl, postgresAnswers } from './test/postgres';

const adminUrl = localPostgresUrl;
const reachable = await postgresAnswers(adminUrl);

/**
 * `TIC_WORKERS=2` on PostgreSQL: one port, two processes, each naming itself
 * in X-TIC-Worker outside production; a session made through one works on the other.
 */
describe.skipIf(!reachable)('the server on two processes', () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let server: RunningServer;
  // uploads (the seed's sample reports) go beside the data: a directory of this run's own
  const dataDir = mkdtempSync(join(tmpdir(), 'tic-cluster-'));

  beforeAll(async () => {
    temp = await createTempDatabase(adminUrl);
    server = await startServer({
      // the bundle, as `npm start` runs it: its PostgreSQL driver is loaded at first use
      compiled: 'bundle',
      env: { DATABASE_URL: temp.url, TIC_DATA_DIR: dataDir, TIC_WORKERS: '2' },
      partner: false,
      readyTimeoutMs: 170_000,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await temp?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers from two worker processes, and a login made on one is honoured by both', async () => {
    const login = await fetch(`${server.baseURL}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000001', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const pids = new Set<string>();
    // new connections each round: the primary hands them to the workers in turn
    for (let round = 0; round < 10 && pids.size < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${server.baseURL}/api/goods_cart/get`, {
            headers: { 'login-token': token, connection: 'close' },
          }),
        ),
      );
      for (const res of answers) {
        expect(((await res.json()) as { status: unknown }).status).toBe(true);
        pids.add(res.headers.get('x-tic-worker') ?? 'none');
      }
    }
    expect(pids.has('none')).toBe(false);
    expect(pids.size).toBe(2);
    expect(pids.has(String(server.pid))).toBe(false);
  }, 60_000);
});
