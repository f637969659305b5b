/** Request and response types of the catalogue endpoints: services, categories, shops, search (see ./index.ts). */
import type { InfoData, ListData } from '../envelope';
import type {
  BusinessLicense,
  CompareGoods,
  Config,
  Goods,
  GoodsDetail,
  HotWord,
  MerchantArticle,
  MerchantArticleDetail,
  MerchantArticleNav,
  SearchType,
  ShopInfo,
  ShopStyle,
} from '../models';
import type {
  CarouselPosition,
  CarouselSlide,
  Category,
  CategoryTreeNode,
  ChannelBanner,
  GoodsHit,
  MerchantHit,
  MerchantKind,
  MerchantListItem,
  SearchSort,
  SearchSuggestion,
  ServiceTypeCount,
  ViewCount,
} from '../models-catalogue';
import type { ById, Empty, Id, Paged } from './common';

/** An optional filter by id: absent, null, '' or 0 mean "all". */
type IdFilter = Id | null;

/** goods/get: services on sale, filtered; `keyword` looks in name, standards, keywords and summary. */
interface GoodsQuery extends Paged {
  servics_id?: IdFilter;
  category_id?: IdFilter;
  merchant_id?: IdFilter;
  keyword?: string;
  /** true/1: the recommended only; false/0: the others; absent: all. */
  recommended?: boolean | 0 | 1;
}

interface MerchantQuery extends Paged {
  keyword?: string;
  /** '' or absent: every kind. */
  kind?: MerchantKind | '';
  /** An exact province name (检测机构名录's filter). */
  province?: string;
}

/** search/goods and search/merchant: `keyword` is required (≤ 50 characters). */
interface SearchQuery extends Paged {
  keyword: string;
  servics_id?: IdFilter;
}

export interface CatalogueApi {
  'config/load': { req: Empty; res: { config: Config } };
  /** `channel` defaults to home. */
  'channel_banner/get': { req: Paged & { channel?: string }; res: ListData<ChannelBanner> };
  /** `position` defaults to home. */
  'carousel/get': { req: Paged & { position?: CarouselPosition }; res: ListData<CarouselSlide> };
  'servics/get': { req: Paged; res: ListData<ServiceTypeCount> };
  /** `parent_id` absent: the top level; `servics_id` narrows to one service type. */
  'goods_category/get': {
    req: Paged & { parent_id?: IdFilter; servics_id?: IdFilter };
    res: ListData<Category>;
  };
  'goods_category/getTreeFront': { req: Empty; res: { list: CategoryTreeNode[] } };
  'goods/get': { req: GoodsQuery; res: ListData<Goods> };
  'goods/info': { req: ById; res: InfoData<GoodsDetail> };
  'goods/view': { req: ById; res: ViewCount };
  'goods_recommend/get': {
    req: Paged & { servics_id?: IdFilter; merchant_id?: IdFilter };
    res: ListData<Goods>;
  };
  /** `nav` absent: every article of the shop. */
  'merchant_article/get': {
    req: Paged & { merchant_id: Id; nav?: MerchantArticleNav | null };
    res: ListData<MerchantArticle>;
  };
  /** `merchant_id`: the shop the page shows, so another shop's article is refused. */
  'merchant_article/info': { req: ById & { merchant_id?: IdFilter }; res: InfoData<MerchantArticleDetail> };
  'merchant_article/views': { req: ById; res: ViewCount };
  'merchant/getBusinessLicense': { req: ById; res: InfoData<BusinessLicense> };
  'merchant/get': { req: MerchantQuery; res: ListData<MerchantListItem> };
  'merchant/info': { req: ById; res: InfoData<ShopInfo> };
  'merchant_style/info': { req: { merchant_id: Id }; res: InfoData<ShopStyle> };
  /** `type` defaults to goods. */
  'search/get': { req: Paged & { type?: SearchType }; res: ListData<HotWord> };
  /**
   * Up to 4 services side by side, in the order asked (ids as a list or "1,2,3"). Ids that are
   * unknown or no longer on sale are answered in `missing`, so the page can drop them.
   */
  'goods/compare': { req: { ids: number[] | string }; res: { items: CompareGoods[]; missing: number[] } };
  'search/goods': { req: SearchQuery & { sort?: SearchSort }; res: ListData<GoodsHit> };
  'search/merchant': { req: SearchQuery & { kind?: MerchantKind | '' }; res: ListData<MerchantHit> };
  /**
   * What the search box offers while the buyer types: hot words containing the text first, then
   * the names of the best matching services (or shops), at most 8, each once.
   */
  'search/suggest': { req: { keyword: string; type?: SearchType }; res: ListData<SearchSuggestion> };
}
