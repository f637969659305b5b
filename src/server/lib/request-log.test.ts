import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { attachRequestLog, routeOf } from './request-log';

let t: TestApp;
let server: Server;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ production: true });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  attachRequestLog(server, pino({}, { write: (line: string) => lines.push(line) }));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

/** The log lines written for the requests `run` makes (a line is written when its answer has gone). */
async function logged(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const from = lines.length;
  await run();
  await new Promise((r) => setTimeout(r, 20));
  return lines.slice(from).map((line) => JSON.parse(line));
}

describe('the production request log', () => {
  it('writes one line per request: id, method, route, status, duration and who asked, never secrets', async () => {
    let token = '';
    const entries = await logged(async () => {
      // a public answer twice: the second is sent ahead of the middleware chain
      for (let i = 0; i < 2; i++) await fetch(`${base}/api/config/load?ref=promo-secret`);
      const res = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'lb-7f3a9c21' },
        body: JSON.stringify({ mobile: '13800000001', password: DEMO_PASSWORD }),
      });
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c21');
      token = ((await res.json()) as { data: { token: string } }).data.token;
      await fetch(`${base}/api/order/get?page=1`, { headers: { 'login-token': token } });
      await fetch(`${base}/files/attachment/1?exp=1&sig=00ff`);
      await fetch(`${base}/api/no-such-endpoint/x?token=abc`);
      await fetch(`${base}/healthz`);
    });
    expect(entries.map((e) => [e.method, e.route, e.status, e.user])).toEqual([
      ['GET', 'config/load', 200, undefined],
      ['GET', 'config/load', 200, undefined],
      ['POST', 'user/login', 200, undefined],
      ['GET', 'order/get', 200, 'buyer'],
      ['GET', '/files/attachment/1', 403, undefined],
      ['GET', '/api/?', 404, undefined],
    ]);
    for (const e of entries) {
      expect(typeof e.ms).toBe('number');
      expect(e.time).toEqual(expect.any(Number));
      expect(e.reqId).toMatch(/^[\w.:@-]{8,128}$/);
    }
    expect(entries[2]!.reqId).toBe('lb-7f3a9c21');
    const text = lines.join('\n');
    for (const secret of [
      token,
      DEMO_PASSWORD,
      '13800000001',
      'promo-secret',
      'sig=',
      '00ff',
      'no-such-endpoint',
    ])
      expect(text).not.toContain(secret);
  });

  it('replaces a request id that does not look like one, and sends its own back', async () => {
    for (const given of ['short', 'a'.repeat(129), 'has space here', '"quoted-value"']) {
      const res = await fetch(`${base}/api/config/load`, { headers: { 'x-request-id': given } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('names the endpoint for /api and the path elsewhere, never the query', () => {
    expect(routeOf('/api/order/info?id=3&token=x')).toBe('order/info');
    expect(routeOf('/api/../etc/passwd')).toBe('/api/?');
    expect(routeOf('/files/contract/12?exp=1&sig=ab')).toBe('/files/contract/12');
    expect(routeOf(`/${'x'.repeat(300)}`)).toHaveLength(161);
  });
});
