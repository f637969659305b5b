/**
 * Storefront-only words (the shell, the home page and the shared components). The contract
 * words of DESIGN §8 stay in core's zh-cn.ts and are read with t(); these may move there.
 */
import type { RoutePath } from './routes';

export const s = {
  siteName: '检验检测认证服务商城',
  slogan: '一站式检验检测认证服务平台',
  hostedBy: '主办',
  allCategories: '全部服务分类',
  mainNav: '主导航',
  skipToMain: '跳到主要内容',
  quickLinks: '快捷链接',
  shopNav: '店铺导航',
  helpCenter: '帮助中心',
  aboutUs: '关于我们',
  agreement: '用户协议',
  merchantJoin: '商家入驻',
  hotline: '服务热线',
  email: '电子邮箱',
  address: '联系地址',
  serviceHours: '服务时间',
  licence: '营业执照',
  filing: '备案号',
  contactUs: '联系我们',
  followUs: '关注我们',
  copyright: '版权所有',
  welcomeLogin: '欢迎登录',
  welcomeRegister: '欢迎注册',
  findPassword: '找回密码',
  noAccount: '还没有账号？',
  loading: '加载中…',
  loadFailed: '无法加载',
  retry: '重试',
  empty: '暂无数据',
  more: '更多',
  viewAll: '查看全部',
  prev: '上一页',
  next: '下一页',
  pageN: '第 {n} 页',
  pagination: '分页',
  breadcrumb: '当前位置',
  from: '起',
  sold: '已售 {n}',
  services: '{n} 项服务',
  enterShop: '进店看看',
  refresh: '刷新页面',
  backHome: '返回首页',
  notFoundHint: '您访问的页面不存在或已被移除，请检查网址是否正确。',
  shopMissing: '店铺不存在或已关闭',
  fans: '{n} 人关注',
  building: '本页面正在建设中，敬请期待。',
} as const;

/** Fills `{name}` placeholders. */
export const fill = (text: string, vars: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** DESIGN §4 service types (servicsInfo.id → name). */
export const SERVICE_TYPES: Record<number, string> = {
  1: '检验检测',
  2: '认证认可',
  3: '计量校准',
  4: '培训',
  5: '咨询',
};

/** Footer link groups: static pages /spage?id= (spec §2) and the help pages. */
type FooterLink = readonly [label: string, path: RoutePath, spageId?: number];

export const FOOTER_GROUPS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: '新手指南',
    links: [
      ['下单流程', '/spage', 12],
      ['售后说明', '/spage', 13],
      ['发票规则', '/spage', 14],
    ],
  },
  {
    title: '商家服务',
    links: [
      ['商家入驻', '/spage', 3],
      ['入驻相关', '/spage', 4],
      ['专属客服', '/spage', 5],
    ],
  },
  {
    title: '关于我们',
    links: [
      ['关于技术支持方', '/spage', 1],
      ['合作机会', '/spage', 6],
      ['报告中心', '/spage', 8],
    ],
  },
  {
    title: '帮助与公告',
    links: [
      ['帮助中心', '/help'],
      ['平台公告', '/notice'],
      ['用户协议', '/agreement'],
    ],
  },
];

/** The promises under the header of every page. */
export const GUARANTEES: ReadonlyArray<[string, string]> = [
  ['资质核验', '入驻机构资质逐项审核'],
  ['电子合同', '下单在线签署 有据可依'],
  ['报告可查', '检测报告在线查验真伪'],
  ['补贴直享', '政府补贴一站申领'],
];
