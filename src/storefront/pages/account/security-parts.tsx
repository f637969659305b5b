import type { ReactNode } from 'react';
import { s } from './safeset-strings';

/** 取消 and the submit button of a dialog's form (the footer sits outside the form: `form=`). */
export function DialogButtons(p: {
  formId: string;
  busy: boolean;
  label: string;
  onCancel: () => void;
  /** Buttons before 取消 (上一步). */
  extra?: ReactNode;
}) {
  return (
    <>
      {p.extra}
      <button type="button" class="sf-btn sf-btn--sm" disabled={p.busy} onClick={p.onCancel}>
        {s.cancel}
      </button>
      <button type="submit" form={p.formId} class="sf-btn sf-btn--sm sf-btn--primary" disabled={p.busy}>
        {p.busy ? s.saving : p.label}
      </button>
    </>
  );
}

/** One row of the list: what it is, its current value, a note and the action. */
export function SecurityRow(p: {
  label: string;
  value: string;
  note: string;
  action: string;
  /** A value not set yet (邮箱 未绑定) is shown muted. */
  unset?: boolean;
  onAction: () => void;
}) {
  return (
    <li class="sf-ss-row">
      <div class="sf-ss-row__text">
        <p class="sf-ss-row__head">
          <b>{p.label}</b>
          <span class={p.unset ? 'sf-ss-row__value is-unset' : 'sf-ss-row__value'}>{p.value}</span>
        </p>
        <p class="sf-ss-row__note">{p.note}</p>
      </div>
      <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={p.onAction}>
        {p.action}
        <span class="sf-sr">{p.label}</span>
      </button>
    </li>
  );
}
