import type { FieldDef } from './payout-checks';

/** A field's error under it, tied to the control by id (aria-describedby). */
const ErrorText = ({ name, error }: { name: string; error: string }) =>
  error ? (
    <span id={`po-${name}-error`} class="sf-field__error">
      {error}
    </span>
  ) : null;

const invalid = (name: string, error: string) => ({
  'aria-invalid': error ? ('true' as const) : undefined,
  'aria-describedby': error ? `po-${name}-error` : undefined,
});

/** A labelled text input of the application form. */
export function TextInput(props: {
  def: Pick<FieldDef, 'label' | 'hint' | 'max' | 'numeric'> & { name: string };
  value: string;
  error: string;
  onValue: (v: string) => void;
}) {
  const { def: f, value, error, onValue } = props;
  return (
    <label class="sf-field">
      <span>{f.label}</span>
      <input
        name={f.name}
        value={value}
        maxLength={f.max}
        inputMode={f.numeric ? 'numeric' : undefined}
        autoComplete="off"
        placeholder={f.hint}
        {...invalid(f.name, error)}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      />
      <ErrorText name={f.name} error={error} />
    </label>
  );
}

/** A labelled picker (bank, province, city) of `{ code, name }` options. */
export function SelectInput(props: {
  name: string;
  label: string;
  empty: string;
  options: ReadonlyArray<{ code: string; name: string }>;
  value: string;
  error: string;
  onValue: (v: string) => void;
}) {
  const { name, label, empty, options, value, error, onValue } = props;
  return (
    <label class="sf-field">
      <span>{label}</span>
      <select
        name={name}
        value={value}
        {...invalid(name, error)}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      <ErrorText name={name} error={error} />
    </label>
  );
}
