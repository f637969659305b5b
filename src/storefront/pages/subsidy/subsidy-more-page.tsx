import { useLocation } from 'wouter';
import type { SubsidyStatus } from '../../../core/api/contract/models-content';
import { Breadcrumb } from '../../components/breadcrumb';
import { c } from '../../components/channel/channel-strings';
import { Chips } from '../../components/channel/chips';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { SubsidyCard } from './subsidy-kit';

const LIMIT = 6;
const TABS: ReadonlyArray<{ value: SubsidyStatus | ''; label: string }> = [
  { value: '', label: c.statusAll },
  { value: 'active', label: c.statusActive },
  { value: 'upcoming', label: c.statusUpcoming },
  { value: 'ended', label: c.statusEnded },
];

/** 补贴政策: every programme, by status (?status=), paginated. */
export default function SubsidyMorePage() {
  const [, navigate] = useLocation();
  const raw = useQuery().get('status') ?? '';
  const status = TABS.find((x) => x.value === raw)?.value ?? '';
  const { state, list, ref, pager } = usePagedList('subsidy/get', { status: status || undefined }, LIMIT);
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.subsidyTitle, href: href('/subsidy') }, { label: c.programmes }]} />
      <SectionTitle
        title={c.programmes}
        subtitle={state.data ? fill(c.total, { n: state.data.total }) : undefined}
      />
      <Chips
        label={c.programmes}
        items={TABS}
        value={status}
        onChange={(v) => navigate(href('/subsidy/more', { status: v }), { replace: true })}
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
