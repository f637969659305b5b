import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { usePage, useScrollTop } from '../check/hooks';
import { type Article, ArticleRows, ContentHero, LatestBox } from '../news/article-kit';
import { w } from '../news/content-strings';

const LIMIT = 10;

/** 平台公告: the announcements, newest first, paginated; the latest news beside them. */
export default function NoticePage() {
  const [page, setPage] = usePage('');
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const state = useApi('announcement/get', { page, limit: LIMIT });
  const list = listOf<Article>(state.data);
  return (
    <div class="sf-container sf-ct">
      <ContentHero channel="notice" title={w.notice} text={w.noticeText} />
      <div class="sf-ct-cols">
        <div ref={ref} class="sf-panel sf-ct-main sf-ch-list">
          {state.data ? <p class="sf-ct-count">{fill(w.total, { n: totalOf(state.data) })}</p> : null}
          {state.loading && !state.data ? (
            <Skeleton rows={8} />
          ) : state.error ? (
            <LoadError message={state.error} onRetry={state.reload} />
          ) : list.length ? (
            <ArticleRows items={list} href={(id) => `/notice/detail?id=${id}`} />
          ) : (
            <EmptyState text={w.noNotice} />
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
            endpoint="article/get"
            title={w.latestNews}
            more="/news"
            href={(id) => `/news/detail?id=${id}`}
          />
        </aside>
      </div>
    </div>
  );
}
