import type { SearchType } from '../../core/api/contract/models';
import { emit } from './dom';
import { go, onSearchResultPage, searchUrl, storefrontUrl, widgetEnv } from './env';

export interface SearchDetail {
  keyword: string;
  type: SearchType;
}

export const parseSearchType = (value: unknown): SearchType => (value === 'merchant' ? 'merchant' : 'goods');

/**
 * Runs a search from a widget: a cancelable `tic-search` event, then by default the
 * storefront's result page. An empty keyword on that page goes back to /home;
 * elsewhere it does nothing. Returns whether a search ran.
 */
export function runSearch(container: HTMLElement | undefined, keyword: string, type: SearchType): boolean {
  const kw = keyword.trim();
  if (!kw) {
    if (onSearchResultPage()) widgetEnv.navigate(storefrontUrl('/home'));
    return false;
  }
  const detail: SearchDetail = { keyword: kw, type };
  if (emit(container, 'tic-search', detail, true)) void go(searchUrl(kw, type));
  return true;
}
