import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { MerchantArticle, MerchantArticleNav } from '../../../core';
import { CardSkeleton } from '../../components/card-skeleton';
import { EmptyState, LoadError } from '../../components/empty-state';
import { GoodsCard } from '../../components/goods-card';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { articleHref, dateOf, sh } from './shop-strings';

/** A shop page section: a white panel with a heading (h1 for the page's own name). */
export function ShopSection({
  title,
  level = 2,
  extra,
  children,
}: {
  title: string;
  level?: 1 | 2;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const H = level === 1 ? 'h1' : 'h2';
  return (
    <section class="sf-panel shop-sec">
      <div class="shop-sec__head">
        <H>{title}</H>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Page state that starts over (at page 1, in the same render) when the shop or filter changes. */
function usePage(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const top = useRef<HTMLDivElement>(null);
  const page = state.key === resetKey ? state.page : 1;
  const change = (p: number) => {
    setState({ key: resetKey, page: p });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  return { page, change, top };
}

/** The shop's goods (optionally of one service type) as a paged card grid. */
export function ShopGoods({
  merchantId,
  servicsId,
  limit = 12,
  empty = sh.noServices,
}: {
  merchantId: number;
  servicsId?: number;
  limit?: number;
  empty?: string;
}) {
  const { page, change, top } = usePage(`${merchantId}:${servicsId ?? ''}`);
  const params = merchantId > 0 ? { merchant_id: merchantId, servics_id: servicsId, page, limit } : null;
  const state = useApi('goods/get', params);
  const items = state.data?.list ?? [];
  return (
    <div ref={top} class="shop-list">
      {state.loading && !items.length ? (
        <CardSkeleton count={4} />
      ) : state.error ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : items.length ? (
        <>
          <div class="sf-grid">
            {items.map((g) => (
              <GoodsCard key={g.id} goods={g} />
            ))}
          </div>
          <Pagination page={page} total={state.data?.total ?? 0} limit={limit} onChange={change} />
        </>
      ) : (
        <EmptyState text={empty} compact />
      )}
    </div>
  );
}

/** One article in a list: title (→ detail), date, views and, unless compact, the summary. */
function ArticleRow({ shopId, a, compact }: { shopId: number; a: MerchantArticle; compact?: boolean }) {
  return (
    <li class="shop-article">
      <Link href={articleHref(shopId, a.id)} class="shop-article__title">
        {a.title}
      </Link>
      {!compact && a.summary && <p class="shop-article__summary">{a.summary}</p>}
      <span class="shop-article__meta">
        <time dateTime={a.published_at}>{dateOf(a.published_at)}</time>
        {!compact && <span>{fill(sh.views, { n: a.views })}</span>}
      </span>
    </li>
  );
}

/** The shop's articles of one nav (or all), paged; `compact` for a short list without summaries. */
export function ShopArticles({
  merchantId,
  nav,
  limit = 10,
  compact,
  paged = true,
  empty = sh.noArticles,
}: {
  merchantId: number;
  nav?: MerchantArticleNav;
  limit?: number;
  compact?: boolean;
  paged?: boolean;
  empty?: string;
}) {
  const { page, change, top } = usePage(`${merchantId}:${nav ?? ''}`);
  const params = merchantId > 0 ? { merchant_id: merchantId, nav, page, limit } : null;
  const state = useApi('merchant_article/get', params);
  const items = state.data?.list ?? [];
  return (
    <div ref={top} class="shop-list">
      {state.loading && !items.length ? (
        <Skeleton rows={compact ? 4 : 6} />
      ) : state.error ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : items.length ? (
        <>
          <ul class={`shop-articles${compact ? ' shop-articles--compact' : ''}`}>
            {items.map((a) => (
              <ArticleRow key={a.id} shopId={merchantId} a={a} compact={compact} />
            ))}
          </ul>
          {paged && <Pagination page={page} total={state.data?.total ?? 0} limit={limit} onChange={change} />}
        </>
      ) : (
        <EmptyState text={empty} compact />
      )}
    </div>
  );
}
