import { atom } from 'nanostores';
import { mainRoutes, normalizePath, type RouteRow } from '../routes';

export interface NavItem {
  id: number;
  label: string;
  path: string;
}

/** Top navigation: the table's rows with a `nav` id, in the table's order. */
export const navItems: readonly NavItem[] = mainRoutes.flatMap((r: RouteRow) =>
  r.nav ? [{ id: r.nav, label: r.title, path: r.path }] : [],
);

/**
 * The channel a page under /home belongs to, set by the page itself (a service's detail: its
 * type's channel); kept with the path it was set for, so it never outlives that page.
 */
export const $pageChannel = atom<{ path: string; channel: string } | null>(null);

/**
 * The active item follows the first path segment; `/` and `/home` are 首页. Below
 * /home the pages are a service's detail — its channel, as `channel` names it — or the buyer's
 * account, which highlights none (the item follows the page's channel).
 */
export function activeNavId(rawPath: string, channel?: string): number | null {
  const path = normalizePath(rawPath);
  const first = path.split('/')[1] || 'home';
  if (first === 'home' && path !== '/home' && path !== '/') {
    return navItems.find((item) => item.path === channel)?.id ?? null;
  }
  return navItems.find((item) => item.path === `/${first}`)?.id ?? null;
}
