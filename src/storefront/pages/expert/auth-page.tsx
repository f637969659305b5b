import '../account/auth.css';
import './expert.css';
import { type ReactNode, useEffect, useState } from 'react';
import type { ExpertCertification } from '../../../core';
import { CERT_STATUS_LABELS } from '../../../core/rules/certification';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { CertForm } from './cert-form';
import { x } from './expert-strings';

/** How often a 审核中 certification asks again (an object, so a test can shorten it). */
export const poll = { ms: 4000 };

function Facts({ cert }: { cert: ExpertCertification }) {
  const rows: [string, ReactNode][] = [
    [x.realName, cert.real_name],
    [x.idNo, cert.id_no],
    [x.title, cert.title],
    [x.organization, cert.organization],
    [x.fields, cert.field_names.join('、')],
  ];
  return (
    <dl class="sf-au-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || x.none}</dd>
        </div>
      ))}
      <div class="sf-au-facts__wide">
        <dt>{x.certificates}</dt>
        <dd class="sf-ex-certs__facts">
          {cert.certificates.length
            ? cert.certificates.map((f) => (
                <a key={f.id} href={f.url} target="_blank" rel="noopener" title={f.name}>
                  {f.mime.startsWith('image/') ? (
                    <img class="sf-au-licence__img" src={f.url} alt={f.name} />
                  ) : (
                    `${x.pdf} · ${f.name}`
                  )}
                </a>
              ))
            : x.none}
        </dd>
      </div>
    </dl>
  );
}

/** 专家认证 (/expert/auth): the certification, its state (未认证 → 审核中 → 已认证 / 已驳回) and the form. */
export default function ExpertAuthPage() {
  const state = useApi('expert_sgs/info');
  const cert = state.data?.info ?? null;
  const status = cert?.status ?? 'none';
  const { reload } = state;
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(reload, poll.ms);
    return () => clearInterval(timer);
  }, [status, reload]);

  let body: ReactNode;
  if (state.loading && !state.data) body = <Skeleton rows={6} />;
  else if (state.error && !state.data) body = <LoadError message={state.error} onRetry={reload} />;
  else if (status === 'none' || editing) {
    body = (
      <CertForm
        current={cert}
        onDone={() => {
          setEditing(false);
          reload();
        }}
        onCancel={status === 'none' ? undefined : () => setEditing(false)}
      />
    );
  } else if (cert) {
    body = (
      <>
        {status === 'pending' && (
          <p class="sf-au-note sf-au-note--pending" role="status">
            {x.pendingNote}
          </p>
        )}
        {status === 'approved' && <p class="sf-au-note sf-au-note--approved">{x.approvedNote}</p>}
        {status === 'rejected' && (
          <p class="sf-au-note sf-au-note--rejected" role="alert">
            {fill(x.rejectedNote, { reason: cert.reason })}
          </p>
        )}
        <Facts cert={cert} />
        {status !== 'pending' && (
          <button type="button" class="sf-btn sf-btn--primary" onClick={() => setEditing(true)}>
            {status === 'rejected' ? x.resubmit : x.modify}
          </button>
        )}
      </>
    );
  }

  return (
    <section class="sf-au" aria-labelledby="ex-auth-head">
      <h1 id="ex-auth-head" class="sf-au__head">
        {x.authTitle}
        {state.data && (
          <span class={`sf-au-status sf-au-status--${status}`}>{CERT_STATUS_LABELS[status]}</span>
        )}
      </h1>
      <p class="sf-muted">{x.authIntro}</p>
      {body}
    </section>
  );
}
