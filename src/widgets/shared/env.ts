import type { SearchType } from '../../core/api/contract/models';
import { $session } from '../../core/stores/session/state';
// type only: the widgets link to the storefront's pages and the compiler checks the paths
import type { RoutePath } from '../../storefront/routes';

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

const storefrontBase = (): string => widgetEnv.storefront.replace(/\/+$/, '');

/** A storefront page's address; the path is one of the route table's (checked when compiling). */
export const storefrontUrl = (path: RoutePath, search = ''): string => `${storefrontBase()}${path}${search}`;

/** Images the API names by path live on the marketplace's origin, not the host page's. */
export const assetUrl = (src: string): string =>
  src.startsWith('/') && !src.startsWith('//') ? storefrontBase() + src : src;

/** DESIGN §5: STOREFRONT/searchResult?skw=…&stype=…&t=TOKEN (t only when logged in). */
export function searchUrl(keyword: string, type: SearchType): string {
  const q = new URLSearchParams({ skw: keyword, stype: type });
  const { token } = $session.get();
  if (token) q.set('t', token);
  return storefrontUrl('/searchResult', `?${q}`);
}

/** True when this page is the storefront's search result page. */
export function onSearchResultPage(): boolean {
  if (typeof location === 'undefined') return false;
  return `${location.origin}${location.pathname}`.replace(/\/+$/, '') === storefrontUrl('/searchResult');
}

export const goToLogin = (): void => widgetEnv.navigate(storefrontUrl('/login'));
