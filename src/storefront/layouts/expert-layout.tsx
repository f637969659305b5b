import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { findRoute, type Href, tableRoute } from '../routes';
import { AccountFrame } from './account-layout';
import { ACCOUNT_WORDS, EXPERT_MENU } from './account-menu';

/** A crumb for a table path: a link only while its page is built (a planned path would 404). */
const crumb = (path: string, last: boolean): Crumb[] => {
  const row = tableRoute(path);
  if (!row) return [];
  return [{ label: row.title, ...(!last && findRoute(path) && { href: row.path as Href }) }];
};

/**
 * The breadcrumb from the home page (spec §2 expert layout): 首页 › 个人中心 › the page, with
 * the entry a page sits under between them (客户订单 under 客户关系).
 */
export function expertCrumbs(path: string): Crumb[] {
  const row = tableRoute(path);
  if (!row || row.path === '/expert') return crumb('/expert', true);
  return [
    ...crumb('/expert', false),
    ...(row.menuUnder ? crumb(row.menuUnder, false) : []),
    ...crumb(row.path, true),
  ];
}

/**
 * Spec §2 expert layout inside the default header and footer (app.tsx): the breadcrumb, then
 * the expert side menu beside the page. It is the buyer account frame with the expert menu;
 * the route guard (spec §6) has already sent buyers and merchants home and visitors to login.
 */
export default function ExpertLayout({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <AccountFrame
      path={path}
      menu={EXPERT_MENU}
      label={ACCOUNT_WORDS.expertMenu}
      top={<Breadcrumb items={expertCrumbs(path)} />}
    >
      {children}
    </AccountFrame>
  );
}
