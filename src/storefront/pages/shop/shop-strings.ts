import type { MerchantArticleNav } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { type Href, href, type RoutePath } from '../../routes';

/** The shop pages' words (the shop nav names are contract words in core's zh-cn.ts). */
export const sh = {
  intro: '店铺简介',
  introMore: '了解更多',
  services: '店铺服务',
  noServices: '该店铺暂未上架服务',
  latestNews: '最新动态',
  latestArticles: '最新文章',
  noArticles: '暂无文章',
  noQa: '暂无问答',
  ask: '我要提问',
  askLabel: '向商家提问',
  askPh: '请描述您的问题，如样品要求、检测周期、报告用途等（5–100 字）',
  askSend: '提交问题',
  asked: '提问已提交，商家回答后将显示在问答中',
  cancel: '取消',
  askHint: '商家回答后，问题和回答将公开显示在这里，您也会收到站内信。',
  qualifications: '资质证书',
  noQualifications: '暂未公示资质证书',
  license: '营业执照',
  licenseImage: '查看营业执照原图',
  licenseMissing: '暂未公示营业执照',
  contact: '联系方式',
  ratings: '客户评价',
  address: '联系地址',
  phone: '联系电话',
  orgName: '名称',
  creditCode: '统一社会信用代码',
  companyType: '类型',
  legalRep: '法定代表人',
  capital: '注册资本',
  established: '成立日期',
  scope: '经营范围',
  goodsCount: '在售服务',
  fans: '关注人数',
  city: '所在城市',
  training: '培训服务',
  consulting: '咨询服务',
  meteringServices: '计量校准服务',
  checkServices: '检验检测服务',
  meteringArticles: '计量知识',
  consultArticles: '咨询动态',
  publishedAt: '发布时间',
  views: '浏览 {n}',
  prev: '上一篇',
  next: '下一篇',
  none: '没有了',
  backToList: '返回列表',
  articleMissing: '文章不存在',
  answer: '答',
} as const;

/** The list page of each article nav (shop nav: 2 问答 … 6 质量控制). */
export const NAV_PATH: Readonly<Record<MerchantArticleNav, RoutePath>> = {
  2: '/shop/qa',
  3: '/shop/metering',
  4: '/shop/consult',
  5: '/shop/news',
  6: '/shop/qc',
};

/**
 * Article detail links: `id` stays the shop id as on every shop page (the layout and its nav
 * read it), the article goes in `aid`. All article kinds share /shop/news/detail.
 */
export const articleHref = (shopId: number, articleId: number): Href =>
  href('/shop/news/detail', { id: shopId, aid: articleId });

/** YYYY-MM-DD of an ISO time, in Beijing time as every time shown. */
export const dateOf = (iso: string): string => formatTime(iso).slice(0, 10);
