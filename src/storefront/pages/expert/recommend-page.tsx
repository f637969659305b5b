import '../account/myfund.css';
import './expert.css';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { EmptyState, LoadError } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
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
    <div class="sf-fund sf-ex">
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
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={4} />}
          empty={<EmptyState text={x.noClients} compact />}
        >
          <table class="sf-fund__table sf-ex-table">
            <thead>
              <tr>
                <th>{x.mobile}</th>
                <th>{x.nickname}</th>
                <th>{x.joined}</th>
                <th class="is-num">{x.orders}</th>
                <th class="is-num">{x.commission}</th>
                <th>
                  <span class="sf-sr">{x.viewOrders}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((c) => (
                <tr key={c.id}>
                  <td data-label={x.mobile}>{c.mobile}</td>
                  <td data-label={x.nickname}>{c.nickname || x.none}</td>
                  <td data-label={x.joined}>{formatTime(c.created_at)}</td>
                  <td data-label={x.orders} class="is-num">
                    {c.orders}
                  </td>
                  <td data-label={x.commission} class="is-num">
                    ¥{formatPrice(c.commission)}
                  </td>
                  <td>
                    <Link href={href('/expert/order', { client_id: c.id })}>{x.viewOrders}</Link>
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
