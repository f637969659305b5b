import { ArticleView } from '../../components/article/article-view';
import { w } from '../../components/article/content-strings';
import { LatestBox } from '../../components/article/latest-box';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';

const detailHref = (id: number) => href('/notice/detail', { id });

/** /notice/detail?id=: the announcement, 上一篇 / 下一篇, the latest ones beside it. */
export default function NoticeDetailPage() {
  const id = intParam(useQuery(), 'id');
  return (
    <ArticleView
      id={id}
      detail="announcement/detail"
      view="announcement/view"
      crumbs={[{ label: w.notice, href: href('/notice') }]}
      missing={w.missingNotice}
      listHref={href('/notice')}
      href={detailHref}
      aside={
        <LatestBox
          endpoint="announcement/get"
          title={w.latestNotice}
          more={href('/notice')}
          href={detailHref}
        />
      }
    />
  );
}
