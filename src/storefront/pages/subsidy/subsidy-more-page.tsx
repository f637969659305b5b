import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { Chips } from '../check/channel-kit';
import { c } from '../check/channel-strings';
import { usePage, useQuery, useScrollTop } from '../check/hooks';
import { type Subsidy, SubsidyCard } from './subsidy-kit';

const LIMIT = 6;
const TABS = [
  { value: '', label: c.statusAll },
  { value: 'active', label: c.statusActive },
  { value: 'upcoming', label: c.statusUpcoming },
  { value: 'ended', label: c.statusEnded },
];

/** 补贴政策: every programme, by status (?status=), paginated. */
export default function SubsidyMorePage() {
  const [, navigate] = useLocation();
  const raw = useQuery().get('status') ?? '';
  const status = TABS.some((x) => x.value === raw) ? raw : '';
  const [page, setPage] = usePage(status);
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const state = useApi('subsidy/get', { status: status || undefined, page, limit: LIMIT });
  const list = listOf<Subsidy>(state.data);
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.subsidyTitle, href: '/subsidy' }, { label: c.programmes }]} />
      <SectionTitle
        title={c.programmes}
        subtitle={state.data ? fill(c.total, { n: totalOf(state.data) }) : undefined}
      />
      <Chips
        label={c.programmes}
        items={TABS}
        value={status}
        onChange={(v) => navigate(v ? `/subsidy/more?status=${v}` : '/subsidy/more', { replace: true })}
      />
      <div ref={ref} class="sf-ch-list">
        {state.loading && !state.data ? (
          <Skeleton rows={8} />
        ) : state.error ? (
          <LoadError message={state.error} onRetry={state.reload} />
        ) : list.length ? (
          <div class={`sf-ch-subsidies${state.loading ? ' is-stale' : ''}`}>
            {list.map((s) => (
              <SubsidyCard key={s.id} s={s} />
            ))}
          </div>
        ) : (
          <EmptyState text={c.noSubsidy} compact />
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
