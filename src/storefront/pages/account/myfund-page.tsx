import '../../components/sheet.css';
import '../../components/fund/myfund.css';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { type FundRecord, formatPrice } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { FUND_TYPE_LABELS, FUND_TYPES, isFundType, isMonth } from '../../../core/rules/fund-types';
import { EmptyState, LoadError } from '../../components/empty-state';
import { FundChart } from '../../components/fund/fund-chart';
import { m } from '../../components/fund/fund-strings';
import { FundFilter } from '../../components/fund-filter';
import { ListBody, staleClass } from '../../components/list-body';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { type Href, href } from '../../routes';

const LIMIT = 10;

/** /home/myfund?type=&month=&page= — the filter lives in the address, so back returns to it. */
const fundsHref = (type: string, month: string, page = 1): Href =>
  href('/home/myfund', { type, month, page: page > 1 ? page : null });

/**
 * 我的资金: every payment, deposit, balance and refund of the buyer, filtered by type and month,
 * with the totals of the same filter (statics) and the spending of the last 12 months.
 */
export default function MyfundPage() {
  const [, navigate] = useLocation();
  const q = useQuery();
  const rawType = q.get('type') ?? '';
  const type = isFundType(rawType) ? rawType : '';
  const rawMonth = q.get('month') ?? '';
  const month = isMonth(rawMonth) ? rawMonth : '';
  const page = intParam(q, 'page') ?? 1;
  const top = useRef<HTMLDivElement>(null);
  const filter = { type: type || undefined, month: month || undefined };

  const rows = useApi('user_amount_record/get', { ...filter, page, limit: LIMIT });
  const stats = useApi('user_amount_record/statics', filter);
  const s = stats.data;
  const list = rows.data?.list ?? [];

  return (
    <div class="sf-sheet sf-fund" ref={top}>
      <header class="sf-fund__head">
        <div>
          <h1>{m.title}</h1>
          <p>{m.sub}</p>
        </div>
        <FundFilter
          types={FUND_TYPES}
          labels={FUND_TYPE_LABELS}
          type={type}
          month={month}
          hrefOf={fundsHref}
          words={{ type: m.type, allTypes: m.allTypes, month: m.month, clear: m.clear }}
        />
      </header>

      {stats.error ? (
        <LoadError message={stats.error} onRetry={stats.reload} />
      ) : (
        <>
          <dl class={staleClass('sf-fund__totals', stats)} aria-busy={stats.loading}>
            <Total label={m.expense} value={s ? `¥${formatPrice(s.expense)}` : '…'} />
            <Total label={m.income} value={s ? `¥${formatPrice(s.income)}` : '…'} />
            <Total label={m.net} value={s ? `¥${formatPrice(s.net)}` : '…'} />
            <Total label={m.count} value={s ? String(s.count) : '…'} />
          </dl>
          {s ? <FundChart months={s.by_month} /> : <Skeleton rows={4} />}
        </>
      )}

      <section class={staleClass('sf-fund__list', rows)} aria-label={m.list}>
        <ListBody
          state={rows}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={
            <EmptyState text={type || month ? m.emptyFiltered : m.empty}>
              {type || month ? (
                <Link href={fundsHref('', '')} class="sf-btn sf-btn--ghost sf-btn--sm">
                  {m.clear}
                </Link>
              ) : (
                <Link href={href('/check')} class="sf-btn sf-btn--primary sf-btn--sm">
                  {m.goShopping}
                </Link>
              )}
            </EmptyState>
          }
        >
          <table class="sf-fund__table">
            <thead>
              <tr>
                <th>{m.time}</th>
                <th>{m.kind}</th>
                <th>{m.detail}</th>
                <th class="is-num">{m.amount}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <Row key={r.id} r={r} />
              ))}
            </tbody>
          </table>
        </ListBody>
        <Pagination
          page={page}
          total={rows.data?.total ?? 0}
          limit={LIMIT}
          onChange={(p) => {
            navigate(fundsHref(type, month, p));
            top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </section>
    </div>
  );
}

const Total = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

function Row({ r }: { r: FundRecord }) {
  return (
    <tr class={`is-${r.kind}`}>
      <td data-label={m.time}>{formatTime(r.created_at)}</td>
      <td data-label={m.kind}>
        <span class={`sf-fund__type is-${r.type}`}>{FUND_TYPE_LABELS[r.type] ?? r.type}</span>
      </td>
      <td data-label={m.detail}>
        <Link href={href('/home/order/detail', { id: r.order_id })}>{r.order_no}</Link>
        <span class="sf-fund__sub">{[r.title, r.goods_name].filter(Boolean).join(' · ')}</span>
      </td>
      <td data-label={m.amount} class="is-num sf-fund__amount">
        {r.kind === 'income' ? '+' : '-'}
        {formatPrice(r.amount)}
      </td>
    </tr>
  );
}
