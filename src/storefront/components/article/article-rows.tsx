import './content.css';
import { Link } from 'wouter';
import type { Article } from '../../../core/api/contract/models-content';
import type { Href } from '../../routes';
import { fill } from '../../strings';
import { w } from './content-strings';
import { day } from './day';

/** A cover that fails to load takes its frame with it rather than leave a broken image. */
const hideBrokenCover = (e: Event) => {
  const frame = (e.currentTarget as HTMLElement).parentElement;
  if (frame) frame.hidden = true;
};

/** Article rows: cover (when there is one), title, date, category, summary. */
export function ArticleRows({ items, href }: { items: readonly Article[]; href: (id: number) => Href }) {
  return (
    <ul class="sf-ct-rows">
      {items.map((a) => (
        <li key={a.id} class={a.cover ? 'has-cover' : undefined}>
          {a.cover && (
            <Link href={href(a.id)} class="sf-ct-rows__cover" tabIndex={-1} aria-hidden="true">
              <img src={a.cover} alt="" loading="lazy" onError={hideBrokenCover} />
            </Link>
          )}
          <div class="sf-ct-rows__body">
            <Link href={href(a.id)} class="sf-ct-rows__title">
              {a.title}
            </Link>
            {a.summary && <p>{a.summary}</p>}
            <span class="sf-ct-meta">
              {a.published_at && <time dateTime={a.published_at}>{day(a.published_at)}</time>}
              {a.category_name && <span>{a.category_name}</span>}
              <span>{fill(w.views, { n: a.views })}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
