import '../../components/order/order.css';
import { useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../core/rules/order-states';
import { EmptyState } from '../../components/empty-state';
import { KeywordSearch } from '../../components/keyword-search';
import { ListBody, staleClass } from '../../components/list-body';
import { CountTabs } from '../../components/order/order-tabs';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { type Href, href } from '../../routes';
import { fill } from '../../strings';
import { OrderCard } from './order-card';
import { o } from './order-strings';

const LIMIT = 10;

/** /home/order?status=&keyword=&page= — every filter in the address, so back returns to it. */
export const ordersHref = (status: string, keyword: string, page = 1): Href =>
  href('/home/order', { status, keyword, page: page > 1 ? page : null });

/** 我的订单: status tabs with counts, a search, the order cards with their actions, pages. */
export default function OrderListPage() {
  const [, navigate] = useLocation();
  const q = useQuery();
  const raw = q.get('status') ?? '';
  const status = isOrderStatus(raw) ? raw : '';
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 50);
  const page = intParam(q, 'page') ?? 1;
  const panel = useId();
  const top = useRef<HTMLDivElement>(null);

  const state = useApi('order/get', {
    status,
    keyword: keyword || undefined,
    page,
    limit: LIMIT,
  });
  const list = state.data?.list ?? [];
  const counts = state.data?.counts;
  const tabs = [
    { value: '', label: o.all, count: counts?.all },
    ...ORDER_STATUSES.map((st) => ({
      value: st as string,
      label: ORDER_STATUS_LABELS[st],
      count: counts?.[st],
    })),
  ];

  const emptyText = keyword
    ? fill(o.noMatch, { q: keyword })
    : status
      ? fill(o.noOrdersIn, { tab: ORDER_STATUS_LABELS[status] })
      : o.noOrders;

  return (
    <div class="sf-od-page" ref={top}>
      <div class="sf-od-toolbar">
        <h1 class="sf-od-title">{o.orders}</h1>
        <KeywordSearch
          value={keyword}
          placeholder={o.searchPlaceholder}
          label={o.searchLabel}
          button={o.search}
          className="sf-od-search"
          buttonClass="sf-btn sf-btn--primary sf-btn--sm"
          onSearch={(k) => navigate(ordersHref(status, k))}
        />
      </div>
      <CountTabs
        label={o.statusTabs}
        items={tabs}
        value={status}
        panel={panel}
        onChange={(v) => navigate(ordersHref(v, keyword))}
      />
      <div
        id={panel}
        role="tabpanel"
        aria-label={tabs.find((t) => t.value === status)?.label}
        class={staleClass('sf-od-list', state)}
      >
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={8} />}
          empty={
            <EmptyState text={emptyText}>
              {keyword ? (
                <Link href={ordersHref(status, '')} class="sf-btn sf-btn--ghost sf-btn--sm">
                  {o.clearSearch}
                </Link>
              ) : (
                <Link href={href('/home')} class="sf-btn sf-btn--primary sf-btn--sm">
                  {o.goShopping}
                </Link>
              )}
            </EmptyState>
          }
        >
          {list.map((order) => (
            <OrderCard key={order.id} order={order} onChanged={state.reload} />
          ))}
        </ListBody>
        <Pagination
          page={page}
          total={state.data?.total ?? 0}
          limit={LIMIT}
          onChange={(p) => {
            navigate(ordersHref(status, keyword, p));
            top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </div>
    </div>
  );
}
