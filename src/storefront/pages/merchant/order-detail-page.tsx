import '../../components/order/order.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { Link } from 'wouter';
import { formatTime } from '../../../core/formatters/time';
import { MessageCard } from '../../components/console';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Timeline } from '../order/order-detail-parts';
import { mo } from './merchant-strings';
import { Facts, OrderHead, Papers, Steps } from './order-facts';
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
      <MessageCard title={mo.missing}>
        <EmptyState text={mo.missing}>{back}</EmptyState>
      </MessageCard>
    );
  if (state.loading && !order)
    return (
      <MessageCard title={mo.detail}>
        <Skeleton rows={8} />
      </MessageCard>
    );
  if (state.error || !order)
    return (
      <MessageCard title={mo.detail}>
        <LoadError message={state.error || mo.missing} onRetry={state.reload} />
      </MessageCard>
    );
  return (
    <div class="mc-page mw-detail">
      <OrderHead
        title={mo.detail}
        order={order}
        done={!order.actions.length}
        back={back}
        meta={`${mo.createdAt} ${formatTime(order.created_at)}`}
      />
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
