import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from '../../e2e/support/api';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { type EndpointId, endpoints } from '../core/api/contract/endpoints';
import type { Order } from '../core/api/contract/models-buying';
import { COMMON_PASSWORD } from './modules/captcha/captcha.fields';
import { WATER } from './modules/order/order-fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The server as `npm start` runs it: one file esbuild bundles from src/server with its packages
 * inside (scripts/start.mjs), loading a few of them only at first use from node_modules
 * (sanitize-html, the common-password list; the PostgreSQL driver in cluster.test.ts), with
 * drizzle's is() remembered (scripts/drizzle-is.mjs). Every other server test runs the
 * TypeScript, so a bundling mistake (a package left out, a file read from a path that moved, a
 * wrong answer from the changed is()) would show here first. Answers are compared with the
 * source's own.
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

  it("takes a buyer's order and its test payment, priced and settled as the source does", async () => {
    type Call = (
      id: EndpointId,
      payload: Record<string, unknown>,
      token?: string,
    ) => Promise<{ data?: unknown }>;
    const bundled: Call = (id, payload, token) =>
      api(server.baseURL, id, { method: endpoints[id].method, body: payload, token });
    const orderOn = async (call: Call, token: string) => {
      const address = (await call('user_address/get', {}, token)).data as { list: Array<{ id: number }> };
      const cart = (await call('goods_cart/add', WATER, token)).data as { id: number };
      const address_id = address.list[0]?.id;
      const order = (await call('order/create', { cart_ids: [cart.id], address_id }, token)).data as Order;
      expect((await call('pay/payTest', { id: order.id }, token)).data).toBeTruthy();
      const { info } = (await call('order/info', { id: order.id }, token)).data as { info: Order };
      return [info.status, info.goods_amount, info.pay_amount, info.paid_amount, info.items.length];
    };
    const [fromBundle, fromSource] = await Promise.all([
      login(server.baseURL, 'buyer').then(({ token }) => orderOn(bundled, token)),
      source.loginAs('buyer').then(({ token }) => orderOn(source.call, token)),
    ]);
    expect(fromBundle[3]).toBeGreaterThan(0);
    expect(fromBundle).toEqual(fromSource);
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
