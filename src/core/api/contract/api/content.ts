/** Request and response types of the content endpoints (see ./index.ts). */
import type { InfoData, ListData } from '../envelope';
import type { OutboxEntry } from '../models';
import type {
  Article,
  ArticleCategory,
  ArticleCategoryNode,
  ArticleDetail,
  GreenDiscount,
  GreenDiscountCategory,
  StaticPage,
  Subsidy,
  SubsidyApplication,
  SubsidyPlatform,
  SubsidyPlatformDetail,
  SubsidyStatus,
  Views,
} from '../models-content';
import type { ById, Empty, Id, Paged } from './common';

/** An optional filter by id: absent, null, '' or 0 mean "all". */
type IdFilter = Id | null;

/**
 * announcement/get, article/get, help/get: newest first. `category_id` takes a category and its
 * children; `keyword` (≤ 50 characters) looks in title and summary.
 */
interface ArticleQuery extends Paged {
  category_id?: IdFilter;
  keyword?: string;
}

/** subsidy/get: with `id`, that one programme with its body and services (refused when absent). */
interface SubsidyQuery extends Paged {
  id?: IdFilter;
  keyword?: string;
  /** A part of the region's name (≤ 30 characters). */
  region?: string;
  status?: SubsidyStatus | null;
}

/** What a buyer may change of an application (subsidy_user_apply/edit). */
interface SubsidyApplyFields {
  company_name: string;
  contact: string;
  mobile: string;
  remark?: string;
  /** The caller's own uploads (attachment/uploadOne), one per document the programme asks for, in its order. */
  attachment_ids: Id[];
}

/** A buyer's application to a subsidy programme against one of their completed orders. */
interface SubsidyApplyPayload extends SubsidyApplyFields {
  subsidy_id: Id;
  order_id: Id;
}

export interface ContentApi {
  'announcement/get': { req: ArticleQuery; res: ListData<Article> };
  'announcement/detail': { req: ById; res: InfoData<ArticleDetail> };
  'announcement/view': { req: ById; res: Views };
  'page/info': { req: ById; res: InfoData<StaticPage> };
  'page/view': { req: ById; res: Views };
  'help_category/getTree': { req: Empty; res: { list: ArticleCategoryNode[] } };
  'help/get': { req: ArticleQuery; res: ListData<Article> };
  /** A help article has no 上一篇 / 下一篇: `prev` and `next` are null. */
  'help/detail': { req: ById; res: InfoData<ArticleDetail> };
  'help/views': { req: ById; res: Views };
  'article_category/get': { req: Paged; res: ListData<ArticleCategory> };
  'article/get': { req: ArticleQuery; res: ListData<Article> };
  'article/detail': { req: ById; res: InfoData<ArticleDetail> };
  'article/view': { req: ById; res: Views };
  'green_discount_category/get': { req: Paged; res: ListData<GreenDiscountCategory> };
  'green_discount/get': { req: Paged & { category_id?: IdFilter }; res: ListData<GreenDiscount> };
  'subsidy/get': { req: SubsidyQuery; res: ListData<Subsidy> };
  /** A buyer applies to an open programme with a completed order (/home/subsidy), once per pair. */
  'subsidy_user_apply/add': { req: SubsidyApplyPayload; res: { id: number } };
  /** The buyer corrects an application 审核中 or 已驳回; it goes (back) to 审核中. */
  'subsidy_user_apply/edit': { req: ById & SubsidyApplyFields; res: null };
  /** The caller's applications, newest first. */
  'subsidy_user_apply/get': { req: Paged; res: ListData<SubsidyApplication> };
  /** `keyword` looks in name and intro; `region` a part of the region's name. */
  'subsidy_platform/get': {
    req: Paged & { keyword?: string; region?: string };
    res: ListData<SubsidyPlatform>;
  };
  'subsidy_platform/info': { req: ById; res: InfoData<SubsidyPlatformDetail> };
  /** Demo only: the codes queued for sending, newest first; `to` a mobile or e-mail address. */
  'dev/outbox': {
    req: Paged & { to?: string; channel?: OutboxEntry['channel'] | '' };
    res: ListData<OutboxEntry>;
  };
}
