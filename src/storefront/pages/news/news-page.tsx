import { useLocation } from 'wouter';
import { ArticleRows } from '../../components/article/article-rows';
import { ContentHero } from '../../components/article/content-hero';
import { w } from '../../components/article/content-strings';
import { LatestBox } from '../../components/article/latest-box';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { Tabs } from './tabs';

const LIMIT = 10;
const newsHref = (id: number) => href('/news/detail', { id });

/** 内容资讯: category tabs (?category_id=), the list with covers, the latest announcements. */
export default function NewsPage() {
  const [, navigate] = useLocation();
  const category = intParam(useQuery(), 'category_id');
  const cats = useApi('article_category/get', { page: 1, limit: 50 });
  const tabs = [
    { value: '', label: w.all },
    ...(cats.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const { state, list, ref, pager } = usePagedList(
    'article/get',
    { category_id: category ?? undefined },
    LIMIT,
  );
  return (
    <div class="sf-container sf-ct">
      <ContentHero channel="news" title={w.news} text={w.newsText} />
      <div class="sf-ct-cols">
        <div ref={ref} class="sf-panel sf-ct-main sf-ch-list">
          <Tabs
            label={w.categories}
            items={tabs}
            value={category ? String(category) : ''}
            onChange={(v) => navigate(href('/news', { category_id: v }), { replace: true })}
          />
          <ListBody
            state={state}
            count={list.length}
            skeleton={<Skeleton rows={8} />}
            empty={<EmptyState text={w.noNews} />}
          >
            <ArticleRows items={list} href={newsHref} />
          </ListBody>
          {pager}
        </div>
        <aside class="sf-ct-aside">
          <LatestBox
            endpoint="announcement/get"
            title={w.latestNotice}
            more={href('/notice')}
            href={(id) => href('/notice/detail', { id })}
          />
        </aside>
      </div>
    </div>
  );
}
