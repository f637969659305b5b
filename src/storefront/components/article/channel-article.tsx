import { href } from '../../routes';
import { intParam, useQuery } from '../use-query';
import { ArticleView } from './article-view';
import { w } from './content-strings';
import { LatestBox } from './latest-box';

/** The two channels whose article pages read alike: 新闻资讯 and 平台公告. */
const CHANNELS = {
  news: {
    list: '/news',
    detailPath: '/news/detail',
    detail: 'article/detail',
    view: 'article/view',
    latestOf: 'article/get',
    label: w.news,
    missing: w.missingNews,
    latest: w.latestNews,
  },
  notice: {
    list: '/notice',
    detailPath: '/notice/detail',
    detail: 'announcement/detail',
    view: 'announcement/view',
    latestOf: 'announcement/get',
    label: w.notice,
    missing: w.missingNotice,
    latest: w.latestNotice,
  },
} as const;

/** A channel's article by ?id=: the article, 上一篇 / 下一篇, the channel's latest beside it. */
export function ChannelArticle({ channel }: { channel: keyof typeof CHANNELS }) {
  const c = CHANNELS[channel];
  const id = intParam(useQuery(), 'id');
  const detailHref = (x: number) => href(c.detailPath, { id: x });
  return (
    <ArticleView
      id={id}
      detail={c.detail}
      view={c.view}
      crumbs={[{ label: c.label, href: href(c.list) }]}
      missing={c.missing}
      listHref={href(c.list)}
      href={detailHref}
      aside={<LatestBox endpoint={c.latestOf} title={c.latest} more={href(c.list)} href={detailHref} />}
    />
  );
}
