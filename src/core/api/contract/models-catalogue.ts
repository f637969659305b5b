/**
 * Catalogue shapes the client sees beyond ./models.ts: carousels and channel
 * banners, service types and categories, shop lists and search hits. Re-exported by ./models.
 */
import type { MerchantKind } from '../../rules/merchant-kinds';
import type { SearchSort } from '../../rules/search';
import type { CarouselPosition } from '../../rules/slide-places';
import type { Goods, MerchantSummary, ServiceType } from './models';

export type { CarouselPosition };

/** carousel/get: one slide; `link` is '' when the slide links nowhere. */
export interface CarouselSlide {
  id: number;
  title: string;
  image: string;
  link: string;
  /** The position asked for. */
  position: string;
}

/** channel_banner/get: a channel's banner strip (its image, or its title and line); '' when unset. */
export interface ChannelBanner {
  id: number;
  /** The channel key asked for (home, news, orgs, recommend …). */
  channel: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** servics/get: a service type with how many services it has on sale. */
export interface ServiceTypeCount extends ServiceType {
  goods_count: number;
}

/** goods_category/get: a category of one service type; `parent_id` null at the top level. */
export interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  servics_id: number;
  /** Services on sale in the category and its children. */
  goods_count: number;
}

/** goods_category/getTreeFront: a category with its sub-categories (two levels). */
export interface CategoryTreeNode extends Category {
  children: CategoryTreeNode[];
}

/** A shop's kind (merchant/get and search/merchant `kind`); `kind_name` is its Chinese name. */
export type { MerchantKind };

/** merchant/get: a shop with how many services it has on sale. */
export interface MerchantListItem extends MerchantSummary {
  goods_count: number;
}

/** One line of search/suggest: a hot word or a service's (shop's) name. */
export interface SearchSuggestion {
  word: string;
  kind: 'hot' | 'name';
}

/** search/goods `sort`: relevance, sales, or price either way. */
export type { SearchSort };

/** search/goods: a service with its shop's name and the words that matched. */
export interface GoodsHit extends Goods {
  merchantInfo: { id: number; org_name: string };
  /** Words of name, standards, shop name or summary that matched, as printed there (longest first). */
  highlights: string[];
}

/** search/merchant: a shop with the words of its name, city or kind that matched. */
export interface MerchantHit extends MerchantListItem {
  highlights: string[];
}

/** goods/view, merchant_article/views: whether this visit counted, and the views after it. */
export interface ViewCount {
  counted: boolean;
  views: number;
}
