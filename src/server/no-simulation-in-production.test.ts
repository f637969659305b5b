import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
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
