import { type MessageKey, t } from '../../core';
import { normalizePath } from '../routes';

export interface NavItem {
  id: number;
  label: string;
  path: string;
}

/** Spec §2 top navigation, in the spec's order (9 内容资讯 before 8 区块链存证查询). */
const NAV: ReadonlyArray<[number, MessageKey, string]> = [
  [1, 'nav.home', '/home'],
  [2, 'nav.check', '/check'],
  [3, 'nav.approbation', '/approbation'],
  [4, 'nav.metering', '/metering'],
  [5, 'nav.consult', '/consult'],
  [6, 'nav.subsidy', '/subsidy'],
  [7, 'nav.greenc', '/greenc'],
  [9, 'nav.news', '/news'],
  [8, 'nav.blockchain', '/blockchain'],
];

export const navItems: readonly NavItem[] = NAV.map(([id, key, path]) => ({ id, label: t(key), path }));

/** The active item follows the first path segment; `/` counts as /home (spec §2). */
export function activeNavId(rawPath: string): number | null {
  const first = normalizePath(rawPath).split('/')[1] || 'home';
  return navItems.find((item) => item.path === `/${first}`)?.id ?? null;
}

/** Spec §2 shop nav: 店铺首页 and 店铺介绍, then the style's items 1–6, each with ?id=. */
const SHOP_NAV: Record<number, [MessageKey, string]> = {
  1: ['shopNav.check', '/shop/check'],
  2: ['shopNav.qa', '/shop/qa'],
  3: ['shopNav.metering', '/shop/metering'],
  4: ['shopNav.consult', '/shop/consult'],
  5: ['shopNav.news', '/shop/news'],
  6: ['shopNav.qc', '/shop/qc'],
};

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
  const q = `?id=${encodeURIComponent(String(shopId))}`;
  const items: Array<[string, string, string]> = [
    ['home', t('shopNav.home'), '/shop'],
    ['intro', t('shopNav.intro'), '/shop/intro'],
  ];
  const seen = new Set<number>();
  for (const { id } of navInfos) {
    const item = SHOP_NAV[id];
    if (!item || seen.has(id)) continue;
    seen.add(id);
    items.push([String(id), t(item[0]), item[1]]);
  }
  return items.map(([key, label, path]) => ({ key, label, path, href: path + q }));
}

/** The shop nav entry a shop path belongs to (/shop/news/detail → /shop/news). */
export function activeShopPath(rawPath: string): string {
  const path = normalizePath(rawPath);
  return path.split('/').slice(0, 3).join('/');
}
