import '../../components/order/order.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { Link } from 'wouter';
import { formatTime } from '../../../core/formatters/time';
import { orderStatusLabel } from '../../../core/rules/order-states';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Timeline } from '../order/order-detail-parts';
import { mo } from './merchant-strings';
import { Facts, Papers, Steps } from './order-facts';
import { WorkPanel } from './order-work';

/** 订单详情 (/merchant/order/detail?id=): the order, its fulfilment and the lab's action for now. */
export default function MerchantOrderDetailPage() {
  const id = intParam(useQuery(), 'id');
  const state = useApi('merchant_order/info', id ? { id } : null);
  const order = state.data?.info ?? null;
  const back = (
    <Link href={href('/merchant/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
      {mo.back}
    </Link>
  );
  if (!id)
    return (
      <section class="mc-card">
        <h1 class="mc-title">{mo.missing}</h1>
        <EmptyState text={mo.missing}>{back}</EmptyState>
      </section>
    );
  if (state.loading && !order)
    return (
      <section class="mc-card">
        <h1 class="mc-title">{mo.detail}</h1>
        <Skeleton rows={8} />
      </section>
    );
  if (state.error || !order)
    return (
      <section class="mc-card">
        <h1 class="mc-title">{mo.detail}</h1>
        <LoadError message={state.error || mo.missing} onRetry={state.reload} />
      </section>
    );
  return (
    <div class="mc-page mw-detail">
      <section class="mc-card">
        <div class="mc-card__head">
          <h1 class="mc-title">
            {mo.detail} <small class="sf-muted">{order.order_no}</small>
          </h1>
          {back}
        </div>
        <p class="mw-status">
          <span class={order.actions.length ? 'mw-tag' : 'mw-tag is-done'}>
            {orderStatusLabel(order.status, order.sample_based)}
          </span>
          <span class="sf-muted">
            {mo.createdAt} {formatTime(order.created_at)}
          </span>
        </p>
      </section>
      <WorkPanel order={order} onDone={state.reload} />
      <Steps order={order} />
      <Facts order={order} />
      <Papers order={order} changesHref={href('/merchant/orderchange')} />
      <section class="mc-card">
        <Timeline events={order.events} />
      </section>
    </div>
  );
}
