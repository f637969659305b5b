import { describe, expect, it } from 'vitest';
import { AREAS, areaOf, areaRoutes, findRoute, routeTable } from './route-table';
import { mainRoutes } from './routes';

describe('the route table in parts (routes.ts, route-areas/)', () => {
  it('has one module per area of AREAS', () => {
    expect(Object.keys(areaRoutes).sort()).toEqual(Object.keys(AREAS).sort());
  });

  it.each(Object.entries(areaRoutes))('puts each row of the %s area under its prefix', (area, rows) => {
    for (const row of rows) expect(areaOf(row.path), row.path).toBe(area);
  });

  it('keeps the main rows out of every area (the entry matches them itself)', () => {
    for (const row of mainRoutes) expect(areaOf(row.path), row.path).toBeUndefined();
  });

  it('joins every part into one table, each path once', () => {
    const parts = [mainRoutes, ...Object.values(areaRoutes)].reduce((n, rows) => n + rows.length, 0);
    expect(routeTable).toHaveLength(parts);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(parts);
  });

  it('answers an unknown path under an area prefix with the 404 page', () => {
    expect(areaOf('/merchant/no-such-page')).toBe('merchant');
    expect(findRoute('/merchant/no-such-page')).toBeUndefined();
    expect(areaOf('/merchantx')).toBe('site');
    expect(areaOf('/no/such/page')).toBe('site');
    expect(findRoute('/no/such/page')).toBeUndefined();
    expect(areaOf('/home/goodsdetail')).toBeUndefined();
    expect(areaOf('/home/order/')).toBe('account');
  });
});
