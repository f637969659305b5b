import { describe, expect, it } from 'vitest';
import { endpoints } from '../core/api/contract/endpoints';
import { PAGE_DESCRIPTIONS } from './page-descriptions';
import { NAMED_PAGES, pageHeads } from './page-heads';
import { findRoute, routes } from './route-table';

describe('the heads of the pages as the server writes them', () => {
  it('name detail pages by a public GET, on routes of the table', () => {
    for (const [path, named] of Object.entries(NAMED_PAGES)) {
      expect(findRoute(path), path).toBeDefined();
      const def = endpoints[named.call[0]];
      expect(def.method, path).toBe('GET');
      expect(def.users, path).toEqual([]);
    }
  });

  it('list every built route with its title, and give public channels a short description', () => {
    const heads = pageHeads(routes);
    expect(Object.keys(heads).sort()).toEqual(routes.map((r) => r.path).sort());
    for (const path of ['/', '/home', '/searchResult', '/check', '/news', '/help']) {
      const description = heads[path]?.description ?? '';
      expect(description.length, path).toBeGreaterThan(8);
      expect(description.length, path).toBeLessThanOrEqual(60);
    }
    expect(heads['/check']?.description).not.toBe(heads['/']?.description);
    for (const path of Object.keys(PAGE_DESCRIPTIONS)) expect(findRoute(path), path).toBeDefined();
    expect(heads['/home/goodsdetail']?.named?.name).toBe('info.name');
  });
});
