import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { c } from '../check/channel-strings';
import { usePage, useQuery, useScrollTop } from '../check/hooks';
import { type Platform, PlatformCard } from './subsidy-kit';

const LIMIT = 9;

/** 补贴机构: the participating platforms, searchable (?keyword=), each opening its programmes. */
export default function SubsidyMoreoPage() {
  const [, navigate] = useLocation();
  const keyword = (useQuery().get('keyword') ?? '').slice(0, 50);
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const [page, setPage] = usePage(keyword);
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const state = useApi('subsidy_platform/get', { keyword: keyword || undefined, page, limit: LIMIT });
  const list = listOf<Platform>(state.data);
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.subsidyTitle, href: '/subsidy' }, { label: c.platforms }]} />
      <SectionTitle title={c.platforms} subtitle={c.platformsSub} />
      <div class="sf-ch-bar">
        <form
          class="sf-ch-search"
          onSubmit={(e) => {
            e.preventDefault();
            const k = draft.trim();
            navigate(k ? `/subsidy/moreo?keyword=${encodeURIComponent(k)}` : '/subsidy/moreo', {
              replace: true,
            });
          }}
        >
          <input
            type="search"
            value={draft}
            maxLength={50}
            placeholder={c.platformKeyword}
            aria-label={c.platformKeyword}
            onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          />
          <button type="submit" class="sf-btn sf-btn--primary">
            {c.search}
          </button>
        </form>
        {state.data ? <span class="sf-ch-count">{fill(c.total, { n: totalOf(state.data) })}</span> : null}
      </div>
      <div ref={ref} class="sf-ch-list">
        {state.loading && !state.data ? (
          <Skeleton rows={6} />
        ) : state.error ? (
          <LoadError message={state.error} onRetry={state.reload} />
        ) : list.length ? (
          <div class={`sf-ch-platforms${state.loading ? ' is-stale' : ''}`}>
            {list.map((p) => (
              <PlatformCard key={p.id} p={p} expandable />
            ))}
          </div>
        ) : (
          <EmptyState text={c.noPlatforms} compact />
        )}
        <Pagination
          page={page}
          total={totalOf(state.data)}
          limit={LIMIT}
          onChange={(p) => {
            setPage(p);
            scrollTop();
          }}
        />
      </div>
    </div>
  );
}
