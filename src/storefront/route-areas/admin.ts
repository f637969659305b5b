/** The operator console area of the route table (/admin…, the admin layout): see ../routes.ts. */
import { addAreaRows, type RouteRow } from '../routes';

export const adminRoutes = [
  // The operator console: the society's staff, with a staff session of their own;
  // the side menu shows each member only what their role may do (admin-menu.ts)
  // the console's sign-in (its other pages need a staff session: the route walk is sent here)
  { path: '/admin/login', title: '运营后台登录', layout: 'admin', page: 'admin/login-page', form: true },
  {
    path: '/admin',
    title: '工作台',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/dashboard-page',
  },
  {
    path: '/admin/review',
    title: '审核管理',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/review-page',
  },
  {
    path: '/admin/review/detail',
    title: '审核详情',
    layout: 'admin',
    guard: 'operator',
    menuUnder: '/admin/review',
    page: 'admin/review-detail-page',
  },
  {
    path: '/admin/content',
    title: '内容管理',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/content-page',
  },
  {
    path: '/admin/hotword',
    title: '热门搜索词',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/hotword-page',
  },
  {
    path: '/admin/staff',
    title: '员工管理',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/staff-page',
  },
  {
    path: '/admin/audit',
    title: '操作日志',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/audit-page',
  },
  {
    path: '/admin/feedback',
    title: '意见反馈',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/feedback-page',
  },
  {
    path: '/admin/outbox',
    title: '发送记录',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/outbox-page',
  },
  {
    path: '/admin/order',
    title: '订单查询',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/order-page',
  },
  {
    path: '/admin/order/detail',
    title: '订单详情',
    layout: 'admin',
    guard: 'operator',
    menuUnder: '/admin/order',
    page: 'admin/order-detail-page',
  },
  {
    path: '/admin/config',
    title: '站点配置',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/config-page',
  },
  // content (内容编辑): carousels and channel banners, the /spage pages, news/help and goods categories
  {
    path: '/admin/slide',
    title: '轮播与横幅',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/slide-page',
  },
  {
    path: '/admin/spage',
    title: '单页管理',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/spage-admin-page',
  },
  {
    path: '/admin/category',
    title: '分类管理',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/category-page',
  },
  {
    path: '/admin/coupon',
    title: '优惠券',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/coupon-page',
  },
  {
    path: '/admin/promo',
    title: '补贴与绿色优惠',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/promo-page',
  },
  // 财务: bank transfers to confirm, expert withdrawals to pay, the collection account
  {
    path: '/admin/finance',
    title: '财务',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/finance-page',
  },
  // catalogue import for a named lab
  {
    path: '/admin/import',
    title: '服务导入',
    layout: 'admin',
    guard: 'operator',
    menu: { group: 'admin' },
    page: 'admin/import-page',
  },
] as const satisfies readonly RouteRow[];

// whoever imports these rows (the router, a menu, the whole table) can look them up
addAreaRows('admin', adminRoutes);
