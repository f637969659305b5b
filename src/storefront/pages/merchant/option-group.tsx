import type { OptionInput } from '../../../core';
import type { FormErrors } from './goods-form-checks';
import { m } from './merchant-strings';

/**
 * One option group (服务内容 / 培训形式 / 认可标识): names and prices, rows added and removed.
 * `errors` are the form's, keyed `<group>` (the group) and `<group>.<row>.name|price`; each shows
 * under its row, and the first field to mend is marked invalid (the form focuses it).
 */
export function OptionGroup({
  group,
  label,
  hint,
  value,
  errors = {},
  onChange,
}: {
  group: string;
  label: string;
  hint?: string;
  value: OptionInput[];
  errors?: FormErrors;
  onChange: (v: OptionInput[]) => void;
}) {
  const set = (i: number, patch: Partial<OptionInput>) =>
    onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const whole = errors[group];
  const errorId = `ge-${group}-err`;
  const field = (i: number, part: 'name' | 'price') => {
    const error = errors[`${group}.${i}.${part}`];
    // a group-wide problem (none filled in) points at its first name
    const invalid = !!error || (!!whole && i === 0 && part === 'name');
    const described = [error && `ge-${group}-${i}-${part}-err`, whole && i === 0 && errorId].filter(Boolean);
    return {
      'aria-invalid': invalid ? ('true' as const) : undefined,
      'aria-describedby': described.length ? described.join(' ') : undefined,
    };
  };
  const rowErrors = (i: number) =>
    (['name', 'price'] as const)
      .filter((part) => errors[`${group}.${i}.${part}`])
      .map((part) => (
        <small key={part} id={`ge-${group}-${i}-${part}-err`} class="sf-field__error ge-option-error">
          {errors[`${group}.${i}.${part}`]}
        </small>
      ));
  return (
    <fieldset class="mc-group" data-group={group}>
      <legend>{label}</legend>
      {hint && <p class="mc-hint">{hint}</p>}
      <div class="mc-options">
        {value.map((o, i) => (
          <div class="ge-option" key={i}>
            <div class="mc-option">
              <input
                aria-label={`${label} ${i + 1} ${m.optionName}`}
                placeholder={m.optionName}
                value={o.name}
                maxLength={100}
                {...field(i, 'name')}
                onInput={(e) => set(i, { name: (e.currentTarget as HTMLInputElement).value })}
              />
              <input
                aria-label={`${label} ${i + 1} ${m.optionPrice}`}
                placeholder={m.optionPrice}
                inputMode="decimal"
                value={String(o.price)}
                {...field(i, 'price')}
                onInput={(e) => set(i, { price: (e.currentTarget as HTMLInputElement).value })}
              />
              <button
                type="button"
                class="sf-btn sf-btn--ghost sf-btn--sm"
                aria-label={`${m.removeOption} ${label} ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                {m.delete}
              </button>
            </div>
            {rowErrors(i)}
          </div>
        ))}
      </div>
      {whole && (
        <small id={errorId} class="sf-field__error">
          {whole}
        </small>
      )}
      <button
        type="button"
        class="sf-btn sf-btn--ghost sf-btn--sm mc-image__btn"
        data-focus-invalid={whole && !value.length ? 'true' : undefined}
        aria-describedby={whole ? errorId : undefined}
        onClick={() => onChange([...value, { name: '', price: '' }])}
      >
        + {m.addOption}
      </button>
    </fieldset>
  );
}
