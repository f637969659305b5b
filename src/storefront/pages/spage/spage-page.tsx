import { Link } from 'wouter';
import { STATIC_PAGES, w } from '../../components/article/content-strings';
import { StaticPageView } from '../../components/article/static-page-view';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';

/** The page /spage shows without an id (or with one it does not know): the first of the list. */
export const pageIdOf = (asked: number | null): number => asked ?? STATIC_PAGES[0]![0];

/** /spage?id=: the static pages (订购流程 … 报告中心) with a side list of all of them. */
export default function SpagePage() {
  const id = pageIdOf(intParam(useQuery(), 'id'));
  const side = (
    <nav class="sf-ct-box" aria-label={w.servicePages}>
      <h2>{w.servicePages}</h2>
      <ul class="sf-ct-side-links">
        {STATIC_PAGES.map(([pid, title]) => (
          <li key={pid}>
            <Link href={href('/spage', { id: pid })} aria-current={pid === id ? 'page' : undefined}>
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return <StaticPageView id={id} crumbs={[{ label: w.servicePages }]} aside={side} />;
}
