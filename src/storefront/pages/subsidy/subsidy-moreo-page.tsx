import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { c } from '../../components/channel/channel-strings';
import { EmptyState } from '../../components/empty-state';
import { KeywordSearch } from '../../components/keyword-search';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { PlatformCard } from './subsidy-kit';

const LIMIT = 9;

/** 补贴机构: the participating platforms, searchable (?keyword=), each opening its programmes. */
export default function SubsidyMoreoPage() {
  const [, navigate] = useLocation();
  const keyword = (useQuery().get('keyword') ?? '').slice(0, 50);
  const { state, list, ref, pager } = usePagedList(
    'subsidy_platform/get',
    { keyword: keyword || undefined },
    LIMIT,
  );
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.subsidyTitle, href: href('/subsidy') }, { label: c.platforms }]} />
      <SectionTitle title={c.platforms} subtitle={c.platformsSub} />
      <div class="sf-ch-bar">
        <KeywordSearch
          className="sf-ch-search"
          value={keyword}
          placeholder={c.platformKeyword}
          button={c.search}
          onSearch={(k) => navigate(href('/subsidy/moreo', { keyword: k }), { replace: true })}
        />
        {state.data ? <span class="sf-ch-count">{fill(c.total, { n: state.data.total })}</span> : null}
      </div>
      <div ref={ref} class="sf-ch-list">
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={<EmptyState text={c.noPlatforms} compact />}
        >
          <div class={staleClass('sf-ch-platforms', state)}>
            {list.map((p) => (
              <PlatformCard key={p.id} p={p} expandable />
            ))}
          </div>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
