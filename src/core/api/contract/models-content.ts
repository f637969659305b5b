/**
 * Content shapes the client sees: announcements, news and help articles, static
 * pages, green discounts, subsidies, and the planned demand hall and evidence query.
 * Money in yuan; times are ISO 8601 strings (`2024-05-01T08:00:00.000Z`).
 */
import type { Goods } from './models';

/** announcement/get, article/get, help/get: an article as lists show it. */
export interface Article {
  id: number;
  title: string;
  summary: string;
  /** The cover image; null when the article has none. */
  cover: string | null;
  category_id: number | null;
  /** '' when the article has no category. */
  category_name: string;
  views: number;
  /** ISO 8601; scheduled articles stay hidden until then. */
  published_at: string;
}

/** A neighbour of an article (上一篇 / 下一篇). */
export interface ArticleLink {
  id: number;
  title: string;
}

/** announcement/detail, article/detail, help/detail: the article with its sanitized HTML body. */
export interface ArticleDetail extends Article {
  content: string;
  /** The newer neighbour in list order, and the older; null at either end and always for help. */
  prev: ArticleLink | null;
  next: ArticleLink | null;
}

/** article_category/get: a news category; `parent_id` null at the top level. */
export interface ArticleCategory {
  id: number;
  name: string;
  parent_id: number | null;
}

/** help_category/getTree: a help category with its children. */
export interface ArticleCategoryNode extends ArticleCategory {
  children: ArticleCategoryNode[];
}

/** The *\/view endpoints of articles and pages: the count after this view (once per address and window). */
export interface Views {
  views: number;
}

/** page/info: a static page (服务说明, the agreements) with its sanitized HTML body. */
export interface StaticPage {
  id: number;
  title: string;
  content: string;
  views: number;
}

/** green_discount_category/get: a category of green discounts and how many discounts it has. */
export interface GreenDiscountCategory {
  id: number;
  name: string;
  count: number;
}

/** green_discount/get: a discount on one service, and the carbon it helps save. */
export interface GreenDiscount {
  id: number;
  category_id: number;
  /** '' when the category is gone. */
  category_name: string;
  goods_id: number;
  title: string;
  /** The price factor: 0.9 is 九折. */
  discount: number;
  /** How a shop writes it (九折, 八八折); '' outside (0, 1). */
  discount_text: string;
  carbon_saving_kg: number;
  description: string;
  /** The discounted service; null when it went off sale (the card then links nowhere). */
  goodsInfo: Goods | null;
}

/** A subsidy programme's state: applications open, not yet open, closed. */
export type SubsidyStatus = 'active' | 'upcoming' | 'ended';

/** subsidy/get: a subsidy programme; `content` and `goodsList` only when asked for by `id`. */
export interface Subsidy {
  id: number;
  title: string;
  issuer: string;
  region: string;
  summary: string;
  /** Percent of the order amount. */
  rate: number;
  /** The cap per enterprise, in yuan. */
  cap: number;
  starts_at: string;
  ends_at: string;
  status: SubsidyStatus;
  /** 申请中, 未开始, 已结束. */
  status_name: string;
  /** The services it applies to (with `id`: those still on sale). */
  goods_count: number;
  /** The documents an application must carry, one upload each, in this order. */
  documents: string[];
  /** The policy text, sanitized HTML. */
  content?: string;
  /** The services it applies to that are on sale. */
  goodsList?: Goods[];
}

/** A programme without its body and services, as a platform lists it. */
export type SubsidySummary = Omit<Subsidy, 'content' | 'goodsList'>;

/** subsidy_platform/get: a platform that takes subsidy applications for its region. */
export interface SubsidyPlatform {
  id: number;
  name: string;
  region: string;
  intro: string;
  logo: string;
  /** The programmes of its region. */
  subsidy_count: number;
}

/** subsidy_platform/info: the platform with its region's programmes, newest first. */
export interface SubsidyPlatformDetail extends SubsidyPlatform {
  subsidies: SubsidySummary[];
}

/** One uploaded document of a subsidy application: the programme's name for it and the file. */
export interface SubsidyApplyDocument {
  name: string;
  attachment_id: number;
  /** A signed link that expires (the owner's): ask the list again for a fresh one. */
  url: string;
  mime: string;
  file_name: string;
}

/** subsidy_user_apply/get: a buyer's application, its programme, its order and its review. */
export interface SubsidyApplication {
  id: number;
  subsidy_id: number;
  subsidy_title: string;
  order_id: number;
  order_no: string;
  /** What the order cost, in yuan. */
  order_amount: number;
  /** The programme's rate of the order amount, capped: what the buyer may expect, in yuan. */
  estimate: number;
  company_name: string;
  contact: string;
  mobile: string;
  remark: string;
  status: 'pending' | 'approved' | 'rejected';
  /** 审核中, 已通过, 已驳回. */
  status_name: string;
  /** Why the reviewer refused it; '' otherwise. */
  reason: string;
  documents: SubsidyApplyDocument[];
  applied_at: string;
  reviewed_at: string;
}
