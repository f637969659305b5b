import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, login } from '../../e2e/support/api';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { FULFIL_BUYER } from './seed/fulfilment';
import { createTempDatabase, localPostgresUrl, postgresAnswers } from './test/postgres';

const adminUrl = localPostgresUrl;
const reachable = await postgresAnswers(adminUrl);

/** The first seeded report of the fulfilment buyer, as downloaded: the seed's stored files are read back. */
async function firstReport(baseURL: string): Promise<string> {
  const { token } = await login(baseURL, 'buyer', FULFIL_BUYER.mobile);
  const call = async (id: string, body: Record<string, unknown>) =>
    // biome-ignore lint/suspicious/noExplicitAny: only a few fields are read
    (await api(baseURL, id, { body, token })).data as any;
  for (const order of (await call('order/get', { page: 1, limit: 50 })).list as Array<{ id: number }>) {
    const { info } = await call('order/info', { id: order.id });
    if (info.report) return (await (await fetch(baseURL + info.report.url)).text()).slice(0, 5);
  }
  return 'no report';
}

/**
 * `npm start` (the demo on PGlite in ./data), then `DATABASE_URL=postgres://…/fresh npm start` in
 * the same checkout: the second start seeds its own demo with its own files instead of failing on
 * the first's (EEXIST on a seeded report's name).
 */
describe.skipIf(!reachable)(
  'the PGlite demo, then a fresh PostgreSQL database on the same data directory',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'tic-demo-then-pg-'));
    const dataDir = join(dir, 'data');
    let server: RunningServer | undefined;
    let temp: Awaited<ReturnType<typeof createTempDatabase>> | undefined;
    afterAll(async () => {
      await server?.stop();
      await temp?.drop();
      rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    it('both start and seed, each database with its own files', async () => {
      server = await startServer({
        compiled: 'bundle',
        env: { DATABASE_URL: undefined, TIC_DATA_DIR: dataDir },
        partner: false,
        readyTimeoutMs: 150_000,
      });
      expect(server.log()).toContain('(seeded)');
      expect(await firstReport(server.baseURL)).toBe('%PDF-');
      await server.stop();
      const demoFiles = readdirSync(join(dataDir, 'uploads'), { recursive: true }).length;
      expect(demoFiles).toBeGreaterThan(0);

      temp = await createTempDatabase(adminUrl);
      const name = new URL(temp.url).pathname.slice(1);
      server = await startServer({
        compiled: 'bundle',
        env: { DATABASE_URL: temp.url, TIC_DATA_DIR: dataDir, TIC_WORKERS: '1' },
        partner: false,
        readyTimeoutMs: 150_000,
      });
      expect(server.log()).toContain('(seeded)');
      expect(server.log()).toContain(join(dataDir, `uploads-${name}`));
      expect(await firstReport(server.baseURL)).toBe('%PDF-');
      expect(existsSync(join(dataDir, `uploads-${name}`))).toBe(true);
      // the demo's own files are as they were
      expect(readdirSync(join(dataDir, 'uploads'), { recursive: true }).length).toBe(demoFiles);
    }, 320_000);
  },
);
