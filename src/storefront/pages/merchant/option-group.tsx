import type { OptionInput } from '../../../core';
import { m } from './merchant-strings';

/** One option group (服务内容 / 培训形式 / 认可标识): names and prices, rows added and removed. */
export function OptionGroup({
  label,
  value,
  onChange,
}: {
  label: string;
  value: OptionInput[];
  onChange: (v: OptionInput[]) => void;
}) {
  const set = (i: number, patch: Partial<OptionInput>) =>
    onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <fieldset class="mc-group">
      <legend>{label}</legend>
      <div class="mc-options">
        {value.map((o, i) => (
          <div class="mc-option" key={i}>
            <input
              aria-label={`${label} ${i + 1} ${m.optionName}`}
              placeholder={m.optionName}
              value={o.name}
              maxLength={100}
              onInput={(e) => set(i, { name: (e.currentTarget as HTMLInputElement).value })}
            />
            <input
              aria-label={`${label} ${i + 1} ${m.optionPrice}`}
              placeholder={m.optionPrice}
              inputMode="decimal"
              value={String(o.price)}
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
        ))}
      </div>
      <button
        type="button"
        class="sf-btn sf-btn--ghost sf-btn--sm mc-image__btn"
        onClick={() => onChange([...value, { name: '', price: '' }])}
      >
        + {m.addOption}
      </button>
    </fieldset>
  );
}
