import { ArticleView } from '../../components/article/article-view';
import { w } from '../../components/article/content-strings';
import { LatestBox } from '../../components/article/latest-box';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';

const detailHref = (id: number) => href('/news/detail', { id });

/** /news/detail?id=: the article, 上一篇 / 下一篇, the latest news beside it; counted once. */
export default function NewsDetailPage() {
  const id = intParam(useQuery(), 'id');
  return (
    <ArticleView
      id={id}
      detail="article/detail"
      view="article/view"
      crumbs={[{ label: w.news, href: href('/news') }]}
      missing={w.missingNews}
      listHref={href('/news')}
      href={detailHref}
      aside={<LatestBox endpoint="article/get" title={w.latestNews} more={href('/news')} href={detailHref} />}
    />
  );
}
