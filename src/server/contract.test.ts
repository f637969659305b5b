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
    const devOnly = endpointIds.filter((id) => 'devOnly' in endpoints[id]);
    const served = servedIds(allHandlers, true);
    expect(served.filter((id) => devOnly.includes(id))).toEqual([]);
    expect(apiRoutes(true).some((r) => r.endsWith('/api/dev/outbox'))).toBe(false);
  });

  it('reports how much of the table is implemented', () => {
    const served = servedIds(allHandlers, false);
    const missing = endpointIds.filter((id) => !served.includes(id));
    console.log(`${served.length} of ${endpointIds.length} endpoints implemented`);
    expect(served.length + missing.length).toBe(endpointIds.length);
  });
});
