import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, login } from '../../e2e/support/api';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { FULFIL_BUYER } from './seed/fulfilment';

const dir = mkdtempSync(join(tmpdir(), 'tic-first-start-'));
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const start = () =>
  startServer({
    compiled: 'bundle',
    env: { DATABASE_URL: undefined, TIC_DATA_DIR: join(dir, 'data') },
    partner: false,
    readyTimeoutMs: 120_000,
  });

/** The seeded orders' buyer's orders and, of the first with a report, the report's bytes as downloaded. */
async function buyersView(baseURL: string) {
  const { token } = await login(baseURL, 'buyer', FULFIL_BUYER.mobile);
  const call = async (id: 'order/get' | 'order/info', query: Record<string, unknown>) =>
    // biome-ignore lint/suspicious/noExplicitAny: only a few fields are read
    (await api(baseURL, id, { body: query, token })).data as any;
  const list = await call('order/get', { page: 1, limit: 50 });
  for (const order of list.list as Array<{ id: number }>) {
    const { info } = await call('order/info', { id: order.id });
    if (!info.report) continue;
    const pdf = await fetch(baseURL + info.report.url);
    return { total: list.total, report: info.report.report_no, pdf: (await pdf.text()).slice(0, 8) };
  }
  return { total: list.total, report: null, pdf: null };
}

/**
 * A first start on a new data directory has it created, migrated and seeded by a child process
 * (first-start.ts), files included, and then opens it as a later start does.
 */
describe('npm start on a new data directory', () => {
  let first: Awaited<ReturnType<typeof buyersView>>;

  it('starts with the demo marketplace, its stored report files readable', async () => {
    server = await start();
    expect(server.log()).toContain('(seeded)');
    first = await buyersView(server.baseURL);
    expect(first.total).toBeGreaterThan(0);
    expect(first.report).toMatch(/^ZY-/);
    expect(first.pdf).toBe('%PDF-1.4');
  }, 150_000);

  it('starts again on it with the same data, seeding nothing', async () => {
    await server!.stop();
    server = await start();
    expect(server.log()).not.toContain('(seeded)');
    expect(await buyersView(server.baseURL)).toEqual(first);
  }, 150_000);
});
