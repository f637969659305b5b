import '../../components/console/console.css';
import './merchant-work.css';
import { formatPrice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { isMonth } from '../../../core/rules/fund-types';
import { ListPanel, StateTag } from '../../components/console';
import { LoadError } from '../../components/empty-state';
import { FundFilter } from '../../components/fund-filter';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { type Href, href } from '../../routes';
import { mo } from './merchant-strings';

/** /merchant/funds?month= — the filter lives in the address, so back returns to it. */
const fundsHref = (_type: string, month: string): Href => href('/merchant/funds', { month });

/**
 * 资金结算 (/merchant/funds): totals (gross, platform fee, net, count) and the settlement records,
 * each 待结算 while its order is under way and 已结算 once completed. The month's net is the
 * lab's income, the figure 工作台 shows for the month.
 * Filtered by a month, the month's totals lead and the all-time ones stand beside them;
 * unfiltered, the all-time totals lead beside this month's.
 */
export default function MerchantFundsPage() {
  const raw = useQuery().get('month') ?? '';
  const month = isMonth(raw) ? raw : '';
  const statics = useApi('merchant_amount_record/statics', month ? { month } : {});
  const s = statics.data?.info;
  const { state, list, ref, pager } = usePagedList('merchant_amount_record/get', month ? { month } : {}, 10);
  const scope = month ? `${month} ` : '';
  return (
    <section class="mc-card" aria-labelledby="mw-funds" ref={ref}>
      <div class="mc-card__head">
        <h1 id="mw-funds" class="mc-title">
          {mo.funds}
        </h1>
        <FundFilter
          types={[]}
          labels={{}}
          type=""
          month={month}
          hrefOf={fundsHref}
          words={{ month: mo.month, clear: mo.clearMonth }}
        />
      </div>
      {statics.error ? (
        <LoadError message={statics.error} onRetry={statics.reload} />
      ) : !s ? (
        <Skeleton rows={2} />
      ) : (
        <ul class="mw-totals" aria-label={month ? mo.monthTotals(month) : mo.total}>
          {(
            [
              [mo.gross, s.gross, s.month_gross],
              [mo.fee, s.fee, s.month_fee],
              [mo.net, s.net, s.month_net],
            ] as const
          ).map(([label, all, inMonth]) => (
            <li key={label}>
              <span>
                {scope}
                {label}
              </span>
              <strong>¥{formatPrice(month ? inMonth : all)}</strong>
              <small title={s.month}>
                {month ? mo.total : mo.thisMonth} ¥{formatPrice(month ? all : inMonth)}
              </small>
            </li>
          ))}
          <li>
            <span>
              {scope || `${mo.thisMonth} `}
              {mo.monthSettled}
            </span>
            <strong>¥{formatPrice(s.month_settled)}</strong>
            <small>
              {mo.monthPending} ¥{formatPrice(s.month_pending)}
            </small>
          </li>
          <li>
            <span>
              {scope}
              {mo.recordCount}
            </span>
            <strong>{month ? s.month_count : s.count}</strong>
            <small>
              {month ? mo.total : mo.thisMonth} {month ? s.count : s.month_count} · {mo.feeRate}{' '}
              {(s.fee_rate * 100).toFixed(1)}%
            </small>
          </li>
        </ul>
      )}
      <h2 class="mw-sub">{mo.records}</h2>
      <ListPanel
        state={state}
        rows={list}
        empty={mo.noRecords}
        pager={pager}
        columns={[
          { head: mo.orderNo, cell: (r) => r.order_no },
          { head: mo.recordStage, cell: (r) => r.stage },
          { head: mo.gross, num: true, cell: (r) => formatPrice(r.amount) },
          { head: mo.fee, num: true, cell: (r) => formatPrice(r.platform_fee) },
          { head: mo.net, num: true, cell: (r) => formatPrice(r.net_amount) },
          { head: mo.settleState, cell: (r) => <StateTag state={r.settle_state} label={r.settle_label} /> },
          { head: mo.settledAt, cell: (r) => formatTime(r.created_at) },
        ]}
      />
    </section>
  );
}
