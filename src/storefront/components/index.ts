/**
 * Shared storefront components for pages (`import { … } from '../../components'`). Classes
 * live in styles/base.css (sf-*); every component renders loading, empty and error states
 * the same way across pages.
 *
 * - useApi(id, params)       call an endpoint by id; { data, error, loading, reload }; null params skip
 *   listOf / totalOf / infoOf  read `{ list, total }` and `{ info }` answers
 * - Pagination               page numbers with 上一页/下一页; onChange(page)
 * - usePagedList(id, filters, limit)  one page of a list endpoint: { state, list, ref, pager }
 * - ListBody / staleClass    skeleton → 重试 → rows → empty state, for any list answer
 * - KeywordSearch            search box + button; typing stays local until submitted
 * - keyTarget                ←/→/Home/End index in a tab row or toolbar
 * - EmptyState / LoadError   nothing to show / a failed load with 重试
 * - Skeleton / CardSkeleton / PageLoading   grey placeholders while loading
 * - Price                    ¥ and two decimals in red; `from` adds 起
 * - Breadcrumb               首页 › … › current (首页 added for you)
 * - RichText                 HTML the SERVER sanitized (articles, goods details) — nothing else
 * - GoodsCard / MerchantCard grid cards linking to /home/goodsdetail?id= and /shop?id=
 * - SectionTitle             h2 with accent bar, subtitle and a 更多 link
 * - PageStub                 a page still being built
 * Shop pages read the shop the layout loaded with useShop() (layouts/shop-context).
 */
export { Breadcrumb, type Crumb } from './breadcrumb';
export { EmptyState, LoadError } from './empty-state';
export { GoodsCard } from './goods-card';
export { keyTarget } from './key-nav';
export { KeywordSearch } from './keyword-search';
export { ListBody, staleClass } from './list-body';
export { MerchantCard } from './merchant-card';
export { PageStub } from './page-stub';
export { usePage, usePagedList, useScrollTop } from './paged-list';
export { Pagination, pageItems } from './pagination';
export { Price } from './price';
export { RichText } from './rich-text';
export { SectionTitle } from './section-title';
export { CardSkeleton, PageLoading, Skeleton } from './skeleton';
export { type ApiState, infoOf, listOf, prefetchApi, totalOf, useApi } from './use-api';
