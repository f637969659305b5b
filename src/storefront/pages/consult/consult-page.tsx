import { CardSkeleton } from '../../components/card-skeleton';
import { ChannelCarousel } from '../../components/channel/channel-carousel';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { useMerchantNames } from '../../components/channel/use-merchant-names';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { SectionTitle } from '../../components/section-title';
import { CourseCard } from './course-card';

const LIMIT = 6;

/** One service type as course cards, paginated. */
function Courses({ servicsId, title, subtitle }: { servicsId: 4 | 5; title: string; subtitle: string }) {
  const { state, list, ref, pager } = usePagedList<'goods/get', HTMLElement>(
    'goods/get',
    { servics_id: servicsId },
    LIMIT,
  );
  const shops = useMerchantNames();
  const id = `sf-consult-${servicsId}`;
  return (
    <section ref={ref} class="sf-ch-list" aria-labelledby={id}>
      <SectionTitle id={id} title={title} subtitle={subtitle} />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<CardSkeleton count={3} />}
        empty={<EmptyState text={c.noGoods} compact />}
      >
        <div class={staleClass('sf-ch-courses', state)}>
          {list.map((g) => (
            <CourseCard key={g.id} goods={g} shop={shops.get(g.merchant_id)} />
          ))}
        </div>
      </ListBody>
      {pager}
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
