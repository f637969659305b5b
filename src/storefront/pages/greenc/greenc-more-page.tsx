import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { SectionTitle } from '../../components/section-title';
import { CardSkeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { Chips } from '../check/channel-kit';
import { c } from '../check/channel-strings';
import { intParam, usePage, useQuery, useScrollTop } from '../check/hooks';
import { GreenCard, type GreenDiscount, useGreenChips } from './green-card';

const LIMIT = 9;

/** 绿色碳惠服务: every discount, by category (?category_id=), paginated. */
export default function GreencMorePage() {
  const [, navigate] = useLocation();
  const category = intParam(useQuery(), 'category_id');
  const chips = useGreenChips();
  const [page, setPage] = usePage(String(category));
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const state = useApi('green_discount/get', { category_id: category ?? undefined, page, limit: LIMIT });
  const list = listOf<GreenDiscount>(state.data);
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.greenTitle, href: '/greenc' }, { label: c.greenDiscounts }]} />
      <SectionTitle title={c.greenDiscounts} subtitle={c.greenDiscountsSub} />
      <Chips
        label={c.categories}
        items={chips}
        value={category ? String(category) : ''}
        onChange={(v) => navigate(v ? `/greenc/more?category_id=${v}` : '/greenc/more', { replace: true })}
      />
      <div ref={ref} class="sf-ch-list">
        {state.loading && !state.data ? (
          <CardSkeleton count={3} />
        ) : state.error ? (
          <LoadError message={state.error} onRetry={state.reload} />
        ) : list.length ? (
          <div class={`sf-ch-greens${state.loading ? ' is-stale' : ''}`}>
            {list.map((d) => (
              <GreenCard key={d.id} item={d} />
            ))}
          </div>
        ) : (
          <EmptyState text={c.noGreen} compact />
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
