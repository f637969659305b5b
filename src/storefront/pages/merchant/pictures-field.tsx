import { type Picked, useImagePick } from './merchant-parts';
import { m } from './merchant-strings';

const MAX = 8;

/** A service's pictures: up to eight images, each uploaded when chosen, each removable. */
export function PicturesField({ value, onChange }: { value: Picked[]; onChange: (v: Picked[]) => void }) {
  const pick = useImagePick((got) => onChange([...value, got]));
  return (
    <div class="sf-field">
      <span id={pick.labelId}>
        {m.pictures}（{value.length}/{MAX}）
      </span>
      <div class="mc-pics">
        {value.map((p, i) => (
          <figure key={p.url}>
            <img src={p.url} alt={`${m.pictures} ${i + 1}`} />
            <button
              type="button"
              class="sf-btn sf-btn--ghost sf-btn--sm"
              aria-label={`${m.delete} ${m.pictures} ${i + 1}`}
              onClick={() => onChange(value.filter((x) => x !== p))}
            >
              {m.delete}
            </button>
          </figure>
        ))}
      </div>
      {value.length < MAX && pick.button(m.upload)}
      {pick.error}
    </div>
  );
}
