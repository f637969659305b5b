import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { mountStatic } from './static';
import { createTestApp, type TestApp, testAppOn } from './test/test-app';

/**
 * The demo's simulated providers (cashier, Yeepay) would let anyone pay without paying or open a
 * payout account nobody reviewed. Production is the demo minus them: every route only a
 * simulation answers is taken from the demo app's own router, so a simulation added later is
 * walked too, and each must be absent in production.
 */
let demo: TestApp;
let production: TestApp;
beforeAll(async () => {
  demo = await createTestApp();
  production = testAppOn(createApp(demo.db, { production: true, onError: () => {} }), demo.database);
});
afterAll(() => demo.close());

/** The notification receivers of simulated providers: their senders exist only in the demo. */
const SIMULATION_RECEIVERS = ['/notify/pay', '/notify/yeepay'];

const simulationRoutes = () => {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of demo.app.routes) {
    if (r.method === 'ALL') continue;
    if (r.path.startsWith('/sim/') || SIMULATION_RECEIVERS.includes(r.path))
      seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
};

describe('no simulation in production', () => {
  it('the demo serves its simulated cashier and Yeepay pages', () => {
    const paths = simulationRoutes().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/sim/cashier', '/sim/yeepay/review', '/notify/pay']));
  });

  it('production answers 404 on every route only a simulation serves', async () => {
    const routes = simulationRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const { method, path } of routes) {
      const res = await production.request(path, {
        method,
        headers: method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'GET' ? undefined : 'no=1',
      });
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({
        route: `${method} ${path}`,
        status: 404,
      });
    }
  });

  it('production offers only the payment methods it can really take', async () => {
    expect((await production.call('config/load')).data.config.pay_methods).toEqual(['transfer']);
    expect((await demo.call('config/load')).data.config.pay_methods).toEqual(['transfer', 'sim']);
  });
});

describe('no demo pages in production', () => {
  /** The demo's own pages, the portal first: it lists the demo accounts (演示账号). */
  const DEMO_PAGES = ['/demo/portal.html', '/demo/partner.html', '/demo/operators.html', '/demo/portal.js'];
  // a built storefront: unknown paths get its shell, which must not stand in for /demo
  const storefrontDir = mkdtempSync(join(tmpdir(), 'tic-no-demo-'));
  writeFileSync(join(storefrontDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  afterAll(() => rmSync(storefrontDir, { recursive: true, force: true }));

  const site = (production: boolean) => {
    const app = createApp(demo.db, { production, onError: () => {} });
    mountStatic(app, { production, storefrontDir });
    return app;
  };

  it('the demo serves its portal with the demo accounts', async () => {
    const res = await site(false).request('/demo/portal.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('演示账号');
  });

  it('production answers 404 on /demo and every demo page, never the storefront shell', async () => {
    const app = site(true);
    for (const path of ['/demo', '/demo/', ...DEMO_PAGES]) {
      const res = await app.request(path);
      const text = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(text).not.toContain('演示账号');
      expect(text).not.toContain('<!doctype html>');
    }
    // the storefront itself is still served
    expect((await app.request('/help')).status).toBe(200);
  });
});
