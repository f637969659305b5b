import '../../components/sheet.css';
import '../../components/fund/myfund.css';
import './expert.css';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { FUND_LOOK, ListPanel } from '../../components/console/list-table';
import { staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
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
    <div class="sf-sheet sf-fund sf-ex">
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
        <ListPanel
          state={state}
          empty={x.noOrders}
          skeletonRows={6}
          pager={pager}
          look={FUND_LOOK}
          tableClass="sf-ex-orders"
          rows={list}
          rowClass={(o) => `is-${o.commission_state}`}
          columns={[
            {
              head: x.orderNo,
              label: true,
              cell: (o) => (
                <>
                  <span>{o.order_no}</span>
                  <span class="sf-fund__sub">
                    {o.goods_name} · {formatTime(o.created_at)}
                  </span>
                </>
              ),
            },
            { head: x.client, cell: (o) => o.client_mobile },
            { head: x.status, cell: (o) => o.status_name },
            { head: x.paid, num: true, cell: (o) => `¥${formatPrice(o.paid_amount)}` },
            {
              head: x.commission,
              num: true,
              cell: (o) => (
                <>
                  <span class={`sf-ex-commission is-${o.commission_state}`}>
                    {o.commission_state === 'none' ? x.none : `¥${formatPrice(o.commission)}`}
                  </span>
                  <span class="sf-fund__sub">{x.commissionStates[o.commission_state]}</span>
                </>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}
