import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { COMMON_PASSWORD } from './modules/captcha/captcha.fields';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The server as `npm start` runs it: one file esbuild bundles from src/server with its packages
 * inside (scripts/start.mjs), loading a few of them only at first use from node_modules
 * (sanitize-html, the common-password list; the PostgreSQL driver in cluster.test.ts). Every
 * other server test runs the TypeScript, so a bundling mistake (a package left out, a file read
 * from a path that moved) would show here first. Each answer is compared with the source's own.
 */
describe('the server bundle (dist/server/main.mjs), started on memory://', () => {
  let server: RunningServer;
  let source: TestApp;
  beforeAll(async () => {
    [server, source] = await Promise.all([
      startServer({ compiled: 'bundle', env: { DATABASE_URL: 'memory://' }, partner: false }),
      createTestApp(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await source?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: envelopes of several shapes
  const get = async (path: string): Promise<any> => (await fetch(`${server.baseURL}/api/${path}`)).json();

  it("serves a service's page with its rich text sanitized as the source does", async () => {
    const bundled = await get('goods/info?id=1');
    const expected = await source.call('goods/info', { id: 1 });
    expect(bundled.status).toBe(true);
    expect(bundled.data.info.content).toMatch(/<\w+/);
    expect(bundled.data.info.content).toBe(expected.data.info.content);
  });

  it('finds services by keyword as the source does', async () => {
    const query = { keyword: '水质', page: '1', limit: '20' };
    const bundled = await get(`search/goods?${new URLSearchParams(query)}`);
    const expected = await source.call('search/goods', query);
    expect(bundled.data.total).toBeGreaterThan(0);
    expect(bundled.data.list.map((g: { id: number }) => g.id)).toEqual(
      expected.data.list.map((g: { id: number }) => g.id),
    );
  });

  it('refuses a common password at registration', async () => {
    const res = await fetch(`${server.baseURL}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13722229999', code: '123456', password: 'Password1', agree: true }),
    });
    expect(await res.json()).toMatchObject({ status: false, message: COMMON_PASSWORD });
  });
});
