/** The merchant centre area of the route table (/merchant…, the merchant layout): see ../routes.ts. */
import { addAreaRows, type RouteRow } from '../routes';

export const merchantRoutes = [
  // Merchant centre (the merchant's only header item, opened in a new window;
  // its pages in the side menu's order)
  {
    path: '/merchant',
    title: '工作台',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/center-page',
  },
  // the lab's site letters (contracts to sign, after-sale requests, review outcomes), unread badge
  {
    path: '/merchant/notice',
    title: '站内信',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant', badge: 'unread' },
    page: 'merchant/notice-page',
  },
  {
    path: '/merchant/shop',
    title: '店铺设置',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/shop-page',
  },
  {
    path: '/merchant/qualification',
    title: '资质管理',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/qualification-page',
  },
  {
    path: '/merchant/goods',
    title: '服务管理',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/goods-page',
  },
  {
    path: '/merchant/goods/edit',
    title: '编辑服务',
    layout: 'merchant',
    guard: 'merchant',
    menuUnder: '/merchant/goods',
    page: 'merchant/goods-edit-page',
    // opened bare, the service editor is the new-service form
    form: true,
  },
  // the lab's own service as buyers would see it, the version under review included (never public)
  {
    path: '/merchant/goods/preview',
    title: '服务预览',
    layout: 'default',
    guard: 'merchant',
    page: 'merchant/goods-preview-page',
  },
  {
    path: '/merchant/order',
    title: '订单管理',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/order-page',
  },
  // contracts signed on the mall: the lab reads and signs its contracts
  {
    path: '/merchant/contract',
    title: '合同管理',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/contract-page',
  },
  {
    path: '/merchant/order/detail',
    title: '订单详情',
    layout: 'merchant',
    guard: 'merchant',
    menuUnder: '/merchant/order',
    page: 'merchant/order-detail-page',
  },
  {
    path: '/merchant/orderchange',
    title: '订单变更',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/orderchange-page',
  },
  {
    path: '/merchant/seekhelp',
    title: '需求大厅报价',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/seekhelp-page',
  },
  {
    path: '/merchant/article',
    title: '店铺文章',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/article-page',
  },
  {
    path: '/merchant/qa',
    title: '问答',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/qa-page',
  },
  {
    path: '/merchant/rating',
    title: '评价与售后',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/after-service-page',
  },
  {
    path: '/merchant/funds',
    title: '资金结算',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/funds-page',
  },
  {
    path: '/merchant/openAccount',
    title: '开户信息',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/open-account-page',
  },
  {
    path: '/merchant/esign',
    title: '电子签章',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/esign-page',
  },
  {
    path: '/merchant/safeset',
    title: '安全设置',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/safeset-page',
  },
  // catalogue import: the lab's services from a CSV
  {
    path: '/merchant/import',
    title: '批量导入',
    layout: 'merchant',
    guard: 'merchant',
    menu: { group: 'merchant' },
    page: 'merchant/import-page',
    // a file picker until a CSV is chosen
    form: true,
  },
] as const satisfies readonly RouteRow[];

// whoever imports these rows (the router, a menu, the whole table) can look them up
addAreaRows('merchant', merchantRoutes);
