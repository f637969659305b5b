import './compare.css';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CompareGoods } from '../../../core/api/contract/models';
import { COMPARE_MAX } from '../../../core/rules/compare';
import { $compare, clearCompare, dropCompare, removeCompare } from '../../../core/stores/compare';
import { showToast } from '../../../core/stores/toast';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { cs } from './compare-strings';

type Row = [label: string, cell: (g: CompareGoods) => ReactNode];

const ROWS: Row[] = [
  [cs.rows.type, (g) => g.servicsInfo.name],
  [
    cs.rows.price,
    (g) => (
      <span class="cmp-price">
        <Price value={g.min_price} from />
        {g.max_price > g.min_price && (
          <>
            <span class="cmp-price__to">–</span>
            <Price value={g.max_price} size="sm" />
          </>
        )}
      </span>
    ),
  ],
  [cs.rows.turnaround, (g) => (g.turnaround_days ? cs.days(g.turnaround_days) : cs.notStated)],
  [cs.rows.standards, (g) => (g.standards.length ? g.standards.join('；') : cs.notStated)],
  [
    cs.rows.qualifications,
    (g) =>
      g.merchantInfo.qualifications.length
        ? g.merchantInfo.qualifications.map((q) => (
            <span key={q} class="sf-tag">
              {q}
            </span>
          ))
        : cs.notStated,
  ],
  [
    cs.rows.lab,
    (g) => <Link href={href('/shop', { id: g.merchantInfo.id })}>{g.merchantInfo.org_name}</Link>,
  ],
  [
    cs.rows.region,
    (g) => [g.merchantInfo.province, g.merchantInfo.city].filter(Boolean).join(' ') || cs.notStated,
  ],
  [cs.rows.sample, (g) => g.sample_requirement || cs.notStated],
  [cs.rows.sales, (g) => g.sales],
];

/**
 * 服务对比 (/compare): the session's services (core/stores/compare) side by side, from goods/compare.
 * Removing one only filters what is shown; adding one asks again.
 */
export default function ComparePage() {
  const ids = useStore($compare);
  // ask for the set as first seen and again only when a service joins: a removal needs no call
  const [asked, setAsked] = useState(ids);
  useEffect(() => {
    if (ids.some((id) => !asked.includes(id))) setAsked(ids);
  }, [ids, asked]);
  const state = useApi('goods/compare', asked.length ? { ids: asked.join(',') } : null);
  const missing = state.data?.missing;
  useEffect(() => {
    if (missing?.length) {
      dropCompare(missing);
      showToast(cs.gone, 'warning');
    }
  }, [missing]);

  const items = ids
    .map((id) => state.data?.items.find((g) => g.id === id))
    .filter((g): g is CompareGoods => !!g);

  let body: ReactNode;
  if (!ids.length) {
    body = (
      <EmptyState text={cs.empty}>
        <p class="sf-muted">{cs.emptyHint}</p>
        <Link href={href('/searchResult')} class="sf-btn sf-btn--primary">
          {cs.toSearch}
        </Link>
      </EmptyState>
    );
  } else if (state.error && !items.length) {
    body = <LoadError message={state.error} onRetry={state.reload} />;
  } else if (!items.length) {
    body = <Skeleton rows={6} />;
  } else {
    body = (
      <>
        <p class="cmp-cue" aria-hidden="true">
          {cs.scrollCue} →
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the sideways-scrolling table is reachable by keyboard */}
        <section class="cmp-scroll" tabIndex={0} aria-label={cs.title}>
          <table class="cmp-table">
            <caption class="sf-sr">{cs.title}</caption>
            <thead>
              <tr>
                <th scope="col">{cs.rows.service}</th>
                {items.map((g) => (
                  <th key={g.id} scope="col" class="cmp-head">
                    <Link href={href('/home/goodsdetail', { id: g.id })} class="cmp-name">
                      {g.name}
                    </Link>
                    <button
                      type="button"
                      class="sf-btn sf-btn--sm sf-btn--ghost cmp-remove"
                      aria-label={cs.removeLabel(g.name)}
                      onClick={() => removeCompare(g.id)}
                    >
                      {cs.remove}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {items.map((g) => (
                    <td key={g.id}>{cell(g)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </>
    );
  }

  return (
    <div class="sf-container sf-page cmp">
      <div class="cmp-head-row">
        <h1>{cs.title}</h1>
        {ids.length > 0 && (
          <div class="cmp-tools">
            <span class="sf-muted">{cs.hint(ids.length, COMPARE_MAX)}</span>
            {ids.length < COMPARE_MAX && (
              <Link href={href('/searchResult')} class="sf-btn sf-btn--sm">
                {cs.addMore}
              </Link>
            )}
            <button type="button" class="sf-btn sf-btn--sm sf-btn--ghost" onClick={clearCompare}>
              {cs.clear}
            </button>
          </div>
        )}
      </div>
      <section class="sf-panel cmp-panel">{body}</section>
    </div>
  );
}
