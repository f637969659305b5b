import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { api, type Goods, type ListId, type RequestOf } from '../../../core';
import { EmptyState } from '../../components/empty-state';
import { GoodsCard } from '../../components/goods-card';
import { ListBody, staleClass } from '../../components/list-body';
import { MerchantCard } from '../../components/merchant-card';
import { usePagedList } from '../../components/paged-list';
import { CardSkeleton } from '../../components/skeleton';
import { type ApiState, useApi } from '../../components/use-api';
import { type Chip, Chips } from './channel-kit';
import { c } from './channel-strings';

let names: Promise<Map<number, string>> | null = null;

/** Shop names by id (lists carry merchant_id only); fetched once per visit and shared. */
export function useMerchantNames(): ReadonlyMap<number, string> {
  const [map, setMap] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let live = true;
    names ??= api.call('merchant/get', { page: 1, limit: 100 }).then(
      (data) => new Map(data.list.map((m) => [m.id, m.org_name])),
      () => {
        names = null; // a failure is not remembered: the next page tries again
        return new Map<number, string>();
      },
    );
    void names.then((m) => live && setMap(m));
    return () => {
      live = false;
    };
  }, []);
  return map;
}

interface ListProps<I extends ListId> {
  /** Filters for the endpoint (page and limit are added here). */
  params: Omit<RequestOf<I>, 'page' | 'limit'>;
  limit: number;
  /** false: the first page only (a channel section with a 更多 link). */
  paginate?: boolean;
  cols?: 3 | 4 | 5;
  empty?: string;
}

interface GoodsGridProps {
  paged: {
    state: ApiState<unknown>;
    list: readonly Goods[];
    ref: RefObject<HTMLDivElement | null>;
    pager: ReactNode;
  };
  limit: number;
  paginate: boolean;
  cols: 3 | 4 | 5;
  empty: string;
}

/** Services of goods/get: cards, loading, failure, empty and pager. */
export function GoodsList({
  params,
  limit,
  paginate = true,
  cols = 4,
  empty = c.noGoods,
}: ListProps<'goods/get'>) {
  const paged = usePagedList('goods/get', params, limit);
  return <GoodsGrid paged={paged} limit={limit} paginate={paginate} cols={cols} empty={empty} />;
}

/** Services of search/goods (a keyword or standard number), as GoodsList shows them. */
export function SearchGoodsList({
  params,
  limit,
  paginate = true,
  cols = 4,
  empty = c.noGoods,
}: ListProps<'search/goods'>) {
  const paged = usePagedList('search/goods', params, limit);
  return <GoodsGrid paged={paged} limit={limit} paginate={paginate} cols={cols} empty={empty} />;
}

function GoodsGrid({ paged: { state, list, ref, pager }, limit, paginate, cols, empty }: GoodsGridProps) {
  const shops = useMerchantNames();
  return (
    <div ref={ref} class="sf-ch-list">
      <ListBody
        state={state}
        count={list.length}
        skeleton={<CardSkeleton count={Math.min(limit, cols * 2)} />}
        empty={<EmptyState text={empty} compact />}
      >
        <div class={staleClass(`sf-grid sf-grid--${cols}`, state)}>
          {list.map((g) => (
            <GoodsCard key={g.id} goods={g} merchantName={shops.get(g.merchant_id)} />
          ))}
        </div>
      </ListBody>
      {paginate && pager}
    </div>
  );
}

/** Shops of merchant/get (kind, province, keyword …) as cards, with the same states. */
export function MerchantList({
  params,
  limit,
  paginate = true,
  cols = 4,
  empty = c.noOrgs,
}: ListProps<'merchant/get'>) {
  const { state, list, ref, pager } = usePagedList('merchant/get', params, limit);
  return (
    <div ref={ref} class="sf-ch-list">
      <ListBody
        state={state}
        count={list.length}
        skeleton={<CardSkeleton count={Math.min(limit, cols)} />}
        empty={<EmptyState text={empty} compact />}
      >
        <div class={staleClass(`sf-grid sf-grid--${cols}`, state)}>
          {list.map((m) => (
            <MerchantCard key={m.id} merchant={m} />
          ))}
        </div>
      </ListBody>
      {paginate && pager}
    </div>
  );
}

/** The top-level categories of a service type as chips (全部 first); '' means all. */
export function CategoryChips({
  servicsId,
  value,
  onChange,
}: {
  servicsId: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const state = useApi('goods_category/get', { servics_id: servicsId, page: 1, limit: 50 });
  const items: Chip[] = [
    { value: '', label: c.all },
    ...(state.data?.list ?? []).map((x) => ({
      value: String(x.id),
      label: x.name,
      count: x.goods_count,
    })),
  ];
  // categories failing to load leave 全部 alone: the list below still works
  return <Chips label={c.categories} items={items} value={value} onChange={onChange} />;
}
