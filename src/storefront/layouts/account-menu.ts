/**
 * The buyer account side menu of spec §2, as data: three groups of level-2 links. An entry
 * shows only when the route table has its path (an account page arrives with its issue, and
 * until then the menu does not offer a 404); the active entry is the one whose path is the
 * current path or contains it (/home/order/detail keeps 我的订单 active).
 */
import { within } from '../../core';

export type MenuBadge = 'unread' | 'orders';

export interface MenuLink {
  label: string;
  path: string;
  badge?: MenuBadge;
}

export interface MenuGroup {
  title: string;
  links: readonly MenuLink[];
}

export const ACCOUNT_MENU: readonly MenuGroup[] = [
  {
    title: '账户中心',
    links: [
      { label: '客户中心', path: '/home/usercenter' },
      { label: '消息通知', path: '/home/notice', badge: 'unread' },
      { label: '客户认证', path: '/home/auth' },
      { label: '安全设置', path: '/home/safeset' },
      { label: '商户管理', path: '/home/shopermanage' },
      { label: '我的资金', path: '/home/myfund' },
      { label: '补贴申请', path: '/home/subsidy' },
      { label: '地址管理', path: '/home/addressmanage' },
      { label: '发票管理', path: '/home/invoicemanage' },
      { label: '电子发票', path: '/home/electronicinvoice' },
    ],
  },
  {
    title: '交易中心',
    links: [
      { label: '我的订单', path: '/home/order', badge: 'orders' },
      { label: '我的合同', path: '/home/contract' },
      { label: '订单变更', path: '/home/orderchange' },
    ],
  },
  {
    title: '收藏中心',
    links: [
      { label: '收藏的服务', path: '/home/collect' },
      { label: '关注的店铺', path: '/home/store' },
      { label: '我的足迹', path: '/home/footprint' },
    ],
  },
];

/** The words of the layout (it is not a page, so they live beside the menu). */
export const ACCOUNT_WORDS = {
  menu: '个人中心菜单',
  unread: '{n} 条未读',
  pending: '{n} 个待付款',
} as const;

/** The groups with only the entries whose route exists; a group left empty is dropped. */
export function visibleMenu(has: (path: string) => boolean, menu = ACCOUNT_MENU): MenuGroup[] {
  return menu
    .map((g) => ({ title: g.title, links: g.links.filter((l) => has(l.path)) }))
    .filter((g) => g.links.length > 0);
}

/** The path of the active entry: the longest menu path that is `path` or contains it; '' for none. */
export function activeMenuPath(path: string, menu: readonly MenuGroup[] = ACCOUNT_MENU): string {
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
