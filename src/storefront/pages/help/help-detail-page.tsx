import { Link, useLocation } from 'wouter';
import { ArticleView } from '../../components/article/article-view';
import { w } from '../../components/article/content-strings';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { HelpTree, helpUrl, StillNeedHelp } from './help-tree';

/** Other articles of the same category (相关问题). */
function Related({ id, category }: { id: number; category: number | null }) {
  const state = useApi('help/get', category ? { category_id: category, page: 1, limit: 8 } : null);
  const others = (state.data?.list ?? []).filter((a) => a.id !== id);
  if (!others.length) return null;
  return (
    <section class="sf-ct-related" aria-label={w.related}>
      <h2>{w.related}</h2>
      <ul>
        {others.map((a) => (
          <li key={a.id}>
            <Link href={href('/help/detail', { id: a.id })}>{a.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /help/detail?id=: the answer beside the category tree, related questions under it. */
export default function HelpDetailPage() {
  const [, navigate] = useLocation();
  const id = intParam(useQuery(), 'id');
  return (
    <ArticleView
      id={id}
      detail="help/detail"
      view="help/views"
      crumbs={[{ label: w.help, href: href('/help') }]}
      missing={w.missingHelp}
      listHref={href('/help')}
      href={(x) => href('/help/detail', { id: x })}
      asideFirst
      aside={(info) => (
        <>
          <HelpTree
            value={info?.category_id ? String(info.category_id) : ''}
            onChange={(v) => navigate(helpUrl(v, ''))}
          />
          <StillNeedHelp />
        </>
      )}
    >
      {(info) => <Related id={info.id} category={info.category_id} />}
    </ArticleView>
  );
}
