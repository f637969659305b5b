/** Request and response types of the catalogue endpoints: services, categories, shops, search (see ./index.ts). */
import type { Untyped } from './untyped';

export interface CatalogueApi {
  'config/load': Untyped;
  'channel_banner/get': Untyped;
  'chat_gpt/get_url': Untyped;
  'carousel/get': Untyped;
  'servics/get': Untyped;
  'goods_category/get': Untyped;
  'goods_category/getTreeFront': Untyped;
  'goods/get': Untyped;
  'goods/info': Untyped;
  'goods/view': Untyped;
  'goods_recommend/get': Untyped;
  'merchant_article/get': Untyped;
  'merchant_article/info': Untyped;
  'merchant_article/views': Untyped;
  'merchant/getBusinessLicense': Untyped;
  'merchant/get': Untyped;
  'merchant/info': Untyped;
  'merchant_style/info': Untyped;
  'search/get': Untyped;
  'search/goods': Untyped;
  'search/merchant': Untyped;
}
