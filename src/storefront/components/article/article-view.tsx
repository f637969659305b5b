import './content.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ArticleDetail } from '../../../core/api/contract/models-content';
import { formatTime } from '../../../core/formatters/time';
import type { Href } from '../../routes';
import { fill } from '../../strings';
import { Breadcrumb, type Crumb } from '../breadcrumb';
import { EmptyState } from '../empty-state';
import { RichText } from '../rich-text';
import { Skeleton } from '../skeleton';
import { useApi } from '../use-api';
import { w } from './content-strings';
import { useCountView, type ViewId } from './use-count-view';
import { useTitle } from './use-title';

/** Where an article page takes an article with its neighbours. */
type DetailId = 'announcement/detail' | 'article/detail' | 'help/detail';

interface DetailProps {
  id: number | null;
  detail: DetailId;
  view: ViewId;
  crumbs: Crumb[];
  missing: string;
  listHref: Href;
  href: (id: number) => Href;
  /** Beside the article (a node, or one made from the article once it is there). */
  aside?: ReactNode | ((info: ArticleDetail | null) => ReactNode);
  /** The aside on the left (a navigation tree), as the list page has it. */
  asideFirst?: boolean;
  /** Under the body (related questions …). */
  children?: (info: ArticleDetail) => ReactNode;
}

/** An article page: title, date, views, the server-sanitized body, 上一篇 / 下一篇. */
export function ArticleView({
  id,
  detail,
  view,
  crumbs,
  missing,
  listHref,
  href,
  aside,
  asideFirst,
  children,
}: DetailProps) {
  const state = useApi(detail, id ? { id } : null);
  const loaded = state.data?.info ?? null;
  // while 下一篇 loads, the previous article must not stand in for it
  const info = loaded && loaded.id === id ? loaded : null;
  const viewed = useCountView(view, info ? id : null);
  useTitle(info?.title, info?.summary || info?.content);
  let main: ReactNode;
  if (!id || (state.error && !info)) {
    main = (
      <EmptyState kind={id ? 'error' : 'empty'} text={id ? state.error || missing : missing}>
        <Link href={listHref} class="sf-btn sf-btn--ghost sf-btn--sm">
          {w.backToList}
        </Link>
      </EmptyState>
    );
  } else if (!info) {
    main = <Skeleton rows={10} />;
  } else {
    main = (
      <article class="sf-ct-article">
        <h1>{info.title}</h1>
        <p class="sf-ct-meta">
          {info.published_at && (
            <span>
              {w.published}{' '}
              <time dateTime={info.published_at}>{formatTime(info.published_at).slice(0, 16)}</time>
            </span>
          )}
          {info.category_name && <span>{info.category_name}</span>}
          <span>{fill(w.views, { n: Math.max(info.views, viewed ?? 0) })}</span>
        </p>
        <RichText html={info.content} class="sf-ct-body" />
        {children?.(info)}
        {(info.prev || info.next) && (
          <nav class="sf-ct-pager" aria-label={`${w.prev} / ${w.next}`}>
            <span>
              {w.prev}：
              {info.prev ? (
                <Link href={href(info.prev.id)}>{info.prev.title}</Link>
              ) : (
                <span class="sf-muted">{w.none}</span>
              )}
            </span>
            <span>
              {w.next}：
              {info.next ? (
                <Link href={href(info.next.id)}>{info.next.title}</Link>
              ) : (
                <span class="sf-muted">{w.none}</span>
              )}
            </span>
          </nav>
        )}
      </article>
    );
  }
  const side = aside ? (
    <aside class="sf-ct-aside">{typeof aside === 'function' ? aside(info) : aside}</aside>
  ) : null;
  return (
    <div class="sf-container sf-ct">
      <Breadcrumb items={[...crumbs, { label: info?.title ?? '' }].filter((c) => c.label)} />
      <div class={aside ? `sf-ct-cols${asideFirst ? ' sf-ct-cols--left' : ''}` : undefined}>
        {asideFirst && side}
        <div class="sf-panel sf-ct-main">{main}</div>
        {!asideFirst && side}
      </div>
    </div>
  );
}
