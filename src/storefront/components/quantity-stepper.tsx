import './quantity-stepper.css';

/** − [n] +: a whole number from 1 to `max`; what is typed outside it is brought back inside. */
export function QuantityStepper({
  value,
  max,
  label,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  /** What is counted (加测项数), read by screen readers for the group and the box. */
  label: string;
  disabled?: boolean;
  onChange: (next: number) => void;
}) {
  const clamp = (n: number) => Math.min(Math.max(Math.round(n) || 1, 1), max);
  const set = (n: number) => {
    const next = clamp(n);
    if (next !== value) onChange(next);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border the row does not want
    <span class="sf-qty" role="group" aria-label={label}>
      <button
        type="button"
        aria-label="减少"
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={label}
        disabled={disabled}
        onChange={(e) => set(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button
        type="button"
        aria-label="增加"
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </span>
  );
}
