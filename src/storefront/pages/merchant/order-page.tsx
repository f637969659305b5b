import '../../components/order/order.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import type { MerchantOrder } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import { orderStatusLabel } from '../../../core/rules/order-states';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { OrderListFrame, useOrderFilters } from '../../components/order/order-list-frame';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { fill } from '../../strings';
import { mo } from './merchant-strings';

const LIMIT = 10;

/** The tag's colour: work waiting on the lab, finished, or neither. */
const tagClass = (o: MerchantOrder) =>
  o.actions.length ? 'mw-tag' : o.status === 'completed' ? 'mw-tag is-done' : 'mw-tag is-off';

function OrderRow({ order }: { order: MerchantOrder }) {
  const first = order.items[0];
  return (
    <li class="mw-order">
      <div class="mw-order__head">
        <span>
          {mo.orderNo} <b>{order.order_no}</b>
        </span>
        <time dateTime={order.created_at}>{formatTime(order.created_at)}</time>
        <span class={tagClass(order)}>{orderStatusLabel(order.status, order.sample_based)}</span>
        {order.change_pending && <span class="mw-tag is-warn">{mo.changePending}</span>}
      </div>
      <div class="mw-order__body">
        <p class="mw-order__items">
          {first?.name ?? '—'}
          {order.items.length > 1 && <span class="sf-muted"> 等 {order.items.length} 项</span>}
        </p>
        <p class="mw-order__buyer">
          {mo.buyer}：{order.buyer_name} {order.buyer_mobile}
        </p>
        <p class="mw-order__money">
          ¥{formatPrice(order.pay_amount)}
          <small class="sf-muted">
            {mo.paid} ¥{formatPrice(order.paid_amount)}
          </small>
        </p>
        <Link
          href={href('/merchant/order/detail', { id: order.id })}
          class={
            order.actions.length ? 'sf-btn sf-btn--primary sf-btn--sm' : 'sf-btn sf-btn--ghost sf-btn--sm'
          }
          aria-label={`${mo.view} ${order.order_no}`}
        >
          {mo.view}
        </Link>
      </div>
    </li>
  );
}

/** 订单管理: the lab's orders by state (with counts), searched by order no., paged; each opens its detail. */
export default function MerchantOrderPage() {
  const filters = useOrderFilters<HTMLElement>('/merchant/order');
  const { status, keyword, page } = filters;
  const state = useApi('merchant_order/get', { status, keyword: keyword || undefined, page, limit: LIMIT });
  const list = state.data?.list ?? [];
  return (
    <section class="mc-card" aria-labelledby="mc-orders" ref={filters.top}>
      <OrderListFrame
        filters={filters}
        limit={LIMIT}
        state={state}
        words={{ title: mo.orders, searchPh: mo.searchPh, searchLabel: mo.searchLabel }}
        classes={{ head: 'mc-card__head', title: 'mc-title', search: 'mc-filter', list: 'mw-list' }}
        titleId="mc-orders"
      >
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={<EmptyState text={keyword ? fill(mo.noMatch, { q: keyword }) : mo.noOrders} compact />}
        >
          <ul class="mw-orders">
            {list.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        </ListBody>
      </OrderListFrame>
    </section>
  );
}
