import { useLocation } from 'wouter';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { intParam, usePage, useQuery, useScrollTop } from '../check/hooks';
import { type Article, ArticleRows, ContentHero, LatestBox, Tabs } from './article-kit';
import { w } from './content-strings';

const LIMIT = 10;
const newsHref = (id: number) => `/news/detail?id=${id}`;

/** 内容资讯: category tabs (?category_id=), the list with covers, the latest announcements. */
export default function NewsPage() {
  const [, navigate] = useLocation();
  const category = intParam(useQuery(), 'category_id');
  const cats = useApi('article_category/get', { page: 1, limit: 50 });
  const tabs = [
    { value: '', label: w.all },
    ...listOf<{ id: number; name: string }>(cats.data).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const [page, setPage] = usePage(String(category));
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const state = useApi('article/get', { category_id: category ?? undefined, page, limit: LIMIT });
  const list = listOf<Article>(state.data);
  return (
    <div class="sf-container sf-ct">
      <ContentHero channel="news" title={w.news} text={w.newsText} />
      <div class="sf-ct-cols">
        <div ref={ref} class="sf-panel sf-ct-main sf-ch-list">
          <Tabs
            label={w.categories}
            items={tabs}
            value={category ? String(category) : ''}
            onChange={(v) => navigate(v ? `/news?category_id=${v}` : '/news', { replace: true })}
          />
          {state.loading && !state.data ? (
            <Skeleton rows={8} />
          ) : state.error ? (
            <LoadError message={state.error} onRetry={state.reload} />
          ) : list.length ? (
            <ArticleRows items={list} href={newsHref} />
          ) : (
            <EmptyState text={w.noNews} />
          )}
          <Pagination
            page={page}
            total={totalOf(state.data)}
            limit={LIMIT}
            onChange={(p) => {
              setPage(p);
              scrollTop();
            }}
          />
        </div>
        <aside class="sf-ct-aside">
          <LatestBox
            endpoint="announcement/get"
            title={w.latestNotice}
            more="/notice"
            href={(id) => `/notice/detail?id=${id}`}
          />
        </aside>
      </div>
    </div>
  );
}
