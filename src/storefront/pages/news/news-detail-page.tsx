import { intParam, useQuery } from '../check/hooks';
import { ArticleView, LatestBox } from './article-kit';
import { w } from './content-strings';

const href = (id: number) => `/news/detail?id=${id}`;

/** /news/detail?id=: the article, 上一篇 / 下一篇, the latest news beside it; counted once. */
export default function NewsDetailPage() {
  const id = intParam(useQuery(), 'id');
  return (
    <ArticleView
      id={id}
      detail="article/detail"
      view="article/view"
      crumbs={[{ label: w.news, href: '/news' }]}
      missing={w.missingNews}
      listHref="/news"
      href={href}
      aside={<LatestBox endpoint="article/get" title={w.latestNews} more="/news" href={href} />}
    />
  );
}
