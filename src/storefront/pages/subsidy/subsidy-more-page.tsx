import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { totalOf } from '../../components/use-api';
import { fill } from '../../strings';
import { Chips } from '../check/channel-kit';
import { c } from '../check/channel-strings';
import { useQuery } from '../check/hooks';
import { SubsidyCard } from './subsidy-kit';

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
  const { state, list, ref, pager } = usePagedList('subsidy/get', { status: status || undefined }, LIMIT);
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
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={8} />}
          empty={<EmptyState text={c.noSubsidy} compact />}
        >
          <div class={staleClass('sf-ch-subsidies', state)}>
            {list.map((s) => (
              <SubsidyCard key={s.id} s={s} />
            ))}
          </div>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
