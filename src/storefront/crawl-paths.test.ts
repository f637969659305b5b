import { describe, expect, it } from 'vitest';
import { ROBOTS_ALLOW, ROBOTS_DISALLOW, SITEMAP_DETAILS, SITEMAP_PAGES } from '../core/rules/crawl-paths';
import { findRoute, routes } from './route-table';

describe('what search engines are told', () => {
  it('lists in the sitemap only built, public pages of the route table', () => {
    for (const path of [...SITEMAP_PAGES, ...Object.values(SITEMAP_DETAILS), ...ROBOTS_ALLOW]) {
      const route = findRoute(path);
      expect(route, path).toBeDefined();
      expect(route?.guard, path).toBeUndefined();
    }
  });

  it('keeps every guarded page out through robots.txt, and no sitemap page', () => {
    const blocked = (path: string) =>
      !ROBOTS_ALLOW.some((a) => path.startsWith(a)) &&
      ROBOTS_DISALLOW.some((d) => (d.endsWith('$') ? path === d.slice(0, -1) : path.startsWith(d)));
    for (const route of routes.filter((r) => r.guard)) expect(blocked(route.path), route.path).toBe(true);
    for (const path of [...SITEMAP_PAGES, ...Object.values(SITEMAP_DETAILS)])
      expect(blocked(encodeURI(path)), path).toBe(false);
  });
});
