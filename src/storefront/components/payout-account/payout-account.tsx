import '../confirm-dialog.css';
import '../certification/auth.css';
import './payout-account.css';
import { type ReactNode, useEffect, useState } from 'react';
import type { YeepayAccount } from '../../../core';
import {
  canUpgrade,
  nextPayoutState,
  PAYOUT_KIND_LABELS,
  PAYOUT_STATE_LABELS,
  type PayoutState,
} from '../../../core/rules/payout-states';
import { runAction } from '../../../core/stores/action';
import { fill } from '../../strings';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadError } from '../empty-state';
import { FactList } from '../fact-list';
import { Skeleton } from '../skeleton';
import { useApi, usePolling } from '../use-api';
import { useSubmit } from '../use-submit';
import { PayoutForm } from './payout-form';
import { po } from './payout-strings';

/** How often an account waiting on the provider asks again (an object, so a test can shorten it). */
export const poll = { ms: 4000 };

/** A payout state in the certification panel's colours (the stylesheet both share). */
const TONE: Record<PayoutState, string> = {
  none: 'none',
  reviewing: 'pending',
  signing: 'pending',
  opened: 'approved',
  rejected: 'rejected',
};

const time = (iso: string) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '—';

function Facts({ a }: { a: YeepayAccount }) {
  const rows: [string, string][] = [
    [po.kind, a.kind ? PAYOUT_KIND_LABELS[a.kind] : '—'],
    [po.holderName, a.holder_name],
    ...((a.kind === 'company'
      ? [
          [po.creditCode, a.credit_code],
          [po.legalPerson, a.legal_person],
          [po.legalIdNo, a.legal_id_no],
          [po.contactMobile, a.contact_mobile],
        ]
      : [
          [po.idNo, a.id_no],
          [po.mobile, a.mobile],
        ]) as [string, string][]),
    [po.account, `${a.bank_name} ${a.bank_account}`],
    [po.zone, `${a.province} ${a.city}`],
    ...(a.merchant_no ? [[po.merchantNo, a.merchant_no] as [string, string]] : []),
    [po.appliedAt, time(a.applied_at)],
  ];
  return (
    <>
      <FactList className="sf-au-facts" rows={rows.map(([k, v]) => [k, v.trim()] as const)} empty="—" />
      <p class="sf-muted sf-po-hint">{po.masked}</p>
    </>
  );
}

/** 待签约: the provider's agreement page, and its notice sent again (once a minute). */
function Signing({ a, onSent }: { a: YeepayAccount; onSent: () => void }) {
  const [wait, setWait] = useState(a.notice_wait);
  const [asking, setAsking] = useState(false);
  const { run, busy } = useSubmit();
  useEffect(() => setWait(a.notice_wait), [a.notice_wait]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const send = async () => {
    const res = await run(() => runAction('yeepoy/againSendNotify', {}));
    setAsking(false);
    if (res?.ok) onSent();
  };
  return (
    <div class="sf-po-actions">
      <a class="sf-btn sf-btn--primary" href={a.sign_url}>
        {po.goSign}
      </a>
      <button type="button" class="sf-btn" disabled={wait > 0} onClick={() => setAsking(true)}>
        {wait > 0 ? fill(po.resendWait, { s: wait }) : po.resend}
      </button>
      <ConfirmDialog
        open={asking}
        title={po.resend}
        message={po.resendConfirm}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * The payout account (开户信息) as one piece: its state, the provider's next step, and the form
 * when an application may be made. The expert's /expert/openAccount mounts it; the merchant
 * centre will mount it unchanged (the endpoints answer for whoever is logged in).
 */
export function PayoutAccount() {
  const state = useApi('yeepoy/queryOpenStatus');
  const a = state.data?.info ?? null;
  const status = a?.status ?? 'none';
  const { reload } = state;
  const [editing, setEditing] = useState<'' | 'apply' | 'upgrade'>('');
  const [confirmUpgrade, setConfirmUpgrade] = useState(false);

  usePolling(status === 'reviewing' || status === 'signing', state, poll.ms);

  const done = () => {
    setEditing('');
    reload();
  };
  let body: ReactNode;
  if (state.loading && !state.data) body = <Skeleton rows={6} />;
  else if (state.error && !state.data) body = <LoadError message={state.error} onRetry={reload} />;
  else if (status === 'none' || editing) {
    body = (
      <PayoutForm
        current={a}
        upgrade={editing === 'upgrade'}
        onDone={done}
        onCancel={status === 'none' ? undefined : () => setEditing('')}
      />
    );
  } else if (a) {
    body = (
      <>
        {status === 'rejected' ? (
          <p class="sf-au-note sf-au-note--rejected" role="alert">
            {fill(po.rejected, { reason: a.reason })}
          </p>
        ) : (
          <p class={`sf-au-note sf-au-note--${TONE[status]}`} role="status">
            {po[status as 'reviewing' | 'signing' | 'opened']}
          </p>
        )}
        {a.upgrading_from && (
          <p class="sf-au-note sf-au-note--plain">{fill(po.upgrading, { account: a.upgrading_from })}</p>
        )}
        {status === 'opened' && a.reason && (
          <p class="sf-au-note sf-au-note--rejected" role="alert">
            {fill(po.upgradeRejected, { reason: a.reason })}
          </p>
        )}
        {status === 'signing' && <Signing a={a} onSent={reload} />}
        <Facts a={a} />
        <div class="sf-po-actions">
          {nextPayoutState(status, 'apply') && (
            <button type="button" class="sf-btn sf-btn--primary" onClick={() => setEditing('apply')}>
              {po.resubmit}
            </button>
          )}
          {canUpgrade(status, a.kind) && (
            <button type="button" class="sf-btn" onClick={() => setConfirmUpgrade(true)}>
              {po.upgrade}
            </button>
          )}
        </div>
        <ConfirmDialog
          open={confirmUpgrade}
          title={po.upgrade}
          message={po.upgradeConfirm}
          onConfirm={() => {
            setConfirmUpgrade(false);
            setEditing('upgrade');
          }}
          onCancel={() => setConfirmUpgrade(false)}
        />
      </>
    );
  }

  return (
    <section class="sf-po" aria-labelledby="po-head">
      <h1 id="po-head" class="sf-au__head sf-po__head">
        {po.heading}
        {state.data && (
          <span class={`sf-au-status sf-po-status sf-au-status--${TONE[status]}`}>
            {PAYOUT_STATE_LABELS[status]}
          </span>
        )}
      </h1>
      <p class="sf-muted">{po.intro}</p>
      {body}
    </section>
  );
}
