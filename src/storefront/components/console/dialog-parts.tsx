import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../confirm-dialog';

const Cancel = ({ busy, onClose }: { busy?: boolean; onClose: () => void }) => (
  <button type="button" class="sf-btn sf-btn--ghost" onClick={onClose} disabled={busy}>
    取消
  </button>
);

/** A console dialog's footer: 取消 and one primary action (保存 unless named), both off while busy. */
export function SaveFooter({
  busy,
  onClose,
  onSave,
  label = '保存',
  disabled,
}: {
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <Cancel busy={busy} onClose={onClose} />
      <button type="button" class="sf-btn sf-btn--primary" onClick={onSave} disabled={busy || disabled}>
        {label}
      </button>
    </>
  );
}

/**
 * The footer of a dialog whose form (`form`, its id) submits itself: 取消 and the submit button,
 * which says `busyLabel` while busy; both off while busy.
 */
export function FormFooter({
  form,
  busy,
  onClose,
  label,
  busyLabel = '保存中…',
  disabled,
}: {
  form: string;
  busy: boolean;
  onClose: () => void;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <Cancel busy={busy} onClose={onClose} />
      <button type="submit" form={form} class="sf-btn sf-btn--primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * The footer of a publishable item's dialog: 取消, 保存草稿 (保存修改 once published, which keeps
 * it published) and, until it is published, 保存并发布.
 */
export function PublishFooter({
  published,
  busy,
  onClose,
  onSave,
}: {
  published: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (publish: boolean) => void;
}) {
  return (
    <>
      <Cancel busy={busy} onClose={onClose} />
      <button type="button" class="sf-btn sf-btn--ghost" onClick={() => onSave(false)} disabled={busy}>
        {published ? '保存修改' : '保存草稿'}
      </button>
      {!published && (
        <button type="button" class="sf-btn sf-btn--primary" onClick={() => onSave(true)} disabled={busy}>
          保存并发布
        </button>
      )}
    </>
  );
}

/** A dialog's refusal, said where the form ends (nothing while there is none). */
export const FormError = ({ error }: { error?: string | null }) =>
  error ? (
    <p class="mc-error" role="alert">
      {error}
    </p>
  ) : null;

/**
 * A console dialog: its fields (`children`, inside the form `form` when given, else a plain
 * block), the refusal at their end, and `footer` (its buttons) below.
 */
export function ConsoleDialog({
  open = true,
  title,
  size,
  busy,
  error,
  footer,
  form,
  onClose,
  children,
}: {
  /** Shown; a dialog kept mounted while closed passes false. */
  open?: boolean;
  title: string;
  size?: 'normal' | 'wide';
  busy: boolean;
  error?: string | null;
  footer: ReactNode;
  form?: { id: string; onSubmit: (e: FormEvent<HTMLFormElement>) => unknown };
  onClose: () => void;
  children: ReactNode;
}) {
  const fields = (
    <>
      {children}
      <FormError error={error} />
    </>
  );
  return (
    <Dialog open={open} size={size} title={title} onClose={onClose} busy={busy} footer={footer}>
      {form ? (
        <form id={form.id} class="mc-form" onSubmit={form.onSubmit} noValidate>
          {fields}
        </form>
      ) : (
        <div class="mc-form">{fields}</div>
      )}
    </Dialog>
  );
}

/**
 * A console dialog whose body is one form (`id`): its fields, the refusal at their end, and
 * FormFooter's 取消 and submit button (`label`, `busyLabel` while busy) below.
 */
export function FormDialog({
  id,
  label,
  busyLabel,
  disabled,
  onSubmit,
  ...dialog
}: Omit<Parameters<typeof ConsoleDialog>[0], 'footer' | 'form'> & {
  id: string;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => unknown;
}) {
  const footer = { form: id, busy: dialog.busy, onClose: dialog.onClose, label, busyLabel, disabled };
  return <ConsoleDialog {...dialog} form={{ id, onSubmit }} footer={<FormFooter {...footer} />} />;
}
