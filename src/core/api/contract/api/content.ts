/** Request and response types of the content endpoints (see ./index.ts). */
import type { Untyped } from './untyped';

export interface ContentApi {
  'announcement/get': Untyped;
  'announcement/detail': Untyped;
  'announcement/view': Untyped;
  'page/info': Untyped;
  'page/view': Untyped;
  'help_category/getTree': Untyped;
  'help/get': Untyped;
  'help/detail': Untyped;
  'help/views': Untyped;
  'article_category/get': Untyped;
  'article/get': Untyped;
  'article/detail': Untyped;
  'article/view': Untyped;
  'green_discount_category/get': Untyped;
  'green_discount/get': Untyped;
  'subsidy/get': Untyped;
  'subsidy_user_apply/add': Untyped;
  'subsidy_user_apply/edit': Untyped;
  'subsidy_platform/get': Untyped;
  'subsidy_platform/info': Untyped;
  'feedback/add': Untyped;
  'seek_help/add': Untyped;
  'seek_help/get': Untyped;
  'seek_help/info': Untyped;
  'blockchain/info': Untyped;
  'dev/outbox': Untyped;
}
