import './channel.css';

export interface Chip {
  value: string;
  label: string;
  count?: number;
}

/** A row of toggle chips (categories, regions, tabs): one pressed at a time. */
export function Chips({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: readonly Chip[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons that filter a list, not form fields
    <div class="sf-ch-chips" role="group" aria-label={label}>
      {items.map((item) => (
        <button
          type="button"
          key={item.value}
          class="sf-ch-chip"
          aria-pressed={item.value === value}
          onClick={() => onChange(item.value)}
        >
          {item.label}
          {typeof item.count === 'number' && <small>{item.count}</small>}
        </button>
      ))}
    </div>
  );
}
