import type { MerchantKind } from '../../../core';
import { MERCHANT_KIND_LABELS, MERCHANT_KINDS } from '../../../core/rules/merchant-kinds';

/**
 * Words of the channel pages (检验检测 … 补贴联盟, 推荐). They live in the storefront rather than
 * in core's zh-cn.ts: core ships inside the widget bundle, whose 22 KB budget these would eat.
 */
export const c = {
  all: '全部',
  allRegions: '全部地区',
  carousel: '频道推荐',
  prevSlide: '上一张',
  nextSlide: '下一张',
  slideN: '第 {n} 张',
  categories: '服务分类',
  total: '共 {n} 项',
  totalOrgs: '共 {n} 家机构',
  noGoods: '暂无相关服务',
  noOrgs: '暂无相关机构',
  search: '搜索',
  reset: '重置',
  goodsCount: '{n} 项服务',
  viewServices: '查看服务',
  enterShop: '进店看看',
  more: '查看更多',

  // 检验检测
  checkServices: '检测服务',
  checkServicesSub: 'CMA / CNAS 资质实验室在线下单',
  featuredLabs: '推荐实验室',
  featuredLabsSub: '资质逐项核验的检验检测机构',
  labDirectory: '检测机构名录',
  orgsTitle: '检测机构名录',
  orgsText: '已通过平台资质核验的检验检测机构，按地区查找离您最近的实验室',
  region: '所在地区',
  orgKeyword: '机构名称或检测领域',

  // 认证认可
  certServices: '认证服务',
  certServicesSub: '管理体系、产品认证与资质认定',
  certBodies: '认证机构',
  certBodiesSub: '经国家认证认可主管部门批准',
  howCert: '认证怎么做',
  certSteps: [
    ['提交申请', '在线选择认证项目并下单'],
    ['文件审核', '认证机构审查体系文件'],
    ['现场审核', '审核员到企业现场审核'],
    ['认证决定', '评定审核结论并整改'],
    ['颁发证书', '证书可在官方平台查询'],
    ['监督审核', '每年一次保持证书有效'],
  ] as ReadonlyArray<readonly [string, string]>,

  // 标准查询
  stdTitle: '标准查询',
  stdText: '输入标准号，查找按该标准开展检测、认证、校准的服务',
  stdLabel: '标准号',
  stdPlaceholder: '如 GB 5749-2022、GB/T 19001-2016',
  stdExamples: ['GB 5749-2022', 'GB/T 19001-2016', 'GB/T 18883-2022', 'ISO 14001', 'GB 4943.1-2022'],
  stdExamplesLabel: '常用标准：',
  stdResults: '“{q}” 的相关服务',
  stdEmpty: '未找到按该标准开展的服务，换个写法试试，如去掉年份',
  stdRequired: '请输入标准号',
  meteringServices: '计量校准服务',
  meteringServicesSub: '检定、校准与测试，出具 CNAS 校准证书',
  meteringOrgs: '计量机构',
  meteringOrgsSub: '法定计量技术机构与校准实验室',
  moreMetering: '更多计量服务',
  moreMeteringOrgs: '更多计量机构',

  // 培训咨询
  training: '培训课程',
  trainingSub: '内审员、检验员、计量员与双碳人才培训',
  consulting: '咨询服务',
  consultingSub: '体系咨询、实验室建设与产品合规',
  trainingForm: '授课形式',
  promotion: '优惠价',

  // 绿色碳惠
  greenTitle: '绿色碳惠',
  greenText: '碳核查、节能检测、绿色认证与环境监测专享折扣，助力企业绿色低碳转型',
  greenSaving: '合计可助力年减排',
  greenTonsUnit: '吨 CO₂e',
  greenOffersUnit: '项碳惠服务',
  greenDiscounts: '碳惠服务',
  greenDiscountsSub: '选购即享折扣',
  carbonSaving: '年减排约 {n}',
  kg: '{n} kg',
  tons: '{n} 吨',
  goodsOff: '服务已下架',
  viewGoods: '查看服务',
  noGreen: '暂无碳惠服务',

  // 补贴联盟
  subsidyTitle: '补贴联盟',
  subsidyActive: '申请中的补贴',
  subsidyActiveSub: '购买适用服务后在线申请',
  subsidyAll: '全部补贴政策',
  platforms: '合作平台',
  platformsSub: '受理补贴申请的地方服务平台',
  howApply: '如何申请补贴',
  applySteps: [
    ['选择补贴', '查看补贴政策的地区和适用服务'],
    ['购买服务', '在商城下单适用服务并完成支付'],
    ['取得报告', '服务完成后获取报告与发票'],
    ['提交申请', '在“补贴申请”上传材料'],
    ['审核发放', '合作平台审核后发放补贴'],
  ] as ReadonlyArray<readonly [string, string]>,
  eligibleServices: '可享补贴的服务',
  issuer: '发布单位',
  regionLabel: '适用地区',
  rate: '补贴比例',
  cap: '补贴上限',
  period: '申请时间',
  rateValue: '{n}%',
  capValue: '¥{n}',
  applicable: '适用服务',
  applyNow: '申请补贴',
  noSubsidy: '暂无补贴政策',
  noPlatforms: '暂无合作平台',
  subsidyMissing: '补贴政策不存在',
  statusAll: '全部',
  statusActive: '申请中',
  statusUpcoming: '未开始',
  statusEnded: '已结束',
  programmes: '补贴政策',
  detail: '查看详情',
  collapse: '收起',
  platformProgrammes: '受理的补贴政策',
  platformKeyword: '平台名称或地区',

  // 推荐
  recommendTitle: '推荐服务',
  recommendText: '平台精选高频检测、认证、计量与培训咨询服务，资质机构直接下单',
  recommendShops: '推荐机构',
  allKinds: '全部机构',
} as const;

export const KIND_TABS: ReadonlyArray<readonly [MerchantKind | '', string]> = [
  ['', c.allKinds],
  ...MERCHANT_KINDS.map((kind) => [kind, MERCHANT_KIND_LABELS[kind]] as const),
];
