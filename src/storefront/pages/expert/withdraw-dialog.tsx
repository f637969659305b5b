import '../../components/confirm-dialog.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { fill } from '../../strings';
import { x } from './expert-strings';

/** A number for one withdrawal attempt: a repeated submission of it moves the balance once. */
const requestNo = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Yuan with at most two decimals → fen, or null. */
const toFen = (s: string): number | null =>
  /^\d{1,9}(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s) * 100) : null;

/**
 * 申请提现: the amount (at most the balance), and above the threshold an unused invoice of that
 * amount. The server decides; this only says early what it would refuse.
 */
export function WithdrawDialog({
  open,
  balance,
  threshold,
  payoutOpened,
  onClose,
  onDone,
}: {
  open: boolean;
  balance: number;
  threshold: number;
  payoutOpened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [invoiceId, setInvoiceId] = useState('');
  const { run, busy, error, setError } = useSubmit();
  const [no] = useState(requestNo);
  const fen = toFen(amount);
  const needsInvoice = fen !== null && fen > Math.round(threshold * 100);
  const invoices = useApi(
    'expert_invoice/get',
    open && needsInvoice ? { page: 1, limit: 100, unused: 1 } : null,
  );
  const usable = (invoices.data?.list ?? []).filter((i) => Math.round(i.amount * 100) === fen);

  const confirm = async () => {
    if (!payoutOpened) return setError(x.needPayout);
    if (fen === null || fen < 100) return setError(x.badAmount);
    if (fen > Math.round(balance * 100)) return setError(x.overBalance);
    if (needsInvoice && !invoiceId)
      return setError(fill(x.needInvoice, { threshold: formatPrice(threshold) }));
    const res = await run(() =>
      runAction('expert_amount_record/withdraw', {
        amount: fen / 100,
        request_no: no,
        invoice_id: needsInvoice ? Number(invoiceId) : null,
      }),
    );
    if (!res) return;
    if (res.ok) onDone();
    else setError(res.message);
  };

  return (
    <ConfirmDialog
      open={open}
      title={x.withdrawTitle}
      confirmText={x.withdrawSubmit}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {!payoutOpened ? (
        <p class="sf-ex-note" role="alert">
          {x.needPayout}{' '}
          <Link href={href('/expert/openAccount')} class="sf-uc-link">
            {x.goPayout}
          </Link>
        </p>
      ) : (
        <>
          <p class="sf-muted">
            {x.balance}：<strong>¥{formatPrice(balance)}</strong>
          </p>
          <label class="sf-field">
            <span>{x.withdrawAmount}</span>
            <span class="sf-ex-amount">
              <input
                name="amount"
                inputMode="decimal"
                value={amount}
                data-autofocus
                aria-invalid={error ? 'true' : undefined}
                aria-describedby="ex-withdraw-msg"
                onInput={(e) => {
                  setAmount((e.target as HTMLInputElement).value);
                  setError('');
                }}
              />
              <button
                type="button"
                class="sf-btn sf-btn--ghost sf-btn--sm"
                onClick={() => setAmount(balance.toFixed(2))}
              >
                {x.withdrawAll}
              </button>
            </span>
          </label>
          {needsInvoice && (
            <label class="sf-field">
              <span>{x.withdrawInvoice}</span>
              <select
                name="invoice_id"
                value={invoiceId}
                onChange={(e) => setInvoiceId(e.currentTarget.value)}
              >
                <option value="">{usable.length ? x.pickInvoice : x.noInvoice}</option>
                {usable.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.invoice_no} · ¥{formatPrice(i.amount)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p
            id="ex-withdraw-msg"
            class={error ? 'sf-field__error' : 'sf-muted sf-ex-hint'}
            role={error ? 'alert' : undefined}
          >
            {error || fill(x.withdrawNote, { threshold: formatPrice(threshold) })}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
