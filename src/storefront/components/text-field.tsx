import type { ReactNode } from 'react';

/** The id of a field's error text: `${form}-${name}-error`, so the control can point at it. */
export const errorId = (form: string, name: string) => `${form}-${name}-error`;

/** A field's error under it, tied to the control by id (aria-describedby). */
export const FieldError = ({ form, name, error }: { form: string; name: string; error: string }) =>
  error ? (
    <span id={errorId(form, name)} class="sf-field__error">
      {error}
    </span>
  ) : null;

/** aria-invalid and aria-describedby of a control with (or without) an error. */
export const invalidProps = (form: string, name: string, error: string, describedBy?: string) => ({
  'aria-invalid': error ? ('true' as const) : undefined,
  'aria-describedby': error ? errorId(form, name) : describedBy,
});

/**
 * A labelled text input of an application form, its error under it (`children` stand there
 * while there is none). `form` prefixes the error's id.
 */
export function TextField({
  form,
  name,
  label,
  value,
  error,
  max,
  hint,
  numeric,
  autoComplete = 'off',
  describedBy,
  onValue,
  children,
}: {
  form: string;
  name: string;
  label: string;
  value: string;
  error: string;
  max?: number;
  hint?: string;
  numeric?: boolean;
  autoComplete?: string;
  describedBy?: string;
  onValue: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <label class="sf-field">
      <span>{label}</span>
      <input
        name={name}
        value={value}
        maxLength={max}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete={autoComplete}
        placeholder={hint}
        {...invalidProps(form, name, error, describedBy)}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      />
      {error ? <FieldError form={form} name={name} error={error} /> : children}
    </label>
  );
}

/** A form's last row: the submit button (its busy words while busy) and 取消 when it may be left. */
export function SubmitFoot({
  className,
  busy,
  label,
  busyLabel,
  cancel,
  onCancel,
}: {
  className: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  cancel: string;
  onCancel?: () => void;
}) {
  return (
    <div class={className}>
      <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {onCancel && (
        <button type="button" class="sf-btn" onClick={onCancel}>
          {cancel}
        </button>
      )}
    </div>
  );
}
