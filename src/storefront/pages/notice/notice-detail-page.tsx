import { ChannelArticle } from '../../components/article/channel-article';

/** /notice/detail?id=: the announcement, 上一篇 / 下一篇, the latest ones beside it. */
export default function NoticeDetailPage() {
  return <ChannelArticle channel="notice" />;
}
