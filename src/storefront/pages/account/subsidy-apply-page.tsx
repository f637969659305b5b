import '../../components/confirm-dialog.css';
import './account-forms.css';
import '../../components/certification/auth.css';
import './subsidy-apply.css';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { SubsidyApplication } from '../../../core';
import { maskPhone } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { nextSubsidyApplyStatus } from '../../../core/rules/subsidy-apply';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi, usePolling } from '../../components/use-api';
import { fill } from '../../strings';
import { ApplyDialog } from './subsidy-apply-form';
import { sa } from './subsidy-apply-strings';

/** How often a list with an application 审核中 asks again (an object, so a test can shorten it). */
export const poll = { ms: 4000 };
const LIMIT = 10;

function Card({ x, onEdit }: { x: SubsidyApplication; onEdit: () => void }) {
  return (
    <article class="sf-sa-card" aria-label={x.subsidy_title}>
      <header class="sf-sa-card__head">
        <Link href={`/subsidy/detail?id=${x.subsidy_id}`} class="sf-sa-card__title">
          {x.subsidy_title}
        </Link>
        <span class={`sf-au-status sf-au-status--${x.status}`}>{x.status_name}</span>
      </header>
      <dl class="sf-sa-card__facts">
        <div>
          <dt>{sa.order}</dt>
          <dd>
            <Link href={`/home/order/detail?id=${x.order_id}`}>{x.order_no}</Link>
          </dd>
        </div>
        <div>
          <dt>{sa.orderAmount}</dt>
          <dd>
            <Price value={x.order_amount} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{sa.estimate}</dt>
          <dd>
            <Price value={x.estimate} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{sa.company}</dt>
          <dd>{x.company_name}</dd>
        </div>
        <div>
          <dt>{sa.contact}</dt>
          <dd>
            {x.contact} {maskPhone(x.mobile)}
          </dd>
        </div>
        <div>
          <dt>{sa.appliedAt}</dt>
          <dd>{formatTime(x.applied_at)}</dd>
        </div>
        <div class="sf-sa-card__wide">
          <dt>{sa.documents}</dt>
          <dd class="sf-sa-card__docs">
            {x.documents.map((d) => (
              <a key={d.attachment_id} href={d.url} target="_blank" rel="noopener">
                {d.name}
              </a>
            ))}
          </dd>
        </div>
      </dl>
      {x.status === 'pending' && <p class="sf-au-note sf-au-note--pending">{sa.pending}</p>}
      {x.status === 'approved' && <p class="sf-au-note sf-au-note--approved">{sa.approved}</p>}
      {x.status === 'rejected' && (
        <p class="sf-au-note sf-au-note--rejected">{fill(sa.rejected, { reason: x.reason })}</p>
      )}
      {nextSubsidyApplyStatus(x.status, 'edit') && (
        <button type="button" class="sf-btn sf-btn--sm" onClick={onEdit}>
          {x.status === 'rejected' ? sa.resubmit : sa.edit}
        </button>
      )}
    </article>
  );
}

/** 补贴申请 (/home/subsidy): the buyer's applications with their review state, and the apply form. */
export default function SubsidyApplyPage() {
  const [page, setPage] = useState(1);
  const state = useApi('subsidy_user_apply/get', { page, limit: LIMIT });
  const { reload } = state;
  // ?subsidy_id= from a programme's page opens the form with that programme chosen
  const [preset] = useState(() => Number(new URLSearchParams(location.search).get('subsidy_id')) || null);
  const [dialog, setDialog] = useState<{ row: SubsidyApplication | null } | null>(() =>
    preset ? { row: null } : null,
  );
  const anyPending = state.data?.list.some((x) => x.status === 'pending') ?? false;

  usePolling(anyPending, state, poll.ms);

  let body: ReactNode;
  if (state.loading && !state.data) body = <Skeleton rows={6} />;
  else if (state.error && !state.data) body = <LoadError message={state.error} onRetry={reload} />;
  else if (!state.data?.list.length)
    body = (
      <EmptyState text={sa.empty}>
        <Link href="/subsidy/more" class="sf-btn sf-btn--ghost sf-btn--sm">
          {sa.browse}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul class="sf-sa-list" aria-label={sa.listLabel}>
          {state.data.list.map((x) => (
            <li key={x.id}>
              <Card x={x} onEdit={() => setDialog({ row: x })} />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={state.data.total} limit={LIMIT} onChange={setPage} />
      </>
    );

  return (
    <section class="sf-au sf-sa" aria-labelledby="sa-head">
      <div class="sf-sa__top">
        <h1 id="sa-head" class="sf-au__head">
          {sa.heading}
        </h1>
        <button
          type="button"
          class="sf-btn sf-btn--primary sf-btn--sm"
          onClick={() => setDialog({ row: null })}
        >
          {sa.apply}
        </button>
      </div>
      <p class="sf-muted">{sa.intro}</p>
      {body}
      {dialog && (
        <ApplyDialog
          row={dialog.row}
          subsidyId={preset}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setPage(1);
            reload();
          }}
        />
      )}
    </section>
  );
}
