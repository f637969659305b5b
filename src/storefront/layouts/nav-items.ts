import { atom } from 'nanostores';
import { t } from '../../core';
import { href, mainRoutes, normalizePath, type RouteRow } from '../routes';

export interface NavItem {
  id: number;
  label: string;
  path: string;
}

/** Spec §2 top navigation: the table's rows with a `nav` id, in the table's order. */
export const navItems: readonly NavItem[] = mainRoutes.flatMap((r: RouteRow) =>
  r.nav ? [{ id: r.nav, label: r.title, path: r.path }] : [],
);

/**
 * The channel a page under /home belongs to, set by the page itself (a service's detail: its
 * type's channel); kept with the path it was set for, so it never outlives that page.
 */
export const $pageChannel = atom<{ path: string; channel: string } | null>(null);

/**
 * The active item follows the first path segment; `/` and `/home` are 首页 (spec §2). Below
 * /home the pages are a service's detail — its channel, as `channel` names it — or the buyer's
 * account, which highlights none (issue 18: the item follows the page's channel).
 */
export function activeNavId(rawPath: string, channel?: string): number | null {
  const path = normalizePath(rawPath);
  const first = path.split('/')[1] || 'home';
  if (first === 'home' && path !== '/home' && path !== '/') {
    return navItems.find((item) => item.path === channel)?.id ?? null;
  }
  return navItems.find((item) => item.path === `/${first}`)?.id ?? null;
}

/** Spec §2 shop nav: the table's rows with a `shopNav` entry. */
const SHOP_NAV = mainRoutes.flatMap((r) => ('shopNav' in r ? [{ path: r.path, ...r.shopNav }] : []));

export interface ShopNavLink {
  key: string;
  label: string;
  /** Path without the query (for the active state). */
  path: string;
  href: string;
}

export function shopNavLinks(
  shopId: number | string,
  navInfos: ReadonlyArray<{ id: number }>,
): ShopNavLink[] {
  // 店铺首页 and 店铺介绍, then the style's items in the style's order, each once
  const ids = new Set<string | number>(['home', 'intro', ...navInfos.map((n) => n.id)]);
  const items = [...ids].flatMap((id) => SHOP_NAV.filter((item) => item.id === id));
  return items.map((item) => ({
    key: String(item.id),
    label: t(item.label),
    path: item.path,
    href: href(item.path, { id: shopId }),
  }));
}

/** The shop nav entry a shop path belongs to (/shop/news/detail → /shop/news). */
export function activeShopPath(rawPath: string): string {
  const path = normalizePath(rawPath);
  return path.split('/').slice(0, 3).join('/');
}
