import './shop.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { api, t } from '../../../core';
import { EmptyState, LoadError } from '../../components/empty-state';
import { RichText } from '../../components/rich-text';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { useShop } from '../../layouts/shop-context';
import { href } from '../../routes';
import { fill } from '../../strings';
import { articleHref, dateOf, NAV_PATH, sh } from './shop-strings';

/**
 * A shop article (/shop/news/detail?id=SHOP&aid=ARTICLE): `id` is the shop as on every shop
 * page, `aid` the article. An article of another shop than `id` answers 文章不存在.
 */
export default function ShopNewsDetailPage() {
  const { id } = useShop();
  const aid = Number(useQuery().get('aid'));
  const valid = Number.isSafeInteger(aid) && aid > 0 && id > 0;
  const state = useApi('merchant_article/info', valid ? { id: aid, merchant_id: id } : null);
  const a = state.data?.info ?? null;

  // the count after this visit (the server's answer to merchant_article/views), when known
  const [views, setViews] = useState<{ id: number; n: number } | null>(null);
  const counted = useRef(0);
  useEffect(() => {
    if (!a || counted.current === a.id) return;
    counted.current = a.id;
    document.title = `${a.title} - ${t('common.siteName')}`;
    const id = a.id;
    api.request('merchant_article/views', { id }).then(
      (env) => {
        if (env.status === true && env.data) setViews({ id, n: env.data.views });
      },
      () => {},
    );
  }, [a]);

  const listHref = href(NAV_PATH[a?.nav ?? 5], { id });
  if (!valid || (!state.loading && !a && (!state.error || state.error === sh.articleMissing))) {
    return (
      <div class="sf-container sf-page shop-page">
        <section class="sf-panel shop-sec">
          <h1>{sh.articleMissing}</h1>
          <EmptyState text={sh.articleMissing}>
            <Link href={href('/shop/news', { id })} class="sf-btn sf-btn--primary">
              {sh.backToList}
            </Link>
          </EmptyState>
        </section>
      </div>
    );
  }
  return (
    <div class="sf-container sf-page shop-page">
      <article class="sf-panel shop-sec shop-detail">
        {!a ? (
          <>
            <h1 class="sf-sr">{t('shopNav.news')}</h1>
            {state.error ? <LoadError message={state.error} onRetry={state.reload} /> : <Skeleton rows={8} />}
          </>
        ) : (
          <>
            <Link href={listHref} class="sf-more shop-detail__back">
              ‹ {sh.backToList}
            </Link>
            <h1>{a.title}</h1>
            <p class="shop-detail__meta">
              <span>
                {sh.publishedAt}：<time dateTime={a.published_at}>{dateOf(a.published_at)}</time>
              </span>
              <span>{fill(sh.views, { n: views?.id === a.id ? views.n : a.views })}</span>
            </p>
            <RichText html={a.content} />
            <nav class="shop-detail__pager" aria-label={`${sh.prev}/${sh.next}`}>
              <p>
                {sh.prev}：
                {a.prev ? (
                  <Link href={articleHref(id, a.prev.id)}>{a.prev.title}</Link>
                ) : (
                  <span>{sh.none}</span>
                )}
              </p>
              <p>
                {sh.next}：
                {a.next ? (
                  <Link href={articleHref(id, a.next.id)}>{a.next.title}</Link>
                ) : (
                  <span>{sh.none}</span>
                )}
              </p>
            </nav>
          </>
        )}
      </article>
    </div>
  );
}
