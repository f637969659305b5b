/**
 * Who of the staff may open which console page: each page is named by the endpoint it lists,
 * and that endpoint's roles in THE endpoint table decide (the server refuses the same roles).
 */
import '../../core/api/contract/staff-endpoints';
import { type EndpointId, endpoints } from '../../core';
import type { StaffRole } from '../../core/api/contract/models-operator';
import { adminRoutes } from '../route-areas/admin';
import { type MenuGroup, menuOf } from './account-menu';

const PAGE_ENDPOINT: Record<string, EndpointId> = {
  '/admin': 'operator/info',
  '/admin/review': 'operator_review/get',
  '/admin/review/detail': 'operator_review/info',
  '/admin/content': 'operator_content/get',
  '/admin/hotword': 'operator_hot_word/get',
  '/admin/staff': 'operator_staff/get',
  '/admin/audit': 'operator_audit/get',
  '/admin/feedback': 'operator_feedback/get',
  '/admin/outbox': 'operator_outbox/get',
  '/admin/order': 'operator_order/get',
  '/admin/order/detail': 'operator_order/info',
  '/admin/config': 'operator_config/get',
  '/admin/slide': 'operator_slide/get',
  '/admin/spage': 'operator_page/get',
  '/admin/category': 'operator_article_category/get',
  '/admin/coupon': 'operator_coupon/get',
  '/admin/promo': 'operator_subsidy/get',
  '/admin/import': 'operator_import/dryRun',
  '/admin/finance': 'operator_pay/get',
};

/** Whether `role` may call `id` (the endpoint table's staff roles). */
export const roleMay = (role: StaffRole, id: EndpointId): boolean =>
  endpoints[id].staff?.includes(role) ?? false;

/** Whether `role` may open the console page at `path` (pages not listed: every role). */
export const mayOpen = (role: StaffRole, path: string): boolean => {
  const id = PAGE_ENDPOINT[path];
  return !id || roleMay(role, id);
};

/** The console's side menu for one role: only what it may open. */
export const adminMenu = (role: StaffRole): MenuGroup[] =>
  menuOf(['admin'], adminRoutes).map((g) => ({ ...g, links: g.links.filter((l) => mayOpen(role, l.path)) }));

export const ADMIN_WORDS = {
  brand: '运营后台',
  site: '检验检测认证服务商城',
  menu: '运营后台菜单',
  logout: '退出',
  forbidden: '您的角色无权访问此页面',
  backHome: '返回工作台',
} as const;
