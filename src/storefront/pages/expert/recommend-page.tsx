import '../../components/sheet.css';
import '../../components/fund/myfund.css';
import './expert.css';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { FUND_LOOK, ListPanel } from '../../components/console/list-table';
import { LoadError } from '../../components/empty-state';
import { staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { fill } from '../../strings';
import { ReferralBox } from './expert-parts';
import { x } from './expert-strings';

const LIMIT = 10;

/** 客户关系 (/expert/recommend): the referral link, and the buyers it brought (masked). */
export default function RecommendPage() {
  const center = useApi('expert/center');
  const { state, list, ref, pager } = usePagedList<'expert_client/get', HTMLElement>(
    'expert_client/get',
    {},
    LIMIT,
  );
  return (
    <div class="sf-sheet sf-fund sf-ex">
      <header class="sf-fund__head">
        <div>
          <h1>{x.recommendTitle}</h1>
          <p>{x.recommendIntro}</p>
        </div>
        <Link href={href('/expert/order')} class="sf-btn sf-btn--ghost sf-btn--sm">
          {x.ordersTitle}
        </Link>
      </header>
      <section aria-labelledby="ex-ref-title">
        <h2 id="ex-ref-title" class="sf-ex-h2">
          {x.referral}
        </h2>
        {center.error && !center.data ? (
          <LoadError message={center.error} onRetry={center.reload} />
        ) : center.data ? (
          <ReferralBox path={center.data.referral_path} code={center.data.referral_code} />
        ) : (
          <Skeleton rows={2} />
        )}
      </section>
      <section ref={ref} class={staleClass('sf-fund__list', state)} aria-labelledby="ex-clients-title">
        <h2 id="ex-clients-title" class="sf-ex-h2">
          {x.clientList}
          {state.data && (
            <small class="sf-muted">{fill(x.clientCount, { n: String(state.data.total) })}</small>
          )}
        </h2>
        <ListPanel
          state={state}
          empty={x.noClients}
          skeletonRows={4}
          pager={pager}
          look={FUND_LOOK}
          rows={list}
          columns={[
            { head: x.mobile, label: true, cell: (c) => c.mobile },
            { head: x.nickname, cell: (c) => c.nickname || x.none },
            { head: x.joined, cell: (c) => formatTime(c.created_at) },
            { head: x.orders, num: true, cell: (c) => c.orders },
            { head: x.commission, num: true, cell: (c) => `¥${formatPrice(c.commission)}` },
            {
              head: x.viewOrders,
              srHead: true,
              cell: (c) => <Link href={href('/expert/order', { client_id: c.id })}>{x.viewOrders}</Link>,
            },
          ]}
        />
      </section>
    </div>
  );
}
