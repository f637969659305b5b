import { useEffect, useState } from 'react';
import { api, showToast, t, type UploadedFile } from '../../../core';
import type { TransferInfo } from '../../../core/api/contract/models-transfer';
import { formatTime } from '../../../core/formatters/time';
import { LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useUpload } from '../../components/upload';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { tr } from './transfer-strings';

const minute = (iso: string) => formatTime(iso).slice(0, 16);

/** One fact of the account, with 复制 for what is typed into the bank's form. */
function Fact({
  label,
  value,
  copy,
  strong,
}: {
  label: string;
  value: string;
  copy?: boolean;
  strong?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const doCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // no clipboard (an insecure page): the value stays selectable
    }
  };
  return (
    <div class={`sf-transfer__fact${strong ? ' is-strong' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <span class="sf-transfer__value">{value}</span>
        {copy && (
          <button type="button" class="sf-transfer__copy" onClick={doCopy} aria-label={`${tr.copy}${label}`}>
            {copied ? tr.copied : tr.copy}
          </button>
        )}
      </dd>
    </div>
  );
}

/** Where the declaration stands: waiting for 财务, refused with its reason, or lapsed. */
function StateNote({ info }: { info: TransferInfo }) {
  if (info.state === 'declared') {
    return (
      <div class="sf-transfer__state is-declared" role="status">
        <strong>{tr.declared}</strong>
        <p>{fill(tr.declaredAt, { time: minute(info.declared_at), until: minute(info.hold_until) })}</p>
      </div>
    );
  }
  if (info.state === 'rejected') {
    return (
      <div class="sf-transfer__state is-rejected" role="alert">
        <strong>{tr.rejected}</strong>
        <p>{fill(tr.rejectedReason, { reason: info.reason })}</p>
      </div>
    );
  }
  if (info.state === 'lapsed') {
    return (
      <div class="sf-transfer__state is-rejected" role="alert">
        <strong>{tr.lapsed}</strong>
        <p>{tr.lapsedHint}</p>
      </div>
    );
  }
  return null;
}

/**
 * 对公转账 at the cashier (pay/transferInfo): the platform's collection account, the exact amount
 * of the stage due and its 汇款识别码, the 付款通知书 to hand to the finance office, then the
 * bank slip (optional) and 我已汇款 (pay/transferDeclare). Everything shown comes from the server.
 */
export function TransferPanel({
  orderId,
  onDeclared,
  onState,
}: {
  orderId: number;
  onDeclared?: () => void;
  /** Where the declaration stands, for the cashier's deadline line. */
  onState?: (state: TransferInfo['state']) => void;
}) {
  const state = useApi('pay/transferInfo', { id: orderId });
  const [fresh, setFresh] = useState<TransferInfo | null>(null);
  const info = fresh ?? state.data;
  const [slip, setSlip] = useState<UploadedFile | null>(null);
  const [slipError, setSlipError] = useState('');
  const { run, busy } = useSubmit();
  const { busy: uploading, upload } = useUpload();
  const current = info?.state;
  useEffect(() => {
    if (current) onState?.(current);
  }, [current, onState]);

  if (!info) {
    return (
      <section class="sf-transfer" aria-label={tr.title} aria-busy={state.loading || undefined}>
        {state.error ? <LoadError message={state.error} onRetry={state.reload} /> : <Skeleton rows={4} />}
      </section>
    );
  }
  const shownSlip = slip ?? info.slip;
  const declared = info.state === 'declared';

  const choose = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setSlipError('');
    const answer = await upload(file);
    if (typeof answer === 'string') setSlipError(answer);
    else setSlip(answer);
  };
  const declare = () =>
    run(
      async () => {
        const env = await api.request('pay/transferDeclare', {
          id: orderId,
          stage_id: info.stage_id,
          slip_id: slip?.id ?? null,
        });
        if (env.status === true) {
          setFresh(env.data);
          setSlip(null);
          showToast(env.message, 'success');
          onDeclared?.();
        } else if (env.status !== -2) {
          showToast(env.message || t('error.network'), 'error');
          state.reload();
        }
      },
      { toast: true },
    );

  return (
    <section class="sf-transfer" aria-label={tr.title}>
      <StateNote info={info} />
      <dl class="sf-transfer__facts">
        <Fact label={tr.accountName} value={info.account.account_name} copy />
        <Fact label={tr.bankName} value={info.account.bank_name} copy />
        <Fact label={tr.accountNo} value={info.account.account_no} copy />
        <div class="sf-transfer__fact is-strong">
          <dt>{tr.amount}</dt>
          <dd>
            <Price value={info.amount} />
            <small class="sf-transfer__words">{info.amount_in_words}</small>
          </dd>
        </div>
        <Fact label={tr.reference} value={info.reference} copy strong />
        <div class="sf-transfer__fact">
          <dt>{tr.deadline}</dt>
          <dd>{info.deadline ? fill(tr.deadlineValue, { time: minute(info.deadline) }) : tr.noDeadline}</dd>
        </div>
      </dl>
      <p class="sf-transfer__hint">{tr.referenceHint}</p>
      <p>
        <a class="sf-transfer__notice" href={info.notice_url} download>
          {tr.notice}
        </a>
      </p>
      <div class="sf-transfer__slip">
        <span class="sf-transfer__slip-label">{tr.slip}</span>
        {shownSlip && (
          <a href={shownSlip.url} download>
            {tr.slipView}（{shownSlip.name || shownSlip.mime}）
          </a>
        )}
        <label class="sf-btn sf-btn--ghost sf-btn--sm">
          {uploading ? tr.uploading : shownSlip ? tr.slipChange : tr.slipChoose}
          <input
            type="file"
            class="sf-sr"
            accept="image/png,image/jpeg,image/webp,application/pdf"
            onChange={choose}
            disabled={uploading || busy}
          />
        </label>
        {slipError ? (
          <small class="sf-transfer__error" role="alert">
            {slipError}
          </small>
        ) : (
          <small class="sf-transfer__hint">{tr.slipHint}</small>
        )}
      </div>
      {(!declared || slip) && (
        <button type="button" class="sf-btn sf-btn--primary" disabled={busy || uploading} onClick={declare}>
          {busy ? tr.declaring : declared ? tr.updateSlip : tr.declare}
        </button>
      )}
    </section>
  );
}
