import type { SearchType } from '../../core/api/contract/models';
import { $session } from '../../core/stores/session/state';

/**
 * Where the widgets send people. Set at load from the script tag (index.ts) and by
 * TicWidgets.configure; `navigate` is replaceable so tests can watch it.
 */
export const widgetEnv = {
  storefront: typeof location === 'undefined' ? '' : location.origin,
  navigate(url: string): void {
    location.href = url;
  },
};

export const storefrontUrl = (path: string): string => `${widgetEnv.storefront.replace(/\/+$/, '')}${path}`;

/** Images the API names by path live on the marketplace's origin, not the host page's. */
export const assetUrl = (src: string): string =>
  src.startsWith('/') && !src.startsWith('//') ? storefrontUrl(src) : src;

/** DESIGN §5: STOREFRONT/searchResult?skw=…&stype=…&t=TOKEN (t only when logged in). */
export function searchUrl(keyword: string, type: SearchType): string {
  const q = new URLSearchParams({ skw: keyword, stype: type });
  const { token } = $session.get();
  if (token) q.set('t', token);
  return storefrontUrl(`/searchResult?${q}`);
}

/** True when this page is the storefront's search result page. */
export function onSearchResultPage(): boolean {
  if (typeof location === 'undefined') return false;
  return `${location.origin}${location.pathname}`.replace(/\/+$/, '') === storefrontUrl('/searchResult');
}

export const goToLogin = (): void => widgetEnv.navigate(storefrontUrl('/login'));
