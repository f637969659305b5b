import '../../components/order/order.css';
import '../merchant/merchant-work.css';
import { Link } from 'wouter';
import { formatTime } from '../../../core/formatters/time';
import { orderStatusLabel } from '../../../core/rules/order-states';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Facts, Papers, Steps } from '../merchant/order-facts';
import { Timeline } from '../order/order-detail-parts';

/**
 * 订单详情 (/admin/order/detail?id=, 客服): the whole order read-only, as the lab's order page
 * shows it (one set of sections), to answer a buyer's call. Nothing here changes the order.
 */
export default function AdminOrderDetailPage() {
  const id = intParam(useQuery(), 'id');
  const state = useApi('operator_order/info', id ? { id } : null);
  const order = state.data?.info ?? null;
  const back = (
    <Link href={href('/admin/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
      返回列表
    </Link>
  );
  if (!id || state.error)
    return (
      <section class="mc-card">
        <h1 class="mc-title">订单详情</h1>
        <LoadError message={state.error || '订单不存在'} onRetry={id ? state.reload : () => history.back()} />
      </section>
    );
  if (!order)
    return (
      <section class="mc-card">
        <h1 class="mc-title">订单详情</h1>
        <Skeleton rows={8} />
      </section>
    );
  return (
    <div class="mc-page mw-detail">
      <section class="mc-card">
        <div class="mc-card__head">
          <h1 class="mc-title">
            订单详情 <small class="sf-muted">{order.order_no}</small>
          </h1>
          {back}
        </div>
        <p class="mw-status">
          <span
            class={
              order.status === 'completed' || order.status === 'cancelled' || order.status === 'refunded'
                ? 'mw-tag is-done'
                : 'mw-tag'
            }
          >
            {orderStatusLabel(order.status, order.sample_based)}
          </span>
          <span class="sf-muted">
            {order.merchant_name} · 下单 {formatTime(order.created_at)}
          </span>
        </p>
      </section>
      <Steps order={order} />
      <Facts order={order} />
      <Papers order={order} />
      <section class="mc-card">
        <Timeline events={order.events} />
      </section>
    </div>
  );
}
