import { useId, useRef, useState } from 'react';
import { type Picked, usePicked } from './merchant-parts';
import { m } from './merchant-strings';

const MAX = 8;

/** A service's pictures: up to eight images, each uploaded when chosen, each removable. */
export function PicturesField({ value, onChange }: { value: Picked[]; onChange: (v: Picked[]) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { busy, upload } = usePicked();
  const [error, setError] = useState('');
  const choose = async (file: File | undefined) => {
    const got = await upload(file);
    if (input.current) input.current.value = '';
    if (typeof got === 'string') return setError(got);
    setError('');
    onChange([...value, got]);
  };
  return (
    <div class="sf-field">
      <span id={`${id}-l`}>
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
      {value.length < MAX && (
        <label class="sf-btn sf-btn--ghost sf-btn--sm mc-image__btn">
          {busy ? m.uploading : m.upload}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            class="mc-file"
            aria-labelledby={`${id}-l`}
            disabled={busy}
            onChange={(e) => choose((e.currentTarget as HTMLInputElement).files?.[0])}
          />
        </label>
      )}
      {error && (
        <span class="sf-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
