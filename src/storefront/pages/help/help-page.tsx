import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { EmptyState, LoadError } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { Skeleton } from '../../components/skeleton';
import { listOf, totalOf, useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { intParam, usePage, useQuery, useScrollTop } from '../check/hooks';
import { type Article, ArticleRows, ContentHero } from '../news/article-kit';
import { w } from '../news/content-strings';
import { HelpTree, helpUrl, StillNeedHelp } from './help-tree';

const LIMIT = 10;

/** 帮助中心: the search box, the category tree, and the matching help articles. */
export default function HelpPage() {
  const [, navigate] = useLocation();
  const query = useQuery();
  const category = intParam(query, 'category_id');
  const keyword = (query.get('keyword') ?? '').trim().slice(0, 50);
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const filters = { category_id: category ?? undefined, keyword: keyword || undefined };
  const [page, setPage] = usePage(JSON.stringify(filters));
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  const state = useApi('help/get', { ...filters, page, limit: LIMIT });
  const list = listOf<Article>(state.data);
  const cat = category ? String(category) : '';
  return (
    <div class="sf-container sf-ct">
      <ContentHero channel="help" title={w.help} text={w.helpText}>
        <form
          class="sf-ct-search"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(helpUrl(cat, draft.trim()));
          }}
        >
          <input
            type="search"
            value={draft}
            maxLength={50}
            placeholder={w.helpPlaceholder}
            aria-label={w.helpSearch}
            onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          />
          <button type="submit" class="sf-btn sf-btn--light">
            {w.search}
          </button>
        </form>
      </ContentHero>
      <div class="sf-ct-cols sf-ct-cols--left">
        <aside class="sf-ct-aside">
          <HelpTree value={cat} onChange={(v) => navigate(helpUrl(v, keyword), { replace: true })} />
          <StillNeedHelp />
        </aside>
        <div ref={ref} class="sf-panel sf-ct-main">
          <p class="sf-ct-count">
            {keyword ? `${fill(w.searchResult, { q: keyword })} · ` : ''}
            {state.data ? fill(w.total, { n: totalOf(state.data) }) : ''}
            {keyword && (
              <button
                type="button"
                class="sf-btn sf-btn--ghost sf-btn--sm sf-ct-clear"
                onClick={() => navigate(helpUrl(cat, ''), { replace: true })}
              >
                {w.clearSearch}
              </button>
            )}
          </p>
          {state.loading && !state.data ? (
            <Skeleton rows={8} />
          ) : state.error ? (
            <LoadError message={state.error} onRetry={state.reload} />
          ) : list.length ? (
            <ArticleRows items={list} href={(id) => `/help/detail?id=${id}`} />
          ) : (
            <EmptyState text={w.noHelp} />
          )}
          <Pagination
            page={page}
            total={totalOf(state.data)}
            limit={LIMIT}
            onChange={(p) => {
              setPage(p);
              scrollTop();
            }}
          />
        </div>
      </div>
    </div>
  );
}
