import '../account/myfund.css';
import './expert.css';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { x } from './expert-strings';

const LIMIT = 10;

/**
 * 客户订单 (/expert/order, ?client_id= for one client): the paid orders of the expert's clients
 * with the commission each earns — booked, expected, or reversed after a refund.
 */
export default function ExpertOrderPage() {
  const clientId = intParam(useQuery(), 'client_id');
  const filters = clientId ? { client_id: clientId } : {};
  const { state, list, ref, pager } = usePagedList<'expert_client/orders', HTMLElement>(
    'expert_client/orders',
    filters,
    LIMIT,
  );
  return (
    <div class="sf-fund sf-ex">
      <header class="sf-fund__head">
        <div>
          <h1>{x.ordersTitle}</h1>
          <p>{x.ordersIntro}</p>
        </div>
        <div class="sf-ex-actions">
          {clientId && (
            <Link href={href('/expert/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
              {x.allClients}
            </Link>
          )}
          <Link href={href('/expert/recommend')} class="sf-btn sf-btn--ghost sf-btn--sm">
            {x.backToClients}
          </Link>
        </div>
      </header>
      <section ref={ref} class={staleClass('sf-fund__list', state)} aria-label={x.ordersTitle}>
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={<EmptyState text={x.noOrders} compact />}
        >
          <table class="sf-fund__table sf-ex-table sf-ex-orders">
            <thead>
              <tr>
                <th>{x.orderNo}</th>
                <th>{x.client}</th>
                <th>{x.status}</th>
                <th class="is-num">{x.paid}</th>
                <th class="is-num">{x.commission}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => (
                <tr key={o.id} class={`is-${o.commission_state}`}>
                  <td data-label={x.orderNo}>
                    <span>{o.order_no}</span>
                    <span class="sf-fund__sub">
                      {o.goods_name} · {formatTime(o.created_at)}
                    </span>
                  </td>
                  <td data-label={x.client}>{o.client_mobile}</td>
                  <td data-label={x.status}>{o.status_name}</td>
                  <td data-label={x.paid} class="is-num">
                    ¥{formatPrice(o.paid_amount)}
                  </td>
                  <td data-label={x.commission} class="is-num">
                    <span class={`sf-ex-commission is-${o.commission_state}`}>
                      {o.commission_state === 'none' ? x.none : `¥${formatPrice(o.commission)}`}
                    </span>
                    <span class="sf-fund__sub">{x.commissionStates[o.commission_state]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListBody>
        {pager}
      </section>
    </div>
  );
}
