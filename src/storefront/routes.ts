/**
 * THE route table of the storefront (DESIGN §3, §6): path, page title, layout and lazy page.
 * The router, the page titles and the 404 fallback all come from here. Guards are not declared
 * per route: core's guardRoute(path, session) decides for every navigation (spec §6).
 *
 * Only the routes whose pages exist or are being built are listed; an unlisted path renders
 * the 404 page. Each page is its own chunk: `pages/<area>/<name>-page.tsx`, default export,
 * named here by `<area>/<name>-page`. The table is plain data: the build reads it too, to write
 * the first-screen manifest the server uses (vite.storefront.config.ts, server/first-screen.ts).
 */
import type { FirstCall } from '../core/api/contract/first-calls';
import { HOME_CALLS } from './pages/home/home-calls';

export type LayoutName = 'default' | 'login' | 'register' | 'findpass' | 'shop' | 'account' | 'expert';

export interface FirstScreen {
  calls: readonly FirstCall[];
  /**
   * Where the largest picture of the first screen sits in those answers, tried in order:
   * `<call index>.<key>.<key>…` (the server preloads it with the page).
   */
  image?: readonly string[];
}

export interface RouteDef {
  /** As the spec spells it (decoded: `/check/index copy`). */
  path: string;
  /** Page name; the browser title is `title - 检验检测认证服务商城`. */
  title: string;
  layout: LayoutName;
  /** The page module under pages/, without `.tsx`. */
  page: string;
  /** What the page asks for first: started with its chunk, answered inside the HTML. */
  first?: FirstScreen;
}

/** The calls every page makes at start: the config and the header's hot words. */
export const EVERY_PAGE_CALLS: readonly FirstCall[] = [
  ['config/load', {}],
  ['search/get', { page: 1, limit: 20, type: 'goods' }],
];

/** Every shop page opens with the shop's detail and style (shop layout; its banner is the largest picture). */
const SHOP_FIRST: FirstScreen = {
  calls: [
    ['merchant/info', { id: '?id' }],
    ['merchant_style/info', { merchant_id: '?id' }],
  ],
  image: ['1.info.banner', '0.info.banner'],
};

const home = {
  page: 'home/home-page',
  first: { calls: Object.values(HOME_CALLS), image: ['0.list.0.image'] },
} as const;

export const routes: readonly RouteDef[] = [
  { path: '/', title: '首页', layout: 'default', ...home },
  { path: '/home', title: '首页', layout: 'default', ...home },
  { path: '/login', title: '登录', layout: 'login', page: 'auth/login-page' },
  { path: '/reg', title: '免费注册', layout: 'register', page: 'auth/register-page' },
  {
    path: '/findpass',
    title: '找回密码',
    layout: 'findpass',
    page: 'auth/findpass-page',
  },
  {
    path: '/searchResult',
    title: '搜索结果',
    layout: 'default',
    page: 'search/search-result-page',
  },
  {
    path: '/home/goodsdetail',
    title: '服务详情',
    layout: 'default',
    page: 'goods/goods-detail-page',
    first: { calls: [['goods/info', { id: '?id' }]], image: ['0.info.pictures.0', '0.info.cover'] },
  },

  // Shop pages take ?id= (the merchant id)
  { path: '/shop', title: '店铺首页', layout: 'shop', first: SHOP_FIRST, page: 'shop/shop-home-page' },
  {
    path: '/shop/intro',
    title: '店铺介绍',
    layout: 'shop',
    first: SHOP_FIRST,
    page: 'shop/shop-intro-page',
  },
  {
    path: '/shop/check',
    title: '店铺检验检测',
    layout: 'shop',
    first: SHOP_FIRST,
    page: 'shop/shop-check-page',
  },
  { path: '/shop/qa', title: '店铺问答', layout: 'shop', first: SHOP_FIRST, page: 'shop/shop-qa-page' },
  {
    path: '/shop/metering',
    title: '店铺计量',
    layout: 'shop',
    first: SHOP_FIRST,
    page: 'shop/shop-metering-page',
  },
  {
    path: '/shop/consult',
    title: '店铺咨询',
    layout: 'shop',
    first: SHOP_FIRST,
    page: 'shop/shop-consult-page',
  },
  {
    path: '/shop/news',
    title: '企业动态',
    layout: 'shop',
    first: SHOP_FIRST,
    page: 'shop/shop-news-page',
  },
  {
    path: '/shop/news/detail',
    title: '企业动态详情',
    layout: 'shop',
    first: SHOP_FIRST,
    page: 'shop/shop-news-detail-page',
  },
  { path: '/shop/qc', title: '质量控制', layout: 'shop', first: SHOP_FIRST, page: 'shop/shop-qc-page' },

  // Channels of the top navigation
  { path: '/check', title: '检验检测', layout: 'default', page: 'check/check-page' },
  {
    path: '/check/index copy',
    title: '检测机构名录',
    layout: 'default',
    page: 'check/check-copy-page',
  },
  {
    path: '/approbation',
    title: '认证认可',
    layout: 'default',
    page: 'approbation/approbation-page',
  },
  {
    path: '/metering',
    title: '标准查询',
    layout: 'default',
    page: 'metering/metering-page',
  },
  {
    path: '/metering/more',
    title: '更多计量服务',
    layout: 'default',
    page: 'metering/metering-more-page',
  },
  {
    path: '/metering/moreo',
    title: '更多计量机构',
    layout: 'default',
    page: 'metering/metering-moreo-page',
  },
  {
    path: '/consult',
    title: '培训咨询',
    layout: 'default',
    page: 'consult/consult-page',
  },
  { path: '/greenc', title: '绿色碳惠', layout: 'default', page: 'greenc/greenc-page' },
  {
    path: '/greenc/more',
    title: '绿色碳惠服务',
    layout: 'default',
    page: 'greenc/greenc-more-page',
  },
  {
    path: '/subsidy',
    title: '补贴联盟',
    layout: 'default',
    page: 'subsidy/subsidy-page',
  },
  {
    path: '/subsidy/detail',
    title: '补贴详情',
    layout: 'default',
    page: 'subsidy/subsidy-detail-page',
  },
  {
    path: '/subsidy/more',
    title: '补贴政策',
    layout: 'default',
    page: 'subsidy/subsidy-more-page',
  },
  {
    path: '/subsidy/moreg',
    title: '补贴服务',
    layout: 'default',
    page: 'subsidy/subsidy-moreg-page',
  },
  {
    path: '/subsidy/moreo',
    title: '补贴机构',
    layout: 'default',
    page: 'subsidy/subsidy-moreo-page',
  },
  {
    path: '/recommend',
    title: '推荐服务',
    layout: 'default',
    page: 'recommend/recommend-page',
  },
  {
    path: '/recommend/shop',
    title: '推荐店铺',
    layout: 'default',
    page: 'recommend/recommend-shop-page',
  },

  // Content
  {
    path: '/news',
    title: '内容资讯',
    layout: 'default',
    page: 'news/news-page',
    // hero, categories, the first page of articles, the latest announcements (e2e first-screen)
    first: {
      calls: [
        ['channel_banner/get', { channel: 'news', page: 1, limit: 1 }],
        ['article_category/get', { page: 1, limit: 50 }],
        ['article/get', { page: 1, limit: 10 }],
        ['announcement/get', { page: 1, limit: 6 }],
      ],
    },
  },
  {
    path: '/news/detail',
    title: '资讯详情',
    layout: 'default',
    page: 'news/news-detail-page',
  },
  { path: '/notice', title: '平台公告', layout: 'default', page: 'notice/notice-page' },
  {
    path: '/notice/detail',
    title: '公告详情',
    layout: 'default',
    page: 'notice/notice-detail-page',
  },
  { path: '/help', title: '帮助中心', layout: 'default', page: 'help/help-page' },
  {
    path: '/help/detail',
    title: '帮助详情',
    layout: 'default',
    page: 'help/help-detail-page',
  },
  { path: '/spage', title: '服务说明', layout: 'default', page: 'spage/spage-page' },
  {
    path: '/agreement',
    title: '用户协议',
    layout: 'default',
    page: 'agreement/agreement-page',
  },
  {
    path: '/agreement/addindex',
    title: '入驻协议',
    layout: 'default',
    page: 'agreement/agreement-addindex-page',
  },

  // Buyer account: orders and contracts (issue 4)
  {
    path: '/home/order',
    title: '我的订单',
    layout: 'account',
    page: 'order/order-list-page',
  },
  {
    path: '/home/order/detail',
    title: '订单详情',
    layout: 'account',
    page: 'order/order-detail-page',
  },
  {
    path: '/home/orderchange',
    title: '订单变更',
    layout: 'account',
    page: 'order/order-change-page',
  },
  {
    path: '/home/contract',
    title: '我的合同',
    layout: 'account',
    page: 'contract/contract-list-page',
  },
  {
    path: '/home/contract/agreement',
    title: '电子签章',
    layout: 'account',
    page: 'contract/contract-agreement-page',
  },

  // Buyer account: addresses and invoices (issue 4)
  {
    path: '/home/addressmanage',
    title: '地址管理',
    layout: 'account',
    page: 'account/address-manage-page',
  },
  {
    path: '/home/invoicemanage',
    title: '发票管理',
    layout: 'account',
    page: 'account/invoice-manage-page',
  },
  {
    path: '/home/electronicinvoice',
    title: '电子发票',
    layout: 'account',
    page: 'account/electronic-invoice-page',
  },

  // Buying: cart, settlement, cashier and payment results (issue 4)
  { path: '/shopcar', title: '购物车', layout: 'default', page: 'cart/shopcar-page' },
  {
    path: '/shopcarsettle',
    title: '确认订单',
    layout: 'default',
    page: 'cart/shopcar-settle-page',
  },
  {
    path: '/cashierdesk',
    title: '收银台',
    layout: 'default',
    page: 'pay/cashier-desk-page',
  },
  {
    path: '/result/success',
    title: '支付成功',
    layout: 'default',
    page: 'pay/result-success-page',
  },
  {
    path: '/result/error',
    title: '支付失败',
    layout: 'default',
    page: 'pay/result-error-page',
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
export const isHomePath = (rawPath: string): boolean => findRoute(rawPath)?.page === home.page;
