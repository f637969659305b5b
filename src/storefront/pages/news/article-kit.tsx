import './content.css';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { api, formatTime, t } from '../../../core';
import type { Article, ArticleDetail } from '../../../core/api/contract/models-content';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb';
import { EmptyState } from '../../components/empty-state';
import { RichText } from '../../components/rich-text';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import type { Href } from '../../routes';
import { fill } from '../../strings';
import { w } from './content-strings';

/** The endpoints that count a view of an article or a page (once per address and window). */
export type ViewId = 'announcement/view' | 'article/view' | 'help/views' | 'page/view';
/** Where a page takes its side box of the latest items, and an article with its neighbours. */
type LatestId = 'announcement/get' | 'article/get';
type DetailId = 'announcement/detail' | 'article/detail' | 'help/detail';

export const day = (iso: string): string => formatTime(iso).slice(0, 10);

const counted = new Map<string, number | null>();

/**
 * Counts one view of `id` when its page opens: once per visit in this tab (the server also
 * throttles per address, so a reload does not count twice either). Answers the count the
 * server reports, to show instead of the one read before this view; a failure is ignored.
 */
export function useCountView(endpoint: ViewId, id: number | null): number | null {
  const key = `${endpoint}:${id}`;
  const [views, setViews] = useState<number | null>(counted.get(key) ?? null);
  useEffect(() => {
    if (!id) return;
    if (counted.has(key)) {
      setViews(counted.get(key) ?? null);
      return;
    }
    counted.set(key, null);
    let live = true;
    api.call(endpoint, { id }).then(
      ({ views: n }) => {
        counted.set(key, n);
        if (live) setViews(n);
      },
      () => counted.delete(key),
    );
    return () => {
      live = false;
    };
  }, [endpoint, id, key]);
  return id ? views : null;
}

/** Sets the browser title to the object's name once it is known. */
export function useTitle(name: string | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} - ${t('common.siteName')}`;
  }, [name]);
}

/** The banner strip of a content channel (channel_banner/get), the page's words meanwhile. */
export function ContentHero({
  channel,
  title,
  text,
  children,
}: {
  channel: 'news' | 'notice' | 'help';
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const banner = useApi('channel_banner/get', { channel, page: 1, limit: 1 }).data?.list[0];
  return (
    <div class={`sf-ct-hero sf-ct-hero--${channel}`}>
      <h1>{banner?.title || title}</h1>
      <p>{banner?.subtitle || text}</p>
      {children}
    </div>
  );
}

/** Tabs over a list (categories): buttons with aria-pressed, '' meaning 全部. */
export function Tabs({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons that filter a list, not form fields
    <div class="sf-ct-tabs" role="group" aria-label={label}>
      {items.map((i) => (
        <button
          type="button"
          key={i.value}
          aria-pressed={i.value === value}
          onClick={() => onChange(i.value)}
        >
          {i.label}
        </button>
      ))}
    </div>
  );
}

/** A cover that fails to load takes its frame with it rather than leave a broken image. */
const hideBrokenCover = (e: Event) => {
  const frame = (e.currentTarget as HTMLElement).parentElement;
  if (frame) frame.hidden = true;
};

/** Article rows: cover (when there is one), title, date, category, summary. */
export function ArticleRows({ items, href }: { items: readonly Article[]; href: (id: number) => Href }) {
  return (
    <ul class="sf-ct-rows">
      {items.map((a) => (
        <li key={a.id} class={a.cover ? 'has-cover' : undefined}>
          {a.cover && (
            <Link href={href(a.id)} class="sf-ct-rows__cover" tabIndex={-1} aria-hidden="true">
              <img src={a.cover} alt="" loading="lazy" onError={hideBrokenCover} />
            </Link>
          )}
          <div class="sf-ct-rows__body">
            <Link href={href(a.id)} class="sf-ct-rows__title">
              {a.title}
            </Link>
            {a.summary && <p>{a.summary}</p>}
            <span class="sf-ct-meta">
              {a.published_at && <time dateTime={a.published_at}>{day(a.published_at)}</time>}
              {a.category_name && <span>{a.category_name}</span>}
              <span>{fill(w.views, { n: a.views })}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A side box of the latest items of a list endpoint, with a 更多 link. */
export function LatestBox({
  endpoint,
  title,
  more,
  href,
}: {
  endpoint: LatestId;
  title: string;
  more: Href;
  href: (id: number) => Href;
}) {
  const state = useApi(endpoint, { page: 1, limit: 6 });
  const list = state.data?.list ?? [];
  return (
    <section class="sf-ct-box" aria-label={title}>
      <h2>
        {title}
        <Link href={more} class="sf-more">
          {w.more} ›
        </Link>
      </h2>
      {state.loading && !state.data ? (
        <Skeleton rows={4} />
      ) : list.length ? (
        <ul class="sf-ct-latest">
          {list.map((a) => (
            <li key={a.id}>
              <Link href={href(a.id)} title={a.title}>
                {a.title}
              </Link>
              <time dateTime={a.published_at}>{day(a.published_at).slice(5)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p class="sf-muted">{state.error || w.noNews}</p>
      )}
    </section>
  );
}

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
  useTitle(info?.title);
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
