import { intParam, useQuery } from '../check/hooks';
import { ArticleView, LatestBox } from '../news/article-kit';
import { w } from '../news/content-strings';

const href = (id: number) => `/notice/detail?id=${id}`;

/** /notice/detail?id=: the announcement, 上一篇 / 下一篇, the latest ones beside it. */
export default function NoticeDetailPage() {
  const id = intParam(useQuery(), 'id');
  return (
    <ArticleView
      id={id}
      detail="announcement/detail"
      view="announcement/view"
      crumbs={[{ label: w.notice, href: '/notice' }]}
      missing={w.missingNotice}
      listHref="/notice"
      href={href}
      aside={<LatestBox endpoint="announcement/get" title={w.latestNotice} more="/notice" href={href} />}
    />
  );
}
