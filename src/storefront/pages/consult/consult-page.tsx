import type { Goods } from '../../../core';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { SectionTitle } from '../../components/section-title';
import { CardSkeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { ChannelCarousel, ChannelHero } from '../check/channel-kit';
import { useMerchantNames } from '../check/channel-lists';
import { c } from '../check/channel-strings';
import { usePage, useScrollTop } from '../check/hooks';
import { CourseCard } from './course-card';

const LIMIT = 6;

/** One service type as course cards, paginated. */
function Courses({ servicsId, title, subtitle }: { servicsId: 4 | 5; title: string; subtitle: string }) {
  const [page, setPage] = usePage(String(servicsId));
  const [ref, scrollTop] = useScrollTop<HTMLElement>();
  const state = useApi('goods/get', { servics_id: servicsId, page, limit: LIMIT });
  const shops = useMerchantNames();
  const list = listOf<Goods>(state.data);
  const id = `sf-consult-${servicsId}`;
  return (
    <section ref={ref} class="sf-ch-list" aria-labelledby={id}>
      <SectionTitle id={id} title={title} subtitle={subtitle} />
      {state.loading && !state.data ? (
        <CardSkeleton count={3} />
      ) : state.error ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : list.length ? (
        <div class={`sf-ch-courses${state.loading ? ' is-stale' : ''}`}>
          {list.map((g) => (
            <CourseCard key={g.id} goods={g} shop={shops.get(Number(g.merchant_id))} />
          ))}
        </div>
      ) : (
        <EmptyState text={c.noGoods} compact />
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
    </section>
  );
}

/** 培训咨询: training (type 4) and consulting (type 5) with forms and promotion prices. */
export default function ConsultPage() {
  return (
    <div class="sf-container sf-ch">
      <ChannelCarousel
        position="consult"
        fallback={<ChannelHero title={c.training} text={c.trainingSub} tone="indigo" />}
      />
      <Courses servicsId={4} title={c.training} subtitle={c.trainingSub} />
      <Courses servicsId={5} title={c.consulting} subtitle={c.consultingSub} />
    </div>
  );
}
