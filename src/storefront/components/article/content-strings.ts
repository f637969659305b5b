/**
 * Words of the content pages (资讯, 公告, 帮助中心, 服务说明, 协议). Kept in the storefront, not in
 * core's zh-cn.ts, which ships inside the widget bundle and its 22 KB budget.
 */
export const w = {
  news: '内容资讯',
  newsText: '政策法规、行业动态、标准发布与技术前沿，检验检测认证行业资讯一站获取',
  notice: '平台公告',
  noticeText: '商城规则调整、系统维护、机构入驻与服务安排，第一时间告知',
  help: '帮助中心',
  helpText: '下单、支付、发票、合同与售后，常见问题一查便知',
  all: '全部',
  categories: '分类',
  published: '发布时间',
  views: '浏览 {n}',
  prev: '上一篇',
  next: '下一篇',
  none: '没有了',
  backToList: '返回列表',
  noNews: '暂无资讯',
  noNotice: '暂无公告',
  noHelp: '没有找到相关的帮助内容',
  latestNews: '最新资讯',
  latestNotice: '最新公告',
  more: '更多',
  missingNews: '资讯不存在或已下线',
  missingNotice: '公告不存在或已下线',
  missingHelp: '帮助文章不存在',
  helpSearch: '搜索帮助内容',
  helpPlaceholder: '输入问题关键词，如 发票、退款、合同',
  search: '搜索',
  searchResult: '“{q}” 的搜索结果',
  clearSearch: '清除搜索',
  helpTree: '帮助分类',
  related: '相关问题',
  stillNeedHelp: '没有找到答案？',
  seekHelp: '发布需求咨询',
  feedback: '问题反馈',
  servicePages: '服务说明',
  missingPage: '页面不存在',
  agreement: '用户服务协议',
  merchantAgreement: '商家入驻协议',
  privacy: '隐私政策',
  otherAgreement: '另见',
  print: '打印',
  total: '共 {n} 条',
} as const;

/** The static pages (/spage?id=), in the order the side list shows them. */
export const STATIC_PAGES: ReadonlyArray<readonly [number, string]> = [
  [12, '订购流程'],
  [13, '售后说明'],
  [14, '发票规则'],
  [3, '商家入驻'],
  [4, '入驻相关'],
  [5, '专属客服'],
  [1, '关于技术合作方'],
  [6, '合作机会'],
  [8, '报告中心'],
];

/** page/info ids of the agreements and the privacy policy (seeded beside the static pages). */
export { AGREEMENT_PAGE_IDS as AGREEMENT_PAGES } from '../../../core/rules/privacy';
