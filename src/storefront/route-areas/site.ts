/**
 * The site area of the route table: every path that is neither a main row (../routes.ts) nor
 * under another area's prefix — login, shops, the channels' other pages, content, demands, cart
 * and payment. See ../routes.ts.
 */
import { addAreaRows, type FirstScreen, type RouteRow } from '../routes';

/** Every shop page opens with the shop's detail and style (shop layout; its banner is the largest picture). */
const SHOP_FIRST: FirstScreen = {
  calls: [
    ['merchant/info', { id: '?id' }],
    ['merchant_style/info', { merchant_id: '?id' }],
  ],
  image: ['1.info.banner', '0.info.banner'],
};

export const siteRoutes = [
  { path: '/login', title: '登录', layout: 'login', page: 'auth/login-page' },
  { path: '/reg', title: '免费注册', layout: 'register', page: 'auth/register-page' },
  { path: '/findpass', title: '找回密码', layout: 'findpass', page: 'auth/findpass-page' },

  // Shop pages take ?id= (the merchant id); `shopNav` places them in the shop nav
  {
    path: '/shop',
    title: '店铺首页',
    layout: 'shop',
    shopNav: { id: 'home', label: 'shopNav.home' },
    first: SHOP_FIRST,
    page: 'shop/shop-home-page',
  },
  {
    path: '/shop/intro',
    title: '店铺介绍',
    layout: 'shop',
    shopNav: { id: 'intro', label: 'shopNav.intro' },
    first: SHOP_FIRST,
    page: 'shop/shop-intro-page',
  },
  {
    path: '/shop/check',
    title: '店铺检验检测',
    layout: 'shop',
    shopNav: { id: 1, label: 'shopNav.check' },
    first: SHOP_FIRST,
    page: 'shop/shop-check-page',
  },
  {
    path: '/shop/qa',
    title: '店铺问答',
    layout: 'shop',
    shopNav: { id: 2, label: 'shopNav.qa' },
    first: SHOP_FIRST,
    page: 'shop/shop-qa-page',
  },
  {
    path: '/shop/metering',
    title: '店铺计量',
    layout: 'shop',
    shopNav: { id: 3, label: 'shopNav.metering' },
    first: SHOP_FIRST,
    page: 'shop/shop-metering-page',
  },
  {
    path: '/shop/consult',
    title: '店铺咨询',
    layout: 'shop',
    shopNav: { id: 4, label: 'shopNav.consult' },
    first: SHOP_FIRST,
    page: 'shop/shop-consult-page',
  },
  {
    path: '/shop/news',
    title: '企业动态',
    layout: 'shop',
    shopNav: { id: 5, label: 'shopNav.news' },
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
  {
    path: '/shop/qc',
    title: '质量控制',
    layout: 'shop',
    shopNav: { id: 6, label: 'shopNav.qc' },
    first: SHOP_FIRST,
    page: 'shop/shop-qc-page',
  },

  // The channels' other pages (their top navigation rows are in ../routes.ts)
  { path: '/check/index copy', title: '检测机构名录', layout: 'default', page: 'check/check-copy-page' },
  { path: '/metering/more', title: '更多计量服务', layout: 'default', page: 'metering/metering-more-page' },
  { path: '/metering/moreo', title: '更多计量机构', layout: 'default', page: 'metering/metering-moreo-page' },
  { path: '/subsidy/detail', title: '补贴详情', layout: 'default', page: 'subsidy/subsidy-detail-page' },
  { path: '/subsidy/more', title: '补贴政策', layout: 'default', page: 'subsidy/subsidy-more-page' },
  { path: '/subsidy/moreg', title: '补贴服务', layout: 'default', page: 'subsidy/subsidy-moreg-page' },
  { path: '/subsidy/moreo', title: '补贴机构', layout: 'default', page: 'subsidy/subsidy-moreo-page' },
  { path: '/greenc/more', title: '绿色碳惠服务', layout: 'default', page: 'greenc/greenc-more-page' },
  { path: '/news/detail', title: '资讯详情', layout: 'default', page: 'news/news-detail-page' },
  { path: '/recommend', title: '推荐服务', layout: 'default', page: 'recommend/recommend-page' },
  { path: '/recommend/shop', title: '推荐店铺', layout: 'default', page: 'recommend/recommend-shop-page' },

  // Content
  { path: '/notice', title: '平台公告', layout: 'default', page: 'notice/notice-page' },
  { path: '/notice/detail', title: '公告详情', layout: 'default', page: 'notice/notice-detail-page' },
  { path: '/help', title: '帮助中心', layout: 'default', page: 'help/help-page' },
  { path: '/help/detail', title: '帮助详情', layout: 'default', page: 'help/help-detail-page' },
  { path: '/spage', title: '服务说明', layout: 'default', page: 'spage/spage-page' },
  { path: '/agreement', title: '用户协议', layout: 'default', page: 'agreement/agreement-page' },
  {
    path: '/agreement/addindex',
    title: '入驻协议',
    layout: 'default',
    page: 'agreement/agreement-addindex-page',
  },
  {
    path: '/agreement/privacy',
    title: '隐私政策',
    layout: 'default',
    page: 'agreement/agreement-privacy-page',
  },

  // Demands and feedback (publishing needs a login; the hall and a demand are public)
  {
    path: '/seekhelp',
    title: '发布需求',
    layout: 'default',
    guard: 'login',
    page: 'seekhelp/seekhelp-page',
    form: true,
  },
  { path: '/seekhelp/list', title: '需求大厅', layout: 'default', page: 'seekhelp/seekhelp-list-page' },
  { path: '/seekhelp/detail', title: '需求详情', layout: 'default', page: 'seekhelp/seekhelp-detail-page' },
  {
    path: '/feedback',
    title: '问题反馈',
    layout: 'default',
    guard: 'login',
    page: 'seekhelp/feedback-page',
    form: true,
  },

  // Buying: cart, settlement, cashier and payment results
  { path: '/shopcar', title: '购物车', layout: 'default', guard: 'login', page: 'cart/shopcar-page' },
  {
    path: '/shopcarsettle',
    title: '确认订单',
    layout: 'default',
    guard: 'buyerOnly',
    page: 'cart/shopcar-settle-page',
    checkout: true,
  },
  { path: '/cashierdesk', title: '收银台', layout: 'default', page: 'pay/cashier-desk-page', checkout: true },
  { path: '/result/success', title: '支付成功', layout: 'default', page: 'pay/result-success-page' },
  { path: '/result/error', title: '支付失败', layout: 'default', page: 'pay/result-error-page' },
  // Services set side by side from the search list and the detail page (kept for the session)
  { path: '/compare', title: '服务对比', layout: 'default', page: 'compare/compare-page' },

  // Ledger area: the public report check the merchant centre's reports point to
  {
    path: '/report/verify',
    title: '报告真伪查询',
    layout: 'default',
    page: 'blockchain/report-verify-page',
    form: true,
  },
] as const satisfies readonly RouteRow[];

// whoever imports these rows (the router, a menu, the whole table) can look them up
addAreaRows('site', siteRoutes);
