import '../../components/confirm-dialog.css';
import { useState } from 'react';
import type { ExpertCertificate, ExpertInvoice } from '../../../core';
import { EXPERT_INVOICE_TYPES, type ExpertInvoiceType, INVOICE_NO_PATTERN } from '../../../core/rules/expert';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSubmit } from '../../components/use-submit';
import { CertificateUpload } from './certificate-upload';
import { x } from './expert-strings';

const TYPES = Object.entries(EXPERT_INVOICE_TYPES) as [ExpertInvoiceType, string][];
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

type Form = {
  type: ExpertInvoiceType;
  invoice_no: string;
  amount: string;
  issued_on: string;
  remark: string;
};

/** The invoice form (add or edit) in a dialog; the file is uploaded like a certificate. */
export function InvoiceDialog({
  row,
  onClose,
  onDone,
}: {
  row: ExpertInvoice | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [v, setV] = useState<Form>({
    type: row?.type ?? 'normal',
    invoice_no: row?.invoice_no ?? '',
    amount: row ? row.amount.toFixed(2) : '',
    issued_on: row?.issued_on ?? today(),
    remark: row?.remark ?? '',
  });
  const [file, setFile] = useState<ExpertCertificate[]>(
    row
      ? [{ id: row.attachment_id, url: row.attachment_url, mime: 'application/pdf', name: row.invoice_no }]
      : [],
  );
  const { run, busy, error, setError } = useSubmit();
  const set = (k: keyof Form) => (e: Event) => {
    setV((f) => ({ ...f, [k]: (e.target as HTMLInputElement).value }));
    setError('');
  };
  const save = async () => {
    if (!INVOICE_NO_PATTERN.test(v.invoice_no.trim())) return setError(x.badInvoiceNo);
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(v.amount.trim()) || Number(v.amount) < 1)
      return setError(x.badInvoiceAmount);
    if (!v.issued_on) return setError(x.needIssuedOn);
    if (!file[0]) return setError(x.needInvoiceFile);
    const body = {
      ...v,
      invoice_no: v.invoice_no.trim(),
      amount: Number(v.amount),
      attachment_id: file[0].id,
    };
    const res = await run(async () =>
      row
        ? await runAction('expert_invoice/edit', { ...body, id: row.id })
        : await runAction('expert_invoice/add', body),
    );
    if (!res) return;
    if (res.ok) onDone();
    else setError(res.message);
  };
  return (
    <ConfirmDialog
      open
      size="wide"
      title={row ? x.edit : x.addInvoice}
      confirmText={x.save}
      busy={busy}
      onConfirm={() => void save()}
      onCancel={onClose}
    >
      <div class="sf-ex-invoice-form">
        <label class="sf-field">
          <span>{x.invoiceType}</span>
          <select name="type" value={v.type} onChange={set('type')}>
            {TYPES.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label class="sf-field">
          <span>{x.invoiceNo}</span>
          <input
            name="invoice_no"
            inputMode="numeric"
            maxLength={20}
            placeholder={x.invoiceNoHint}
            value={v.invoice_no}
            onInput={set('invoice_no')}
          />
        </label>
        <label class="sf-field">
          <span>{x.invoiceAmount}</span>
          <input name="invoice_amount" inputMode="decimal" value={v.amount} onInput={set('amount')} />
        </label>
        <label class="sf-field">
          <span>{x.issuedOn}</span>
          <input name="issued_on" type="date" max={today()} value={v.issued_on} onInput={set('issued_on')} />
        </label>
        <label class="sf-field sf-ex-invoice-form__wide">
          <span>{x.remark}</span>
          <input name="remark" maxLength={200} value={v.remark} onInput={set('remark')} />
        </label>
      </div>
      <CertificateUpload
        value={file}
        max={1}
        error=""
        label={x.invoiceFile}
        add={x.invoiceFile}
        name="invoice_file"
        onChange={(next, e) => {
          setFile(next);
          setError(e);
        }}
      />
      {error && (
        <p class="sf-field__error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
