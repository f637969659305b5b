import { useState } from 'react';
import { keyTarget } from '../../components/key-nav';
import { fill } from '../../strings';
import { g } from './goods-strings';

/**
 * Main picture and thumbnails. The thumbnails are buttons (Tab, Enter/Space) and the row
 * also answers ←/→/Home/End, moving the focus with the choice like a toolbar.
 */
export function Gallery({ pictures, name }: { pictures: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(0, pictures.length - 1));

  const onKey = (e: KeyboardEvent) => {
    const last = pictures.length - 1;
    const to = keyTarget(e.key, current, last, { wrap: false });
    if (to < 0) return;
    e.preventDefault();
    setIndex(to);
    const row = e.currentTarget as HTMLElement;
    row.querySelectorAll<HTMLButtonElement>('button')[to]?.focus();
  };

  return (
    <section class="gd-gallery" aria-label={g.gallery}>
      <div class="gd-gallery__main">
        {pictures.length ? (
          <img src={pictures[current]} alt={`${name} ${fill(g.pictureN, { n: current + 1 })}`} />
        ) : (
          <span class="gd-gallery__blank" aria-hidden="true" />
        )}
      </div>
      {pictures.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of buttons with arrow keys, not a form group
        <div class="gd-gallery__thumbs" role="group" aria-label={g.gallery} onKeyDown={onKey}>
          {pictures.map((src, i) => (
            <button
              type="button"
              key={src + i}
              aria-pressed={i === current ? 'true' : 'false'}
              aria-label={fill(g.pictureN, { n: i + 1 })}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setIndex(i)}
              onMouseEnter={() => setIndex(i)}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
