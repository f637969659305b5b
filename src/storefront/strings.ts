import { SERVICE_TYPE_NAMES } from '../core/rules/service-types';

export const s = {
  siteName: '检验检测认证服务商城',
  slogan: '一站式检验检测认证服务平台',
  allCategories: '全部服务分类',
  mainNav: '主导航',
  skipToMain: '跳到主要内容',
  quickLinks: '快捷链接',
  helpCenter: '帮助中心',
  postDemand: '发布需求',
  feedback: '问题反馈',
  assistant: '在线助手',
  merchantJoin: '商家入驻',
  hotline: '服务热线',
  loading: '加载中…',
  empty: '暂无数据',
  refresh: '刷新页面',
  backHome: '返回首页',
  notFoundHint: '您访问的页面不存在或已被移除，请检查网址是否正确。',
} as const;

/** Fills `{name}` placeholders. */
export const fill = (text: string, vars: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** The service types (servicsInfo.id → name). */
export const SERVICE_TYPES = SERVICE_TYPE_NAMES;
