/** The expert area of the route table (/expert…, the expert layout): see ../routes.ts. */
import { addAreaRows, type RouteRow } from '../routes';

export const expertRoutes = [
  // Expert area (expert side menu, in this order)
  {
    path: '/expert',
    title: '个人中心',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/center-page',
  },
  {
    path: '/expert/auth',
    title: '专家认证',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/auth-page',
  },
  {
    path: '/expert/openAccount',
    title: '开户信息',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/open-account-page',
  },
  {
    path: '/expert/funds',
    title: '资金管理',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/funds-page',
  },
  {
    path: '/expert/recommend',
    title: '客户关系',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/recommend-page',
  },
  {
    path: '/expert/order',
    title: '客户订单',
    layout: 'expert',
    guard: 'expert',
    menuUnder: '/expert/recommend',
    page: 'expert/order-page',
  },
  {
    path: '/expert/follow',
    title: '我的关注',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/follow-page',
  },
  {
    path: '/expert/safeset',
    title: '安全设置',
    layout: 'expert',
    guard: 'expert',
    menu: { group: 'expert' },
    page: 'expert/safeset-page',
  },
] as const satisfies readonly RouteRow[];

// whoever imports these rows (the router, a menu, the whole table) can look them up
addAreaRows('expert', expertRoutes);
