import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { CardSkeleton } from '../../components/card-skeleton';
import { c } from '../../components/channel/channel-strings';
import { Chips } from '../../components/channel/chips';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { SectionTitle } from '../../components/section-title';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { GreenCard, useGreenChips } from './green-card';

const LIMIT = 9;

/** 绿色碳惠服务: every discount, by category (?category_id=), paginated. */
export default function GreencMorePage() {
  const [, navigate] = useLocation();
  const category = intParam(useQuery(), 'category_id');
  const chips = useGreenChips();
  const { state, list, ref, pager } = usePagedList(
    'green_discount/get',
    { category_id: category ?? undefined },
    LIMIT,
  );
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.greenTitle, href: href('/greenc') }, { label: c.greenDiscounts }]} />
      <SectionTitle title={c.greenDiscounts} subtitle={c.greenDiscountsSub} />
      <Chips
        label={c.categories}
        items={chips}
        value={category ? String(category) : ''}
        onChange={(v) => navigate(href('/greenc/more', { category_id: v }), { replace: true })}
      />
      <div ref={ref} class="sf-ch-list">
        <ListBody
          state={state}
          count={list.length}
          skeleton={<CardSkeleton count={3} />}
          empty={<EmptyState text={c.noGreen} compact />}
        >
          <div class={staleClass('sf-ch-greens', state)}>
            {list.map((d) => (
              <GreenCard key={d.id} item={d} />
            ))}
          </div>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
