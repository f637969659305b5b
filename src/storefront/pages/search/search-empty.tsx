import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $hotWords, loadHotWords } from '../../../core';
import { EmptyState } from '../../components/empty-state';
import { href } from '../../routes';
import { type SearchState, stateUrl } from './search-params';
import { sw } from './search-words';

const SUGGESTIONS = 10;

/** No results (or no keyword): what went wrong, and the hot words as ready-made searches. */
export function SearchEmpty({ state }: { state: SearchState }) {
  const words = useStore($hotWords)[state.type] ?? [];
  useEffect(() => {
    void loadHotWords(state.type);
  }, [state.type]);
  const text = !state.keyword
    ? sw('searchResult.noKeyword')
    : sw(state.type === 'merchant' ? 'searchResult.emptyMerchant' : 'searchResult.emptyGoods', {
        keyword: state.keyword,
      });
  return (
    <EmptyState text={text}>
      {state.keyword && <p class="sr-empty__hint">{sw('searchResult.emptyHint')}</p>}
      {words.length > 0 && (
        <div class="sr-empty__words">
          <h2>{sw('searchResult.tryThese')}</h2>
          <ul>
            {words.slice(0, SUGGESTIONS).map((w) => (
              <li key={w.id}>
                <Link
                  class="sr-pill"
                  href={stateUrl({ keyword: w.keyword, type: state.type, sid: 0, sort: 'default', page: 1 })}
                >
                  {w.keyword}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link href={href('/home')} class="sf-btn sf-btn--ghost sf-btn--sm">
        {sw('searchResult.backHome')}
      </Link>
    </EmptyState>
  );
}
