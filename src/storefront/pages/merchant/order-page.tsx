import '../../components/order/order.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { formatPrice } from '../../../core';
import type { MerchantOrder } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import {
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusLabel,
} from '../../../core/rules/order-states';
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
import { m, mo } from './merchant-strings';

const LIMIT = 10;

/** /merchant/order?status=&keyword=&page= — every filter in the address, so back returns to it. */
const ordersHref = (status: string, keyword: string, page = 1): Href =>
  href('/merchant/order', { status, keyword, page: page > 1 ? page : null });

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
  const [, navigate] = useLocation();
  const q = useQuery();
  const raw = q.get('status') ?? '';
  const status = isOrderStatus(raw) ? raw : '';
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 50);
  const page = intParam(q, 'page') ?? 1;
  const panel = useId();
  const top = useRef<HTMLElement>(null);
  const state = useApi('merchant_order/get', { status, keyword: keyword || undefined, page, limit: LIMIT });
  const list = state.data?.list ?? [];
  const counts = state.data?.counts;
  const tabs = [
    { value: '', label: m.all, count: counts?.all },
    ...ORDER_STATUSES.map((st) => ({
      value: st as string,
      label: ORDER_STATUS_LABELS[st],
      count: counts?.[st],
    })),
  ];
  return (
    <section class="mc-card" aria-labelledby="mc-orders" ref={top}>
      <div class="mc-card__head">
        <h1 id="mc-orders" class="mc-title">
          {mo.orders}
        </h1>
        <KeywordSearch
          value={keyword}
          placeholder={mo.searchPh}
          label={mo.searchLabel}
          button={m.search}
          className="mc-filter"
          buttonClass="sf-btn sf-btn--primary sf-btn--sm"
          onSearch={(k) => navigate(ordersHref(status, k))}
        />
      </div>
      <CountTabs
        label={mo.statusTabs}
        items={tabs}
        value={status}
        panel={panel}
        onChange={(v) => navigate(ordersHref(v, keyword))}
      />
      <div id={panel} role="tabpanel" class={staleClass('mw-list', state)}>
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
    </section>
  );
}
