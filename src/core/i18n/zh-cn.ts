/**
 * Every user-visible string, by key. The values in the first groups are
 * contract text: tests and other teams match them exactly.
 */
import { fillWords } from './fill';

export const zhCN = {
  // Session and header
  'auth.loginFirst': '请先登录',
  'auth.register': '免费注册',
  'auth.haveAccount': '已有账号，请登录',
  'auth.logout': '退出登录',
  'auth.buyerOnly': '请以买家身份登录后操作',
  'auth.onlineService': '在线客服',
  'auth.account': '我的账号',
  'auth.loggedOut': '已退出登录',
  'menu.orders': '我的订单',
  'menu.userCenter': '个人中心',
  'menu.collect': '收藏的服务',
  'menu.safeset': '安全设置',
  'menu.merchantCenter': '商家中心',
  'menu.expertCenter': '个人中心',

  // Search
  'search.goods': '服务',
  'search.merchant': '商家',
  'search.placeholder': '请输入产品/行业/标准/服务',
  'search.button': '搜索',
  'search.hotWords': '热门搜索',
  'search.typeLabel': '搜索类型',
  'search.inputLabel': '搜索关键词',

  // Cart
  'cart.settle': '去购物车结算',
  'cart.title': '购物车',
  'cart.empty': '购物车中还没有服务，快去选购吧',
  'cart.added': '已加入购物车',
  'cart.remove': '删除',
  'cart.total': '合计',
  'cart.count': '共 {count} 件服务',
  'cart.announce': '购物车共 {count} 件服务',
  'cart.recent': '最新加入的服务',

  // Follow
  'follow.follow': '关注',
  'follow.followed': '已关注',
  'follow.label': '关注店铺',

  // Navigation (top navigation 1–9, shop navigation)
  'nav.home': '首页',
  'nav.check': '检验检测',
  'nav.approbation': '认证认可',
  'nav.metering': '标准查询',
  'nav.consult': '培训咨询',
  'nav.subsidy': '补贴联盟',
  'nav.greenc': '绿色碳惠',
  'nav.blockchain': '区块链存证查询',
  'nav.news': '内容资讯',
  'shopNav.home': '店铺首页',
  'shopNav.intro': '店铺介绍',
  'shopNav.check': '检验检测',
  'shopNav.qa': '问答',
  'shopNav.metering': '计量',
  'shopNav.consult': '咨询',
  'shopNav.news': '企业动态',
  'shopNav.qc': '质量控制',

  // Purchase actions
  'buy.addToCart': '加入购物车',
  'buy.buyNow': '立即购买',
  'buy.checkout': '去结算',
  'buy.submitOrder': '提交订单',
  'buy.payNow': '立即支付',

  // Errors and misc
  'error.notFound': '页面不存在',
  'error.default': '抱歉，页面好像飞走了，请尝试刷新或返回首页',
  'error.network': '网络异常，请稍后再试',
  'error.server': '服务暂时不可用，请稍后再试',
  'error.unknownGuard': 'Unknown middleware {name}',
  'service.hours': '周一至周五 9:00-18:00',
  'common.close': '关闭',
  'common.loading': '加载中…',
  'common.welcome': '欢迎来到检验检测认证服务商城',
  'common.siteName': '检验检测认证服务商城',
  'common.yuan': '¥',
} as const;

export type MessageKey = keyof typeof zhCN;

/**
 * The text for `key`, with `{name}` placeholders filled from `vars`. The bundles write a call
 * with a literal key as its text (vite.shared.ts inlineWords), so a bundle carries only the
 * words its modules use, each in the chunk that uses it, and this table only where a key is
 * chosen at run time.
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  return fillWords(zhCN[key], vars);
}
