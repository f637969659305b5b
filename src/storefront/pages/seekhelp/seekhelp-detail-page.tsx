import './seekhelp.css';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { t } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { Breadcrumb } from '../../components/breadcrumb';
import { EmptyState, LoadError } from '../../components/empty-state';
import { budgetText, quotesText, StateBadge } from '../../components/seekhelp/seekhelp-kit';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { DemandQuotes } from './seekhelp-quotes';
import { sh } from './seekhelp-strings';

/** /seekhelp/detail?id=: the demand; its contact and files for the poster only. */
export default function SeekHelpDetailPage() {
  const id = intParam(useQuery(), 'id');
  const state = useApi('seek_help/info', id ? { id } : null);
  const d = state.data?.info;
  useEffect(() => {
    if (d) document.title = `${d.title} - ${t('common.siteName')}`;
  }, [d]);
  const crumbs = [{ label: sh.hall, href: href('/seekhelp/list') }, { label: d?.title ?? sh.detail }];
  const missing = !id || (state.error && !d && /不存在/.test(state.error));
  return (
    <div class="sf-container sf-sh">
      <Breadcrumb items={crumbs} />
      {missing ? (
        <EmptyState text={sh.missing}>
          <Link href={href('/seekhelp/list')} class="sf-btn sf-btn--ghost sf-btn--sm">
            {sh.back}
          </Link>
        </EmptyState>
      ) : state.loading && !d ? (
        <div class="sf-panel">
          <Skeleton rows={8} />
        </div>
      ) : state.error || !d ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : (
        <article class="sf-panel sf-sh-detail">
          <h1>
            {d.title} <StateBadge d={d} />
          </h1>
          <dl class="sf-sh-facts">
            <dt>{sh.type}</dt>
            <dd>{d.servics_name}</dd>
            {d.subject && (
              <>
                <dt>{sh.subject}</dt>
                <dd>{d.subject}</dd>
              </>
            )}
            <dt>{sh.region}</dt>
            <dd>
              {d.province}
              {d.city}
            </dd>
            <dt>{sh.budget}</dt>
            <dd class="sf-sh-budget">{budgetText(d)}</dd>
            <dt>{sh.deadline}</dt>
            <dd>{d.deadline}</dd>
            <dt>{sh.posted}</dt>
            <dd>{formatTime(d.created_at)}</dd>
            <dt>{sh.contact}</dt>
            <dd>
              {d.contact_name} {d.contact_mobile}
            </dd>
          </dl>
          <h2>{sh.content}</h2>
          <p class="sf-sh-text">{d.content}</p>
          {d.mine ? (
            d.attachments.length > 0 && (
              <ul class="sf-sh-files">
                {d.attachments.map((f) => (
                  <li key={f.id}>
                    <a href={f.url} target="_blank" rel="noopener">
                      {f.name || `附件 ${f.id}`}
                    </a>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <p class="sf-muted">
              {sh.contactHidden}
              {d.attachment_count > 0 && ` ${fill(sh.attachmentsHidden, { n: d.attachment_count })}`}
            </p>
          )}
          <p class="sf-sh-quotes">{quotesText(d.quotes)}</p>
          {d.mine && <DemandQuotes id={d.id} />}
        </article>
      )}
    </div>
  );
}
