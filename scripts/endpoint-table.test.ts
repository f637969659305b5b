import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { type EndpointId, endpoints } from '../src/core/api/contract/endpoints';
import { slimEndpointTable } from '../vite.shared';

type Table = Record<string, { method: string; staff?: readonly string[] } | undefined>;

/** The module a build gets for `path`, run as a function (its one import passed in). */
function loadTable(plugin: Plugin, path: string, imported?: Table): Table {
  const load = plugin.load as (id: string) => string | null;
  const source = load.call({}, path);
  if (!source) throw new Error(`no module for ${path}`);
  const body = source
    .replace(/^import\{endpoints\}from"[^"]+";/, '')
    .replace(/export const (\w+)=/g, 'exports.$1=');
  const exports: Record<string, unknown> = {};
  new Function('exports', 'endpoints', body)(exports, imported);
  return (exports.endpoints ?? imported) as Table;
}

describe('slimEndpointTable (storefront build, areas apart)', () => {
  const plugin = slimEndpointTable(undefined, { apart: true });
  const entry = loadTable(plugin, '/repo/src/core/api/contract/endpoints.ts');
  const ids = Object.keys(endpoints) as EndpointId[];
  const staff = ids.filter((id) => endpoints[id].staff);

  it('leaves the console rows out of the entry', () => {
    expect(staff.length).toBeGreaterThan(0);
    for (const id of staff) expect(entry[id]?.staff, id).toBeUndefined();
  });

  it('gives every id its method and staff roles once the areas have added their rows', () => {
    for (const area of ['staff', 'merchant', 'expert'])
      loadTable(plugin, `/repo/src/core/api/contract/${area}-endpoints.ts`, entry);
    for (const id of ids) {
      const { method, staff: roles } = endpoints[id];
      expect(entry[id], id).toEqual(roles ? { method, staff: roles } : { method });
    }
  });

  it('answers nothing for a symbol', () => {
    expect((entry as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
  });
});

describe('slimEndpointTable (one table: the widget bundle)', () => {
  const ids = Object.keys(endpoints) as EndpointId[];

  it('gives every id its method, and the console ids their staff roles', () => {
    const table = loadTable(slimEndpointTable(), '/repo/src/core/api/contract/endpoints.ts');
    for (const id of ids) {
      const { method, staff } = endpoints[id];
      expect(table[id], id).toEqual(staff ? { method, staff } : { method });
    }
  });

  it('gives the ids a bundle keeps their methods without listing the others', () => {
    const kept = new Set<string>(['goods/info', 'search/suggest', 'goods_cart/add', 'config/load']);
    const plugin = slimEndpointTable((id) => kept.has(id));
    const source = (plugin.load as (id: string) => string).call(
      {},
      '/repo/src/core/api/contract/endpoints.ts',
    );
    expect(source).not.toContain('goods_cart/get');
    const table = loadTable(plugin, '/repo/src/core/api/contract/endpoints.ts');
    for (const id of kept) expect(table[id]?.method, id).toBe(endpoints[id as EndpointId].method);
  });
});
