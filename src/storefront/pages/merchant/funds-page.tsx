import './merchant.css';
import './merchant-work.css';
import { useState } from 'react';
import { formatPrice, formatTime } from '../../../core';
import { EmptyState, LoadError } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { mo } from './merchant-strings';

/** The last twelve months, newest first, as YYYY-MM in Beijing time (the months records are kept in). */
function lastMonths(now = new Date()): string[] {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** 资金结算 (/merchant/funds): totals (gross, platform fee, net) and the settlement records by month. */
export default function MerchantFundsPage() {
  const [month, setMonth] = useState('');
  const statics = useApi('merchant_amount_record/statics', {});
  const s = statics.data?.info;
  const { state, list, ref, pager } = usePagedList('merchant_amount_record/get', month ? { month } : {}, 10);
  return (
    <section class="mc-card" aria-labelledby="mw-funds" ref={ref}>
      <div class="mc-card__head">
        <h1 id="mw-funds" class="mc-title">
          {mo.funds}
        </h1>
        <label class="mc-filter">
          <span>{mo.month}</span>
          <select value={month} onChange={(e) => setMonth((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{mo.allMonths}</option>
            {lastMonths().map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      {statics.error ? (
        <LoadError message={statics.error} onRetry={statics.reload} />
      ) : !s ? (
        <Skeleton rows={2} />
      ) : (
        <ul class="mw-totals">
          {(
            [
              [mo.gross, s.gross, s.month_gross],
              [mo.fee, s.fee, s.month_fee],
              [mo.net, s.net, s.month_net],
            ] as const
          ).map(([label, all, thisMonth]) => (
            <li key={label}>
              <span>{label}</span>
              <strong>¥{formatPrice(all)}</strong>
              <small title={s.month}>
                {mo.thisMonth} ¥{formatPrice(thisMonth)}
              </small>
            </li>
          ))}
          <li>
            <span>{mo.feeRate}</span>
            <strong>{(s.fee_rate * 100).toFixed(1)}%</strong>
            <small>
              {mo.records} {s.count}
            </small>
          </li>
        </ul>
      )}
      <h2 class="mw-sub">{mo.records}</h2>
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text={mo.noRecords} compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>{mo.orderNo}</th>
              <th>{mo.recordStage}</th>
              <th class="mc-num">{mo.gross}</th>
              <th class="mc-num">{mo.fee}</th>
              <th class="mc-num">{mo.net}</th>
              <th>{mo.settledAt}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id}>
                <td>{r.order_no}</td>
                <td data-label={mo.recordStage}>{r.stage}</td>
                <td class="mc-num" data-label={mo.gross}>
                  {formatPrice(r.amount)}
                </td>
                <td class="mc-num" data-label={mo.fee}>
                  {formatPrice(r.platform_fee)}
                </td>
                <td class="mc-num" data-label={mo.net}>
                  {formatPrice(r.net_amount)}
                </td>
                <td data-label={mo.settledAt}>{formatTime(r.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {pager}
    </section>
  );
}
