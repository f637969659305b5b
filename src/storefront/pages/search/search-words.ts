/**
 * The search result page's words (/searchResult): they travel with its chunk, not with the
 * entry's dictionary (core/i18n/zh-cn.ts).
 */
import { fill } from '../../strings';

const WORDS = {
  'searchResult.title': '搜索结果',
  'searchResult.tabs': '搜索类型',
  'searchResult.countGoods': '共找到 {n} 个相关服务',
  'searchResult.countMerchant': '共找到 {n} 家相关商家',
  'searchResult.for': '“{keyword}”',
  'searchResult.type': '服务类型',
  'searchResult.allTypes': '全部',
  'searchResult.sort': '排序',
  'searchResult.sortDefault': '综合',
  'searchResult.sortSales': '销量',
  'searchResult.sortPrice': '价格',
  'searchResult.priceUp': '价格从低到高',
  'searchResult.priceDown': '价格从高到低',
  'searchResult.sold': '已售 {n}',
  'searchResult.standards': '执行标准',
  'searchResult.detail': '查看详情',
  'searchResult.services': '{n} 项服务',
  'searchResult.enterShop': '进店看看',
  'searchResult.emptyGoods': '没有找到与“{keyword}”相关的服务',
  'searchResult.emptyMerchant': '没有找到与“{keyword}”相关的商家',
  'searchResult.emptyHint': '请检查输入是否有误，换个说法试试，或输入标准号（如 GB/T 19001、ISO 9001）。',
  'searchResult.noKeyword': '请输入要搜索的产品、行业、标准或服务',
  'searchResult.tryThese': '大家都在搜',
  'searchResult.backHome': '返回首页',
  'searchResult.results': '搜索结果列表',
} as const;

/** The text for `key`, with `{name}` placeholders filled from `vars` (as core's `t`). */
export const sw = (key: keyof typeof WORDS, vars?: Record<string, string | number>): string =>
  vars ? fill(WORDS[key], vars) : WORDS[key];
