import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { findRoute, type Href, tableRoute } from '../routes';
import { AccountFrame } from './account-layout';
import type { MenuGroup } from './account-menu';

/** A crumb for a table path: a link only while its page is built (a planned path would 404). */
const crumb = (path: string, last: boolean): Crumb[] => {
  const row = tableRoute(path);
  if (!row) return [];
  return [{ label: row.title, ...(!last && findRoute(path) && { href: row.path as Href }) }];
};

/**
 * The breadcrumb of an area with its own side menu (the expert area, the merchant centre):
 * 首页 › the area's first page › the page, with the entry a page sits under between them
 * (客户订单 under 客户关系).
 */
export function areaCrumbs(root: string, path: string): Crumb[] {
  const row = tableRoute(path);
  if (!row || row.path === root) return crumb(root, true);
  return [
    ...crumb(root, false),
    ...(row.menuUnder ? crumb(row.menuUnder, false) : []),
    ...crumb(row.path, true),
  ];
}

/**
 * An area's frame inside the default header and footer (app.tsx): the breadcrumb, then the
 * area's side menu beside the page. It is the buyer account frame with another menu; the route
 * guard has already sent other user types home and visitors to login.
 */
export function areaLayout(root: string, menu: readonly MenuGroup[], label: string) {
  return function AreaLayout({ path, children }: { path: string; children?: ReactNode }) {
    return (
      <AccountFrame path={path} menu={menu} label={label} top={<Breadcrumb items={areaCrumbs(root, path)} />}>
        {children}
      </AccountFrame>
    );
  };
}
