import { useLocation } from 'wouter';
import { ArticleRows } from '../../components/article/article-rows';
import { ContentHero } from '../../components/article/content-hero';
import { w } from '../../components/article/content-strings';
import { EmptyState } from '../../components/empty-state';
import { KeywordSearch } from '../../components/keyword-search';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { HelpTree, helpUrl, StillNeedHelp } from './help-tree';

const LIMIT = 10;

/** 帮助中心: the search box, the category tree, and the matching help articles. */
export default function HelpPage() {
  const [, navigate] = useLocation();
  const query = useQuery();
  const category = intParam(query, 'category_id');
  const keyword = (query.get('keyword') ?? '').trim().slice(0, 50);
  const filters = { category_id: category ?? undefined, keyword: keyword || undefined };
  const { state, list, ref, pager } = usePagedList('help/get', filters, LIMIT);
  const cat = category ? String(category) : '';
  return (
    <div class="sf-container sf-ct">
      <ContentHero channel="help" title={w.help} text={w.helpText}>
        <KeywordSearch
          className="sf-ct-search"
          buttonClass="sf-btn sf-btn--light"
          value={keyword}
          placeholder={w.helpPlaceholder}
          label={w.helpSearch}
          button={w.search}
          onSearch={(k) => navigate(helpUrl(cat, k))}
        />
      </ContentHero>
      <div class="sf-ct-cols sf-ct-cols--left">
        <aside class="sf-ct-aside">
          <HelpTree value={cat} onChange={(v) => navigate(helpUrl(v, keyword), { replace: true })} />
          <StillNeedHelp />
        </aside>
        <div ref={ref} class="sf-panel sf-ct-main">
          <p class="sf-ct-count">
            {keyword ? `${fill(w.searchResult, { q: keyword })} · ` : ''}
            {state.data ? fill(w.total, { n: state.data.total }) : ''}
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
          <ListBody
            state={state}
            count={list.length}
            skeleton={<Skeleton rows={8} />}
            empty={<EmptyState text={w.noHelp} />}
          >
            <ArticleRows items={list} href={(id) => href('/help/detail', { id })} />
          </ListBody>
          {pager}
        </div>
      </div>
    </div>
  );
}
