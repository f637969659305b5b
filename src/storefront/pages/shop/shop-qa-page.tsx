import './shop.css';
import { useState } from 'react';
import { api, type MerchantArticle, t } from '../../../core';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { RichText } from '../../components/rich-text';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { apiErrorText } from '../../components/use-submit';
import { useShop } from '../../layouts/shop-context';
import { ShopAsk } from './shop-ask';
import { dateOf, sh } from './shop-strings';
import { ShopSection } from './shop-ui';

const LIMIT = 10;

/** A question that loads its answer the first time it is opened (and counts that as a view). */
function Question({ shopId, q }: { shopId: number; q: MerchantArticle }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState('');
  const load = () => {
    setError('');
    api.call('merchant_article/info', { id: q.id, merchant_id: shopId }).then(
      (data) => setAnswer(data.info.content),
      (e: unknown) => setError(apiErrorText(e)),
    );
    api.request('merchant_article/views', { id: q.id }).catch(() => {});
  };
  const onToggle = (e: Event) => {
    if ((e.currentTarget as HTMLDetailsElement).open && answer === null && !error) load();
  };
  return (
    <li>
      <details class="shop-qa" onToggle={onToggle}>
        <summary>
          <span class="shop-qa__q" aria-hidden="true">
            Q
          </span>
          <span class="shop-qa__title">{q.title}</span>
          <time dateTime={q.published_at}>{dateOf(q.published_at)}</time>
        </summary>
        <div class="shop-qa__a">
          {error ? (
            <LoadError message={error} onRetry={load} />
          ) : answer === null ? (
            <Skeleton rows={2} />
          ) : (
            <RichText html={answer} />
          )}
        </div>
      </details>
    </li>
  );
}

/** 问答 (/shop/qa?id=): the shop's Q&A; each answer opens in place. */
export default function ShopQaPage() {
  const { id } = useShop();
  const [paging, setPaging] = useState({ id, page: 1 });
  const page = paging.id === id ? paging.page : 1;
  const setPage = (p: number) => setPaging({ id, page: p });
  const state = useApi(
    'merchant_article/get',
    id > 0 ? { merchant_id: id, nav: 2, page, limit: LIMIT } : null,
  );
  const items = state.data?.list ?? [];
  return (
    <div class="sf-container sf-page shop-page">
      <ShopSection title={t('shopNav.qa')} level={1}>
        {id > 0 && <ShopAsk shopId={id} />}
        {state.loading && !items.length ? (
          <Skeleton rows={6} />
        ) : state.error ? (
          <LoadError message={state.error} onRetry={state.reload} />
        ) : items.length ? (
          <>
            <ul class="shop-qas">
              {items.map((q) => (
                <Question key={q.id} shopId={id} q={q} />
              ))}
            </ul>
            <Pagination page={page} total={state.data?.total ?? 0} limit={LIMIT} onChange={setPage} />
          </>
        ) : (
          <EmptyState text={sh.noQa} compact />
        )}
      </ShopSection>
    </div>
  );
}
