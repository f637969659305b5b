import './search.css';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../core';
import { Breadcrumb } from '../../components/breadcrumb';
import { LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useRawSearch } from '../../components/use-query';
import { GoodsResults } from './goods-results';
import { MerchantResults } from './merchant-results';
import { SearchEmpty } from './search-empty';
import { PAGE_SIZE, readState, type SearchState, stateUrl } from './search-params';
import { SearchTabs, SortBar, TypeFilter } from './search-toolbar';
import { sw } from './search-words';
import { useHandedOverLogin } from './switch-account';

function ResultsSkeleton() {
  return (
    <div class="sr-list sr-list--loading">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} class="sr-skeleton">
          <span class="sf-skeleton__block" />
          <Skeleton rows={3} />
        </div>
      ))}
    </div>
  );
}

/** Count, list and pager of one tab; keyed by the tab so goods never render as shops. */
function Results({ state }: { state: SearchState }) {
  const [, navigate] = useLocation();
  const goods = state.type === 'goods';
  const params = useMemo(
    () => ({
      keyword: state.keyword,
      page: state.page,
      limit: PAGE_SIZE,
      ...(state.sid ? { servics_id: state.sid } : {}),
      ...(goods && state.sort !== 'default' ? { sort: state.sort } : {}),
    }),
    [state.keyword, state.page, state.sid, state.sort, goods],
  );
  // one of the two is asked (the tab's); the other is skipped with null
  const goodsResult = useApi('search/goods', goods ? params : null);
  const merchantResult = useApi('search/merchant', goods ? null : params);
  const result = goods ? goodsResult : merchantResult;
  const total = result.data?.total ?? 0;
  const count = result.data?.list.length ?? 0;
  const toPage = (page: number) => {
    navigate(stateUrl({ ...state, page }));
    window.scrollTo?.({ top: 0 });
  };

  let body: ReactNode;
  if (result.loading && !result.data) body = <ResultsSkeleton />;
  else if (result.error) body = <LoadError message={result.error} onRetry={result.reload} />;
  else if (!count) body = <SearchEmpty state={state} />;
  else
    body = (
      <>
        {goods ? (
          <GoodsResults list={goodsResult.data?.list ?? []} />
        ) : (
          <MerchantResults list={merchantResult.data?.list ?? []} />
        )}
        <Pagination page={state.page} total={total} limit={PAGE_SIZE} onChange={toPage} />
      </>
    );
  return (
    <>
      <p class="sr-count" aria-live="polite">
        <strong>{sw('searchResult.for', { keyword: state.keyword })}</strong>{' '}
        {result.loading && !result.data
          ? t('common.loading')
          : result.error
            ? null
            : sw(goods ? 'searchResult.countGoods' : 'searchResult.countMerchant', { n: total })}
      </p>
      <div
        class={`sr-results${result.loading && result.data ? ' is-refreshing' : ''}`}
        aria-busy={result.loading}
      >
        {body}
      </div>
    </>
  );
}

/**
 * 搜索结果 (/searchResult?skw=&stype=&t=): 服务 / 商家 tabs, service type filter, sort (goods),
 * the count, results with the matched words marked, pagination, and hot words when nothing
 * matched. The keyword stays in the header's search bar, which reads the same address.
 */
export default function SearchResultPage() {
  const switchAccount = useHandedOverLogin();
  const state = readState(useRawSearch());
  return (
    <div class="sf-container sr-page">
      <Breadcrumb items={[{ label: sw('searchResult.title') }]} />
      <h1 class="sf-sr">{sw('searchResult.title')}</h1>
      <div class="sr-head sf-panel">
        <SearchTabs state={state} />
        <TypeFilter state={state} />
        {state.type === 'goods' && <SortBar state={state} />}
      </div>
      {state.keyword ? <Results key={state.type} state={state} /> : <SearchEmpty state={state} />}
      {switchAccount}
    </div>
  );
}
