import '../../components/order/order.css';
import '../merchant/merchant-work.css';
import { Link } from 'wouter';
import { formatTime } from '../../../core/formatters/time';
import { MessageCard } from '../../components/console';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Facts, OrderHead, Papers, Steps } from '../merchant/order-facts';
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
      <MessageCard title="订单详情">
        <LoadError message={state.error || '订单不存在'} onRetry={id ? state.reload : () => history.back()} />
      </MessageCard>
    );
  if (!order)
    return (
      <MessageCard title="订单详情">
        <Skeleton rows={8} />
      </MessageCard>
    );
  return (
    <div class="mc-page mw-detail">
      <OrderHead
        title="订单详情"
        order={order}
        done={order.status === 'completed' || order.status === 'cancelled' || order.status === 'refunded'}
        back={back}
        meta={`${order.merchant_name} · 下单 ${formatTime(order.created_at)}`}
      />
      <Steps order={order} />
      <Facts order={order} />
      <Papers order={order} />
      <section class="mc-card">
        <Timeline events={order.events} />
      </section>
    </div>
  );
}
