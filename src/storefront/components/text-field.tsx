import { type ReactNode, useState } from 'react';

/** The id of a field's error text: `${form}-${name}-error`, so the control can point at it. */
export const errorId = (form: string, name: string) => `${form}-${name}-error`;

/** A field's error under it, tied to the control by id (aria-describedby). */
export const FieldError = ({
  form,
  name,
  error,
  announce,
}: {
  form: string;
  name: string;
  error: string;
  /** Read out as soon as it appears (role="alert"). */
  announce?: boolean;
}) =>
  error ? (
    <span id={errorId(form, name)} class="sf-field__error" role={announce ? 'alert' : undefined}>
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
  announce,
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
  /** The error is read out as soon as it appears. */
  announce?: boolean;
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
      {error ? <FieldError form={form} name={name} error={error} announce={announce} /> : children}
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

/**
 * A form's text values and the errors of its fields (and of `E`, its other parts);
 * `edit(name, value)` sets one value and clears its error.
 */
export function useFormValues<N extends string, E extends string = never>(initial: () => Record<N, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<N | E, string>>>({});
  const edit = (name: N, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((x) => (x[name] ? { ...x, [name]: '' } : x));
  };
  return { values, errors, setErrors, edit };
}

/** One text field of a company's application: its name, label, hint, limit; `tel` for a mobile. */
export interface CompanyFieldDef<N extends string> {
  name: N;
  label: string;
  hint?: string;
  max: number;
  tel?: boolean;
}

/**
 * A company's text fields (certification, signing account), each with its value and error. The
 * credit code is typed in capitals; the browser may fill the name and the mobile.
 */
export function CompanyFields<N extends string>({
  form,
  fields,
  state: { values, errors, edit },
}: {
  form: string;
  fields: readonly CompanyFieldDef<N>[];
  /** The form's values and errors (useFormValues). */
  state: {
    values: Record<N, string>;
    errors: Partial<Record<N, string>>;
    edit: (name: N, value: string) => void;
  };
}) {
  return (
    <>
      {fields.map((f) => (
        <TextField
          key={f.name}
          form={form}
          name={f.name}
          label={f.label}
          value={values[f.name]}
          error={errors[f.name] ?? ''}
          max={f.max}
          hint={f.hint}
          numeric={f.tel}
          autoComplete={f.tel ? 'tel' : f.name === 'org_name' ? 'organization' : 'off'}
          onValue={(raw) => edit(f.name, f.name === 'credit_code' ? raw.toUpperCase() : raw)}
        />
      ))}
    </>
  );
}
