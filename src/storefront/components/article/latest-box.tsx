import './content.css';
import { Link } from 'wouter';
import type { Href } from '../../routes';
import { Skeleton } from '../skeleton';
import { useApi } from '../use-api';
import { w } from './content-strings';
import { day } from './day';

/** Where a page takes its side box of the latest items. */
type LatestId = 'announcement/get' | 'article/get';

/** A side box of the latest items of a list endpoint, with a 更多 link. */
export function LatestBox({
  endpoint,
  title,
  more,
  href,
}: {
  endpoint: LatestId;
  title: string;
  more: Href;
  href: (id: number) => Href;
}) {
  const state = useApi(endpoint, { page: 1, limit: 6 });
  const list = state.data?.list ?? [];
  return (
    <section class="sf-ct-box" aria-label={title}>
      <h2>
        {title}
        <Link href={more} class="sf-more">
          {w.more} ›
        </Link>
      </h2>
      {state.loading && !state.data ? (
        <Skeleton rows={4} />
      ) : list.length ? (
        <ul class="sf-ct-latest">
          {list.map((a) => (
            <li key={a.id}>
              <Link href={href(a.id)} title={a.title}>
                {a.title}
              </Link>
              <time dateTime={a.published_at}>{day(a.published_at).slice(5)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p class="sf-muted">{state.error || w.noNews}</p>
      )}
    </section>
  );
}
