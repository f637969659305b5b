/**
 * THE route table of the storefront (DESIGN §3, §6): path, page title, layout and lazy page.
 * The router, the page titles and the 404 fallback all come from here. Guards are not declared
 * per route: core's guardRoute(path, session) decides for every navigation (spec §6).
 *
 * Only the routes whose pages exist or are being built are listed; an unlisted path renders
 * the 404 page. Each page is its own chunk: `pages/<area>/<name>-page.tsx`, default export.
 */
import type { ComponentType } from 'react';
import { prefetchApi } from './components/use-api';
import { HOME_CALLS } from './pages/home/home-calls';

export type LayoutName = 'default' | 'login' | 'register' | 'findpass' | 'shop' | 'account' | 'expert';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface RouteDef {
  /** As the spec spells it (decoded: `/check/index copy`). */
  path: string;
  /** Page name; the browser title is `title - 检验检测认证服务商城`. */
  title: string;
  layout: LayoutName;
  page: PageLoader;
}

const home: PageLoader = () => {
  for (const [id, params] of Object.values(HOME_CALLS)) prefetchApi(id, params);
  return import('./pages/home/home-page');
};

export const routes: readonly RouteDef[] = [
  { path: '/', title: '首页', layout: 'default', page: home },
  { path: '/home', title: '首页', layout: 'default', page: home },
  { path: '/login', title: '登录', layout: 'login', page: () => import('./pages/auth/login-page') },
  { path: '/reg', title: '免费注册', layout: 'register', page: () => import('./pages/auth/register-page') },
  {
    path: '/findpass',
    title: '找回密码',
    layout: 'findpass',
    page: () => import('./pages/auth/findpass-page'),
  },
  {
    path: '/searchResult',
    title: '搜索结果',
    layout: 'default',
    page: () => import('./pages/search/search-result-page'),
  },
  {
    path: '/home/goodsdetail',
    title: '服务详情',
    layout: 'default',
    page: () => import('./pages/goods/goods-detail-page'),
  },

  // Shop pages take ?id= (the merchant id)
  { path: '/shop', title: '店铺首页', layout: 'shop', page: () => import('./pages/shop/shop-home-page') },
  {
    path: '/shop/intro',
    title: '店铺介绍',
    layout: 'shop',
    page: () => import('./pages/shop/shop-intro-page'),
  },
  {
    path: '/shop/check',
    title: '店铺检验检测',
    layout: 'shop',
    page: () => import('./pages/shop/shop-check-page'),
  },
  { path: '/shop/qa', title: '店铺问答', layout: 'shop', page: () => import('./pages/shop/shop-qa-page') },
  {
    path: '/shop/metering',
    title: '店铺计量',
    layout: 'shop',
    page: () => import('./pages/shop/shop-metering-page'),
  },
  {
    path: '/shop/consult',
    title: '店铺咨询',
    layout: 'shop',
    page: () => import('./pages/shop/shop-consult-page'),
  },
  {
    path: '/shop/news',
    title: '企业动态',
    layout: 'shop',
    page: () => import('./pages/shop/shop-news-page'),
  },
  {
    path: '/shop/news/detail',
    title: '企业动态详情',
    layout: 'shop',
    page: () => import('./pages/shop/shop-news-detail-page'),
  },
  { path: '/shop/qc', title: '质量控制', layout: 'shop', page: () => import('./pages/shop/shop-qc-page') },

  // Channels of the top navigation
  { path: '/check', title: '检验检测', layout: 'default', page: () => import('./pages/check/check-page') },
  {
    path: '/check/index copy',
    title: '检测机构名录',
    layout: 'default',
    page: () => import('./pages/check/check-copy-page'),
  },
  {
    path: '/approbation',
    title: '认证认可',
    layout: 'default',
    page: () => import('./pages/approbation/approbation-page'),
  },
  {
    path: '/metering',
    title: '标准查询',
    layout: 'default',
    page: () => import('./pages/metering/metering-page'),
  },
  {
    path: '/metering/more',
    title: '更多计量服务',
    layout: 'default',
    page: () => import('./pages/metering/metering-more-page'),
  },
  {
    path: '/metering/moreo',
    title: '更多计量机构',
    layout: 'default',
    page: () => import('./pages/metering/metering-moreo-page'),
  },
  {
    path: '/consult',
    title: '培训咨询',
    layout: 'default',
    page: () => import('./pages/consult/consult-page'),
  },
  { path: '/greenc', title: '绿色碳惠', layout: 'default', page: () => import('./pages/greenc/greenc-page') },
  {
    path: '/greenc/more',
    title: '绿色碳惠服务',
    layout: 'default',
    page: () => import('./pages/greenc/greenc-more-page'),
  },
  {
    path: '/subsidy',
    title: '补贴联盟',
    layout: 'default',
    page: () => import('./pages/subsidy/subsidy-page'),
  },
  {
    path: '/subsidy/detail',
    title: '补贴详情',
    layout: 'default',
    page: () => import('./pages/subsidy/subsidy-detail-page'),
  },
  {
    path: '/subsidy/more',
    title: '补贴政策',
    layout: 'default',
    page: () => import('./pages/subsidy/subsidy-more-page'),
  },
  {
    path: '/subsidy/moreg',
    title: '补贴服务',
    layout: 'default',
    page: () => import('./pages/subsidy/subsidy-moreg-page'),
  },
  {
    path: '/subsidy/moreo',
    title: '补贴机构',
    layout: 'default',
    page: () => import('./pages/subsidy/subsidy-moreo-page'),
  },
  {
    path: '/recommend',
    title: '推荐服务',
    layout: 'default',
    page: () => import('./pages/recommend/recommend-page'),
  },
  {
    path: '/recommend/shop',
    title: '推荐店铺',
    layout: 'default',
    page: () => import('./pages/recommend/recommend-shop-page'),
  },

  // Content
  { path: '/news', title: '内容资讯', layout: 'default', page: () => import('./pages/news/news-page') },
  {
    path: '/news/detail',
    title: '资讯详情',
    layout: 'default',
    page: () => import('./pages/news/news-detail-page'),
  },
  { path: '/notice', title: '平台公告', layout: 'default', page: () => import('./pages/notice/notice-page') },
  {
    path: '/notice/detail',
    title: '公告详情',
    layout: 'default',
    page: () => import('./pages/notice/notice-detail-page'),
  },
  { path: '/help', title: '帮助中心', layout: 'default', page: () => import('./pages/help/help-page') },
  {
    path: '/help/detail',
    title: '帮助详情',
    layout: 'default',
    page: () => import('./pages/help/help-detail-page'),
  },
  { path: '/spage', title: '服务说明', layout: 'default', page: () => import('./pages/spage/spage-page') },
  {
    path: '/agreement',
    title: '用户协议',
    layout: 'default',
    page: () => import('./pages/agreement/agreement-page'),
  },
  {
    path: '/agreement/addindex',
    title: '入驻协议',
    layout: 'default',
    page: () => import('./pages/agreement/agreement-addindex-page'),
  },

  // Buyer account: orders and contracts (issue 4)
  {
    path: '/home/order',
    title: '我的订单',
    layout: 'account',
    page: () => import('./pages/order/order-list-page'),
  },
  {
    path: '/home/order/detail',
    title: '订单详情',
    layout: 'account',
    page: () => import('./pages/order/order-detail-page'),
  },
  {
    path: '/home/orderchange',
    title: '订单变更',
    layout: 'account',
    page: () => import('./pages/order/order-change-page'),
  },
  {
    path: '/home/contract',
    title: '我的合同',
    layout: 'account',
    page: () => import('./pages/contract/contract-list-page'),
  },
  {
    path: '/home/contract/agreement',
    title: '电子签章',
    layout: 'account',
    page: () => import('./pages/contract/contract-agreement-page'),
  },

  // Buyer account: addresses and invoices (issue 4)
  {
    path: '/home/addressmanage',
    title: '地址管理',
    layout: 'account',
    page: () => import('./pages/account/address-manage-page'),
  },
  {
    path: '/home/invoicemanage',
    title: '发票管理',
    layout: 'account',
    page: () => import('./pages/account/invoice-manage-page'),
  },
  {
    path: '/home/electronicinvoice',
    title: '电子发票',
    layout: 'account',
    page: () => import('./pages/account/electronic-invoice-page'),
  },

  // Buying: cart, settlement, cashier and payment results (issue 4)
  { path: '/shopcar', title: '购物车', layout: 'default', page: () => import('./pages/cart/shopcar-page') },
  {
    path: '/shopcarsettle',
    title: '确认订单',
    layout: 'default',
    page: () => import('./pages/cart/shopcar-settle-page'),
  },
  {
    path: '/cashierdesk',
    title: '收银台',
    layout: 'default',
    page: () => import('./pages/pay/cashier-desk-page'),
  },
  {
    path: '/result/success',
    title: '支付成功',
    layout: 'default',
    page: () => import('./pages/pay/result-success-page'),
  },
  {
    path: '/result/error',
    title: '支付失败',
    layout: 'default',
    page: () => import('./pages/pay/result-error-page'),
  },
];

/** `/a/b/` → `/a/b`; query and hash dropped; percent-escapes decoded (`index%20copy`). */
export function normalizePath(raw: string): string {
  let path = raw.split(/[?#]/)[0] || '/';
  try {
    path = decodeURI(path);
  } catch {
    // a malformed escape stays as typed and simply matches nothing
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The route for a location path, in its encoded or decoded form; undefined → 404. */
export const findRoute = (rawPath: string): RouteDef | undefined => byPath.get(normalizePath(rawPath));

/** The href of a route path: `/check/index copy` → `/check/index%20copy`. */
export const hrefOf = (path: string): string => encodeURI(path);

/** Spec §2 home page type: `/` and `/home` (the categories bar shows only there). */
export const isHomePath = (rawPath: string): boolean => findRoute(rawPath)?.page === home;
