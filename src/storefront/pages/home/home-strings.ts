import type { RoutePath } from '../../routes';

/** The home page's words (the contract words stay in core's zh-cn.ts). */
export const h = {
  carousel: '精选活动',
  prevSlide: '上一张',
  nextSlide: '下一张',
  slideN: '第 {n} 张',
  heroTitle: '一站式检验检测认证服务',
  heroText: '资质机构在线下单 · 电子合同在线签署 · 检测报告在线查验',
  heroCta: '浏览检测服务',
  heroCta2: '了解补贴政策',
  hi: 'Hi，欢迎来到检验检测认证服务商城',
  hiUser: 'Hi，{name}',
  login: '登录',
  notice: '平台公告',
  quick: '快捷入口',
  recommend: '推荐服务',
  recommendSub: '平台精选 · 资质机构 · 价格透明',
  merchants: '优质服务机构',
  merchantsSub: '逐项核验资质的检测、认证、计量与培训机构',
  news: '行业资讯',
  newsSub: '政策法规 · 标准发布 · 行业动态',
  channels: '服务频道',
  enterChannel: '进入频道',
  noGoods: '暂无相关服务',
  noNotice: '暂无公告',
  noNews: '暂无资讯',
  noMerchants: '暂无机构',
} as const;

/** The channel tiles when channel_banner/get has nothing to show. */
export const CHANNELS: ReadonlyArray<{ title: string; text: string; path: RoutePath; icon: string }> = [
  {
    title: '检验检测',
    text: '食品 · 水质 · 环境',
    path: '/check',
    icon: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7 15h10',
  },
  {
    title: '认证认可',
    text: '体系 · 产品 · 资质',
    path: '/approbation',
    icon: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4',
  },
  {
    title: '标准查询',
    text: '标准检索 · 计量',
    path: '/metering',
    icon: 'M4 5h16v14H4zM8 9h8M8 13h5M15 15l3 3',
  },
  {
    title: '培训咨询',
    text: '内审员 · 体系咨询',
    path: '/consult',
    icon: 'M3 8l9-4 9 4-9 4zM7 10v5c3 2 7 2 10 0v-5',
  },
  {
    title: '补贴联盟',
    text: '最高补贴 50%',
    path: '/subsidy',
    icon: 'M12 3v18M16 7H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7',
  },
  {
    title: '绿色碳惠',
    text: '碳核查 · 绿色认证',
    path: '/greenc',
    icon: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7',
  },
];

/** Channel of a service type (1–5) for category rows. */
export const CHANNEL_OF: Readonly<Record<number, RoutePath>> = {
  1: '/check',
  2: '/approbation',
  3: '/metering',
  4: '/consult',
  5: '/consult',
};
