import { type ReactNode, useEffect, useState } from 'react';
import type { ReviewStatus } from '../../core/api/contract/models-account';
import { CERT_STATUS_LABELS, nextCertStatus } from '../../core/rules/certification';
import { fill } from '../strings';
import { LoadError } from './empty-state';
import { Skeleton } from './skeleton';
import { SubmitFoot } from './text-field';
import type { ApiState } from './use-api';

/** How often a 审核中 certification asks again (an object, so a test can shorten it). */
export const certPoll = { ms: 4000 };

/** The words of one certification page: its heading and the note of each state. */
export interface CertWords {
  heading: string;
  intro: string;
  pending: string;
  approved: string;
  /** With `{reason}`, the reviewer's words. */
  rejected: string;
  modify: string;
  resubmit: string;
}

/**
 * A certification form's last row: 提交 on a first application, else 重新提交; 取消 when a change
 * may be left.
 */
export const CertFormFoot = ({
  busy,
  status,
  words,
  onCancel,
}: {
  busy: boolean;
  status: ReviewStatus | 'none';
  words: { submit: string; resubmit: string; busy: string; cancel: string };
  onCancel?: () => void;
}) => (
  <SubmitFoot
    className="sf-au-form__foot"
    busy={busy}
    label={status === 'none' ? words.submit : words.resubmit}
    busyLabel={words.busy}
    cancel={words.cancel}
    onCancel={onCancel}
  />
);

interface Reviewed {
  status: ReviewStatus;
  reason: string;
}

interface Props<C extends Reviewed> {
  /** The page's `…/info` call, whose answer holds the certification or null before any. */
  state: ApiState<{ info: C | null }>;
  headId: string;
  words: CertWords;
  /** What was submitted, as read-only facts. */
  facts: (cert: C) => ReactNode;
  /** The form, for a first application or a change (`cancel` absent on the first). */
  form: (current: C | null, done: () => void, cancel?: () => void) => ReactNode;
}

/**
 * A certification page of the state table in core/rules/certification (客户认证, 专家认证):
 * the form before any application or while changing one, otherwise the state's note, the facts
 * and the change the table allows. A 审核中 application asks again until a reviewer decides.
 */
export function CertificationPanel<C extends Reviewed>({ state, headId, words, facts, form }: Props<C>) {
  const cert = state.data?.info ?? null;
  const status = cert?.status ?? 'none';
  const { reload } = state;
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(reload, certPoll.ms);
    return () => clearInterval(timer);
  }, [status, reload]);

  const done = () => {
    setEditing(false);
    reload();
  };

  let body: ReactNode;
  if (state.loading && !state.data) body = <Skeleton rows={6} />;
  else if (state.error && !state.data) body = <LoadError message={state.error} onRetry={reload} />;
  else if (status === 'none' || editing) {
    body = form(cert, done, status === 'none' ? undefined : () => setEditing(false));
  } else if (cert) {
    body = (
      <>
        {status === 'pending' && (
          <p class="sf-au-note sf-au-note--pending" role="status">
            {words.pending}
          </p>
        )}
        {status === 'approved' && <p class="sf-au-note sf-au-note--approved">{words.approved}</p>}
        {status === 'rejected' && (
          <p class="sf-au-note sf-au-note--rejected" role="alert">
            {fill(words.rejected, { reason: cert.reason })}
          </p>
        )}
        {facts(cert)}
        {nextCertStatus(status, 'modify') && (
          <button type="button" class="sf-btn sf-btn--primary" onClick={() => setEditing(true)}>
            {status === 'rejected' ? words.resubmit : words.modify}
          </button>
        )}
      </>
    );
  }

  return (
    <section class="sf-au" aria-labelledby={headId}>
      <h1 id={headId} class="sf-au__head">
        {words.heading}
        {state.data && (
          <span class={`sf-au-status sf-au-status--${status}`}>{CERT_STATUS_LABELS[status]}</span>
        )}
      </h1>
      <p class="sf-muted">{words.intro}</p>
      {body}
    </section>
  );
}
