import '../../components/article/content.css';

/** Tabs over a list (categories): buttons with aria-pressed, '' meaning 全部. */
export function Tabs({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons that filter a list, not form fields
    <div class="sf-ct-tabs" role="group" aria-label={label}>
      {items.map((i) => (
        <button
          type="button"
          key={i.value}
          aria-pressed={i.value === value}
          onClick={() => onChange(i.value)}
        >
          {i.label}
        </button>
      ))}
    </div>
  );
}
