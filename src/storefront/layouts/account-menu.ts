/**
 * The side menus, from the route table: each row with a `menu` entry is a level-2
 * link (its title the label) in its group, in the table's order. An entry shows only when its
 * page is built (a planned route arrives with its issue; until then the menu offers no 404).
 * The active entry is the one whose path is the current path or contains it
 * (/home/order/detail keeps 我的订单 active), or the one a row names in `menuUnder`.
 */
import { within } from '../../core';
import { accountRoutes } from '../route-areas/account';
import { expertRoutes } from '../route-areas/expert';
import { merchantRoutes } from '../route-areas/merchant';
import { type MenuBadge, type MenuGroupName, type RouteRow, tableRoute } from '../routes';

export type { MenuBadge };

export interface MenuLink {
  label: string;
  path: string;
  badge?: MenuBadge;
}

export interface MenuGroup {
  title: string;
  links: readonly MenuLink[];
}

const GROUP_TITLES: Record<MenuGroupName, string> = {
  account: '账户中心',
  trade: '交易中心',
  favourites: '收藏中心',
  expert: '专家中心',
  merchant: '商家中心',
  admin: '运营后台',
};

/** The groups of these names with all their entries, built or planned, from an area's rows. */
export function menuOf(names: readonly MenuGroupName[], rows: readonly RouteRow[]): MenuGroup[] {
  return names.map((name) => ({
    title: GROUP_TITLES[name],
    links: rows.flatMap((r) =>
      r.menu?.group === name
        ? [{ label: r.title, path: r.path, ...(r.menu.badge && { badge: r.menu.badge }) }]
        : [],
    ),
  }));
}

/** Buyer account menu: 账户中心, 交易中心, 收藏中心. */
export const ACCOUNT_MENU: readonly MenuGroup[] = menuOf(['account', 'trade', 'favourites'], accountRoutes);

/** Expert side menu: 个人中心 … 安全设置 (客户订单 keeps 客户关系 active through `menuUnder`). */
export const EXPERT_MENU: readonly MenuGroup[] = menuOf(['expert'], expertRoutes);

/** The merchant centre's side menu: 工作台 … 安全设置. */
export const MERCHANT_MENU: readonly MenuGroup[] = menuOf(['merchant'], merchantRoutes);

/** The words of the layout (it is not a page, so they live beside the menu). */
export const ACCOUNT_WORDS = {
  menu: '个人中心菜单',
  unread: '{n} 条未读',
  pending: '{n} 个待付款',
  expertMenu: '专家中心菜单',
  merchantMenu: '商家中心菜单',
} as const;

/** The groups with only the entries whose route exists; a group left empty is dropped. */
export function visibleMenu(has: (path: string) => boolean, menu = ACCOUNT_MENU): MenuGroup[] {
  return menu
    .map((g) => ({ title: g.title, links: g.links.filter((l) => has(l.path)) }))
    .filter((g) => g.links.length > 0);
}

/** The path of the active entry: the longest menu path that is `path` or contains it; '' for none. */
export function activeMenuPath(rawPath: string, menu: readonly MenuGroup[] = ACCOUNT_MENU): string {
  const path = tableRoute(rawPath)?.menuUnder ?? rawPath;
  let best = '';
  for (const g of menu) {
    for (const l of g.links) if (within(path, l.path) && l.path.length > best.length) best = l.path;
  }
  return best;
}

/** A badge count as shown: nothing for 0 or junk, 99+ above 99. */
export function badgeText(n: unknown): string {
  const v = Math.trunc(Number(n));
  if (!Number.isFinite(v) || v <= 0) return '';
  return v > 99 ? '99+' : String(v);
}
