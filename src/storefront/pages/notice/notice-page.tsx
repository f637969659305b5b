import { ArticleRows } from '../../components/article/article-rows';
import { ContentHero } from '../../components/article/content-hero';
import { w } from '../../components/article/content-strings';
import { LatestBox } from '../../components/article/latest-box';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { href } from '../../routes';
import { fill } from '../../strings';

const LIMIT = 10;

/** 平台公告: the announcements, newest first, paginated; the latest news beside them. */
export default function NoticePage() {
  const { state, list, ref, pager } = usePagedList('announcement/get', {}, LIMIT);
  return (
    <div class="sf-container sf-ct">
      <ContentHero channel="notice" title={w.notice} text={w.noticeText} />
      <div class="sf-ct-cols">
        <div ref={ref} class="sf-panel sf-ct-main sf-ch-list">
          {state.data ? <p class="sf-ct-count">{fill(w.total, { n: state.data.total })}</p> : null}
          <ListBody
            state={state}
            count={list.length}
            skeleton={<Skeleton rows={8} />}
            empty={<EmptyState text={w.noNotice} />}
          >
            <ArticleRows items={list} href={(id) => href('/notice/detail', { id })} />
          </ListBody>
          {pager}
        </div>
        <aside class="sf-ct-aside">
          <LatestBox
            endpoint="article/get"
            title={w.latestNews}
            more={href('/news')}
            href={(id) => href('/news/detail', { id })}
          />
        </aside>
      </div>
    </div>
  );
}
