import './seekhelp.css';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { $session } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { Breadcrumb } from '../../components/breadcrumb';
import { Chips } from '../../components/channel/chips';
import { EmptyState } from '../../components/empty-state';
import { KeywordSearch } from '../../components/keyword-search';
import { ListBody, staleClass } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { budgetText, quotesText, StateBadge } from '../../components/seekhelp/seekhelp-kit';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { sh } from './seekhelp-strings';

const LIMIT = 10;

/** /seekhelp/list: the public demand hall (?servics_id, ?province_code, ?keyword) or 我的需求 (?mine=1). */
export default function SeekHelpListPage() {
  const [, navigate] = useLocation();
  const q = useQuery();
  const loggedIn = !!useStore($session).token;
  const mine = loggedIn && q.get('mine') === '1';
  const servics = intParam(q, 'servics_id');
  const province = q.get('province_code') ?? '';
  const keyword = q.get('keyword') ?? '';
  const go = (change: Record<string, string | number | null>) =>
    navigate(
      href('/seekhelp/list', {
        mine: mine ? 1 : null,
        servics_id: servics,
        province_code: province,
        keyword,
        ...change,
      }),
      { replace: true },
    );
  const types = useApi('servics/get', { page: 1, limit: 20 });
  const provinces = useApi('zone_province/get', {});
  const filters = mine
    ? { mine: 1 as const }
    : { servics_id: servics, province_code: province || undefined, keyword: keyword || undefined };
  const { state, list, ref, pager } = usePagedList('seek_help/get', filters, LIMIT);
  return (
    <div class="sf-container sf-sh">
      <Breadcrumb items={[{ label: sh.hall }]} />
      <h1 class="sf-sh-list-title">{mine ? sh.mine : sh.hall}</h1>
      <div class="sf-sh-head">
        <div class="sf-sh-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={!mine} onClick={() => go({ mine: null })}>
            {sh.hall}
          </button>
          {loggedIn && (
            <button type="button" role="tab" aria-selected={mine} onClick={() => go({ mine: 1 })}>
              {sh.mine}
            </button>
          )}
        </div>
        <Link href={href('/seekhelp')} class="sf-btn sf-btn--primary">
          {sh.postOne}
        </Link>
      </div>
      {!mine && (
        <div class="sf-panel sf-sh-filters">
          <KeywordSearch
            value={keyword}
            placeholder={sh.keyword}
            button={sh.search}
            className="sf-sh-search"
            onSearch={(k) => go({ keyword: k })}
          />
          <Chips
            label={sh.type}
            items={[
              { value: '', label: sh.allTypes },
              ...(types.data?.list ?? []).map((x) => ({ value: String(x.id), label: x.name })),
            ]}
            value={servics ? String(servics) : ''}
            onChange={(x) => go({ servics_id: x || null })}
          />
          <label class="sf-sh-region">
            <span>{sh.region}</span>
            <select
              value={province}
              onChange={(e) => go({ province_code: (e.target as HTMLSelectElement).value })}
            >
              <option value="">{sh.allRegions}</option>
              {(provinces.data?.list ?? []).map((z) => (
                <option key={z.code} value={z.code}>
                  {z.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <p class="sf-muted">{state.data ? fill(sh.total, { n: state.data.total }) : '\u00a0'}</p>
      <div ref={ref}>
        <ListBody
          state={state}
          count={list.length}
          skeleton={<Skeleton rows={8} />}
          empty={
            <EmptyState text={mine ? sh.emptyMine : sh.empty} compact>
              <Link href={href('/seekhelp')} class="sf-btn sf-btn--ghost sf-btn--sm">
                {sh.postOne}
              </Link>
            </EmptyState>
          }
        >
          <ul class={staleClass('sf-sh-list', state)}>
            {list.map((d) => (
              <li key={d.id} class="sf-panel sf-sh-card">
                <div class="sf-sh-card__top">
                  <Link href={href('/seekhelp/detail', { id: d.id })} class="sf-sh-card__title">
                    {d.title}
                  </Link>
                  <StateBadge d={d} />
                </div>
                <p class="sf-sh-card__meta">
                  <span class="sf-tag">{d.servics_name}</span>
                  {d.subject && <span>{d.subject}</span>}
                  <span>
                    {d.province}
                    {d.city}
                  </span>
                </p>
                <p class="sf-sh-card__meta">
                  <strong class="sf-sh-budget">{budgetText(d)}</strong>
                  <span>
                    {sh.deadline} {d.deadline}
                  </span>
                  <span>{quotesText(d.quotes)}</span>
                  <span class="sf-muted">
                    {sh.posted} {formatTime(d.created_at).slice(0, 16)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </ListBody>
        {pager}
      </div>
    </div>
  );
}
