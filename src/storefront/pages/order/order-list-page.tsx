import '../../components/sheet.css';
import '../../components/order/order.css';
import { Link } from 'wouter';
import { ORDER_STATUS_LABELS } from '../../../core/rules/order-states';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { OrderListFrame, useOrderFilters } from '../../components/order/order-list-frame';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { fill } from '../../strings';
import { OrderCard } from './order-card';
import { o } from './order-strings';

const LIMIT = 10;

/** 我的订单: status tabs with counts, a search, the order cards with their actions, pages. */
export default function OrderListPage() {
  const filters = useOrderFilters<HTMLDivElement>('/home/order');
  const { status, keyword, page } = filters;
  const state = useApi('order/get', {
    status,
    keyword: keyword || undefined,
    page,
    limit: LIMIT,
  });
  const list = state.data?.list ?? [];

  const emptyText = keyword
    ? fill(o.noMatch, { q: keyword })
    : status
      ? fill(o.noOrdersIn, { tab: ORDER_STATUS_LABELS[status] })
      : o.noOrders;

  return (
    <div class="sf-sheet sf-od-page" ref={filters.top}>
      <OrderListFrame
        filters={filters}
        limit={LIMIT}
        state={state}
        words={{ title: o.orders, searchPh: o.searchPlaceholder, searchLabel: o.searchLabel }}
        classes={{
          head: 'sf-od-toolbar',
          title: 'sf-sheet__title sf-od-title',
          search: 'sf-od-search',
          list: 'sf-od-list',
        }}
        labelPanel
      >
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={8} />}
          empty={
            <EmptyState text={emptyText}>
              {keyword ? (
                <Link href={href('/home/order', { status })} class="sf-btn sf-btn--ghost sf-btn--sm">
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
      </OrderListFrame>
    </div>
  );
}
