import { t } from '../../core';
import { siteRoutes } from '../route-areas/site';
import { href, normalizePath } from '../routes';

/** Shop nav: the table's rows with a `shopNav` entry. */
const SHOP_NAV = siteRoutes.flatMap((r) => ('shopNav' in r ? [{ path: r.path, ...r.shopNav }] : []));

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
