import { ChannelArticle } from '../../components/article/channel-article';

/** /news/detail?id=: the article, 上一篇 / 下一篇, the latest news beside it; counted once. */
export default function NewsDetailPage() {
  return <ChannelArticle channel="news" />;
}
