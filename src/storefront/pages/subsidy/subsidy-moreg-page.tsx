import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { CardSkeleton } from '../../components/card-skeleton';
import { c } from '../../components/channel/channel-strings';
import { Chips } from '../../components/channel/chips';
import { useMerchantNames } from '../../components/channel/use-merchant-names';
import { EmptyState, LoadError } from '../../components/empty-state';
import { GoodsCard } from '../../components/goods-card';
import { ListBody, staleClass } from '../../components/list-body';
import { usePage, useScrollTop } from '../../components/paged-list';
import { Pagination } from '../../components/pagination';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { StatusBadge } from './subsidy-kit';

const LIMIT = 12;

/**
 * 补贴服务: the services eligible for a subsidy, one programme at a time (?id=, the first open
 * programme by default). A programme names a few dozen services at most: they page here.
 */
export default function SubsidyMoregPage() {
  const [, navigate] = useLocation();
  const asked = intParam(useQuery(), 'id');
  const programmes = useApi('subsidy/get', { page: 1, limit: 100 });
  const all = programmes.data?.list ?? [];
  const id = asked ?? all[0]?.id ?? null;
  const detail = useApi('subsidy/get', id ? { id } : null);
  const chosen = detail.data?.list[0];
  const goods = chosen?.goodsList ?? [];
  const [page, setPage] = usePage(String(id));
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const shops = useMerchantNames();
  const shown = goods.slice((page - 1) * LIMIT, page * LIMIT);

  return (
    <div class="sf-container sf-ch">
      <Breadcrumb
        items={[{ label: c.subsidyTitle, href: href('/subsidy') }, { label: c.eligibleServices }]}
      />
      <SectionTitle
        title={c.eligibleServices}
        subtitle={chosen ? fill(c.total, { n: goods.length }) : undefined}
      />
      {programmes.loading && !programmes.data ? (
        <Skeleton rows={1} />
      ) : programmes.error ? (
        <LoadError message={programmes.error} onRetry={programmes.reload} />
      ) : (
        <Chips
          label={c.programmes}
          items={all.map((s) => ({ value: String(s.id), label: s.title }))}
          value={id ? String(id) : ''}
          onChange={(v) => navigate(href('/subsidy/moreg', { id: v }), { replace: true })}
        />
      )}
      {chosen && (
        <p class="sf-ch-note">
          <StatusBadge s={chosen} /> {chosen.summary}
        </p>
      )}
      <div ref={ref} class="sf-ch-list">
        <ListBody
          state={detail}
          count={shown.length}
          skeleton={<CardSkeleton count={4} />}
          empty={
            !programmes.loading &&
            !programmes.error && <EmptyState text={all.length ? c.noGoods : c.noSubsidy} compact />
          }
        >
          <div class={staleClass('sf-grid', detail)}>
            {shown.map((g) => (
              <GoodsCard key={g.id} goods={g} merchantName={shops.get(Number(g.merchant_id))} />
            ))}
          </div>
        </ListBody>
        <Pagination
          page={page}
          total={goods.length}
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
