import '../../components/sheet.css';
import '../../components/fund/myfund.css';
import './expert.css';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatPrice } from '../../../core';
import { EXPERT_RECORD_LABELS, EXPERT_RECORD_TYPES, isExpertRecordType } from '../../../core/rules/expert';
import { isMonth } from '../../../core/rules/fund-types';
import { EmptyState, LoadError } from '../../components/empty-state';
import { FundChart } from '../../components/fund/fund-chart';
import { FundFilter } from '../../components/fund-filter';
import { ListBody, staleClass } from '../../components/list-body';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { type Href, href } from '../../routes';
import { RecordTable } from './expert-parts';
import { x } from './expert-strings';
import { InvoiceSection } from './invoice-section';
import { WithdrawDialog } from './withdraw-dialog';

const LIMIT = 10;

/** /expert/funds?type=&month=&page= — the filter lives in the address, so back returns to it. */
const fundsHref = (type: string, month: string, page = 1): Href =>
  href('/expert/funds', { type, month, page: page > 1 ? page : null });

/**
 * 资金管理 (/expert/funds): the balance and commission totals (the server's figures), a chart of
 * commission by month, the records with type and month filters, withdrawals and the invoices
 * that cover the larger ones.
 */
export default function FundsPage() {
  const [, navigate] = useLocation();
  const q = useQuery();
  const rawType = q.get('type') ?? '';
  const type = isExpertRecordType(rawType) ? rawType : '';
  const rawMonth = q.get('month') ?? '';
  const month = isMonth(rawMonth) ? rawMonth : '';
  const page = intParam(q, 'page') ?? 1;
  const filter = { type: type || undefined, month: month || undefined };
  const rows = useApi('expert_amount_record/get', { ...filter, page, limit: LIMIT });
  const stats = useApi('expert_amount_record/statics', filter);
  const center = useApi('expert/center');
  const [withdrawing, setWithdrawing] = useState(0);
  const s = stats.data;
  const list = rows.data?.list ?? [];
  const refresh = () => {
    rows.reload();
    stats.reload();
    center.reload();
  };

  return (
    <div class="sf-sheet sf-fund sf-ex">
      <header class="sf-fund__head">
        <div>
          <h1>{x.fundsTitle}</h1>
          <p>{x.fundsIntro}</p>
        </div>
        <button
          type="button"
          class="sf-btn sf-btn--primary"
          disabled={!s}
          onClick={() => setWithdrawing((n) => n + 1)}
        >
          {x.withdraw}
        </button>
      </header>

      {stats.error ? (
        <LoadError message={stats.error} onRetry={stats.reload} />
      ) : (
        <>
          <dl class={staleClass('sf-fund__totals sf-ex-totals', stats)} aria-busy={stats.loading}>
            <Total label={x.balance} value={s?.balance} strong />
            <Total label={x.earned} value={s?.earned} />
            <Total label={x.pending} value={s?.pending} />
            <Total label={x.withdrawn} value={s?.withdrawn} />
            <Total label={x.reversed} value={s?.reversed} />
            {!!s?.owed && <Total label={x.owed} value={s.owed} />}
          </dl>
          {s ? (
            <FundChart
              months={s.by_month}
              value={(m) => m.income}
              words={{
                chart: x.chart,
                chartLabel: x.chartLabel,
                chartEmpty: x.chartEmpty,
                monthBar: x.monthBar,
              }}
            />
          ) : (
            <Skeleton rows={4} />
          )}
        </>
      )}

      <section class={staleClass('sf-fund__list', rows)} aria-labelledby="ex-records-title">
        <header class="sf-ex-section-head">
          <h2 id="ex-records-title" class="sf-ex-h2">
            {x.records}
          </h2>
          <FundFilter
            types={EXPERT_RECORD_TYPES}
            labels={EXPERT_RECORD_LABELS}
            type={type}
            month={month}
            hrefOf={fundsHref}
            words={{ type: x.type, allTypes: x.allTypes, month: x.month, clear: x.clear }}
          />
        </header>
        <ListBody
          state={rows}
          count={list.length}
          skeleton={<Skeleton rows={6} />}
          empty={<EmptyState text={type || month ? x.noFundsFiltered : x.noFunds} compact />}
        >
          <RecordTable list={list} label={x.records} />
        </ListBody>
        <Pagination
          page={page}
          total={rows.data?.total ?? 0}
          limit={LIMIT}
          onChange={(p) => navigate(fundsHref(type, month, p))}
        />
      </section>

      <InvoiceSection />

      {withdrawing > 0 && s && (
        <WithdrawDialog
          key={withdrawing}
          open
          balance={s.balance}
          threshold={s.invoice_threshold}
          payoutOpened={center.data?.payout_opened ?? false}
          onClose={() => setWithdrawing(0)}
          onDone={() => {
            setWithdrawing(0);
            refresh();
          }}
        />
      )}
    </div>
  );
}

const Total = ({ label, value, strong }: { label: string; value: number | undefined; strong?: boolean }) => (
  <div class={strong ? 'is-strong' : undefined}>
    <dt>{label}</dt>
    <dd>{value === undefined ? '…' : `¥${formatPrice(value)}`}</dd>
  </div>
);
