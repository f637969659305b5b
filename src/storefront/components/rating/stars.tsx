import './rating.css';
import { useId } from 'react';

/** Whole stars out of five, read out as "4 星". */
export function Stars({ value }: { value: number }) {
  const on = Math.round(value);
  return (
    <span class="sf-stars" role="img" aria-label={`${value} 星`}>
      {'★'.repeat(on)}
      <span class="sf-stars__off">{'★'.repeat(5 - on)}</span>
    </span>
  );
}

/** 1–5 stars as five radio buttons: arrow keys move, the choice is said as "N 星". */
export function StarInput({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (n: number) => void;
  label: string;
}) {
  const name = useId();
  return (
    <div class="sf-star-input" role="radiogroup" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} class={n <= value ? 'is-on' : undefined} title={`${n} 星`}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            aria-label={`${n} 星`}
            onChange={() => onChange(n)}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </div>
  );
}
