import './content.css';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../breadcrumb';
import { EmptyState, LoadError } from '../empty-state';
import { RichText } from '../rich-text';
import { Skeleton } from '../skeleton';
import { useApi } from '../use-api';
import { w } from './content-strings';
import { useCountView } from './use-count-view';
import { useTitle } from './use-title';

/** A static page (page/info): its title and server-sanitized body; the view counted once. */
export function StaticPageView({
  id,
  crumbs,
  aside,
  footer,
}: {
  id: number;
  crumbs: Crumb[];
  aside?: ReactNode;
  footer?: ReactNode;
}) {
  const state = useApi('page/info', { id });
  const loaded = state.data?.info ?? null;
  // switching ?id= keeps the old answer while the new one loads: never show it under the new id
  const info = loaded && loaded.id === id ? loaded : null;
  useCountView('page/view', info ? id : null);
  useTitle(info?.title);
  const main = info ? (
    <article class="sf-ct-article">
      <h1>{info.title}</h1>
      <RichText html={info.content} class="sf-ct-body sf-ct-static" />
      {footer}
    </article>
  ) : state.error ? (
    state.error === w.missingPage ? (
      <EmptyState text={w.missingPage} />
    ) : (
      <LoadError message={state.error} onRetry={state.reload} />
    )
  ) : (
    <Skeleton rows={10} />
  );
  return (
    <div class="sf-container sf-ct">
      <Breadcrumb items={[...crumbs, ...(info ? [{ label: info.title }] : [])]} />
      <div class={aside ? 'sf-ct-cols sf-ct-cols--left' : undefined}>
        {aside && <aside class="sf-ct-aside">{aside}</aside>}
        <div class="sf-panel sf-ct-main" aria-busy={state.loading ? 'true' : undefined}>
          {main}
        </div>
      </div>
    </div>
  );
}
