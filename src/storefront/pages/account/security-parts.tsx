import { type ReactNode, useId } from 'react';
import { FormError } from '../../components/auth-form/auth-fields';
import { Dialog } from '../../components/confirm-dialog';
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

/**
 * A dialog of 账户安全 whose body is one form (in the login forms' look): its fields, the
 * refusal at their end, and 取消 and `label` below; `form` is its useAuthForm state.
 */
export function SecurityDialog(p: {
  title: string;
  form: { busy: boolean; formError: string };
  label: string;
  onClose: () => void;
  onSubmit: (e: Event) => unknown;
  children: ReactNode;
}) {
  const formId = useId();
  const { busy, formError } = p.form;
  return (
    <Dialog
      open
      size="wide"
      title={p.title}
      busy={busy}
      onClose={p.onClose}
      footer={<DialogButtons formId={formId} busy={busy} label={p.label} onCancel={p.onClose} />}
    >
      <form id={formId} class="au-form sf-ss-form" noValidate onSubmit={p.onSubmit}>
        {p.children}
        {formError && <FormError message={formError} />}
      </form>
    </Dialog>
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
