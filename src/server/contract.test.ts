import { describe, expect, it } from 'vitest';
import { endpointIds, endpoints } from '../core/api/contract/endpoints';
import { createApp, servedIds } from './app';
import type { Db } from './db';
import { allHandlers } from './modules';

/** The routes a Hono app answers under /api, as "METHOD /api/id". */
function apiRoutes(production: boolean): string[] {
  // route registration never touches the database
  const app = createApp({} as Db, { production });
  return app.routes
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`);
}

describe('endpoint table contract', () => {
  it('serves no /api route that is not in the endpoint table, each with the table method', () => {
    const expected = new Set(endpointIds.map((id) => `${endpoints[id].method} /api/${id}`));
    const unknown = apiRoutes(false).filter((r) => !expected.has(r));
    expect(unknown).toEqual([]);
  });

  it('has a table entry for every handler a module exports', () => {
    const stray = Object.keys(allHandlers).filter((id) => !Object.hasOwn(endpoints, id));
    expect(stray).toEqual([]);
  });

  it('leaves demo-only endpoints out in production', () => {
    const devOnly = endpointIds.filter((id) => endpoints[id].devOnly);
    const served = servedIds(allHandlers, true);
    expect(served.filter((id) => devOnly.includes(id))).toEqual([]);
    expect(apiRoutes(true).some((r) => r.endsWith('/api/dev/outbox'))).toBe(false);
  });

  it('has a handler for every id of the table that is not marked planned', () => {
    const unserved = endpointIds.filter((id) => !endpoints[id].planned && !allHandlers[id]);
    expect(unserved).toEqual([]);
  });

  it('marks no id planned that has a handler (the mark goes when the handler comes)', () => {
    const stale = endpointIds.filter((id) => endpoints[id].planned && allHandlers[id]);
    expect(stale).toEqual([]);
    const planned = endpointIds.filter((id) => endpoints[id].planned);
    console.log(
      `${endpointIds.length - planned.length} of ${endpointIds.length} endpoints built, ${planned.length} planned`,
    );
  });

  it('answers 404 for a planned id, like an unknown one', async () => {
    const planned = endpointIds.find((id) => endpoints[id].planned);
    if (!planned) return;
    const app = createApp({} as Db);
    const res = await app.request(`/api/${planned}`, { method: endpoints[planned].method });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: false });
  });
});
