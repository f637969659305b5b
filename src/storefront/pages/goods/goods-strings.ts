import type { RoutePath } from '../../routes';

/** The goods detail page's words (the contract words — 加入购物车, 立即购买 … — stay in core's zh-cn.ts). */
export const g = {
  missing: '商品不存在',
  missingHint: '该服务可能已下架或链接有误，去看看其他服务吧。',
  gallery: '服务图片',
  pictureN: '第 {n} 张图片',
  standards: '执行标准',
  merchant: '服务机构',
  sales: '已售',
  views: '浏览',
  price: '价格',
  startPrice: '起价',
  priceNote: '以下单时计算的价格为准',
  serviceContent: '服务内容',
  trainingForm: '培训形式',
  approvalLogo: '认可标识',
  noApprovalLogo: '不需要',
  unit: '购买方式',
  free: '免费',
  noSurcharge: '不加价',
  quantity: '数量',
  addonCount: '加测项数',
  perItem: '按项计价',
  collect: '收藏',
  collected: '已收藏',
  collectLabel: '收藏服务',
  enterShop: '进入店铺',
  qualifications: '资质证书',
  details: '服务详情',
  process: '服务流程',
  faq: '常见问题',
  ratings: '服务评价',
  noDetails: '商家暂未填写服务详情',
  tabs: '服务信息',
  busy: '处理中…',
} as const;

/** Where the breadcrumb's service type links (the channel of the top navigation). */
export const TYPE_CHANNEL: Readonly<Record<number, RoutePath>> = {
  1: '/check',
  2: '/approbation',
  3: '/metering',
  4: '/consult',
  5: '/consult',
};
