import { FieldError, invalidProps, TextField } from '../text-field';
import type { FieldDef } from './payout-checks';

/** A labelled text input of the application form. */
export function TextInput(props: {
  def: Pick<FieldDef, 'label' | 'hint' | 'max' | 'numeric'> & { name: string };
  value: string;
  error: string;
  onValue: (v: string) => void;
}) {
  const { def: f, value, error, onValue } = props;
  return (
    <TextField
      form="po"
      name={f.name}
      label={f.label}
      value={value}
      error={error}
      max={f.max}
      hint={f.hint}
      numeric={f.numeric}
      onValue={onValue}
    />
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
        {...invalidProps('po', name, error)}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError form="po" name={name} error={error} />
    </label>
  );
}
