import type { SearchType } from '../../core/api/contract/models';
import { handoffUrl } from '../../core/stores/session/handoff';
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

/** The page is on another origin than the storefront: a partner site (DESIGN §5, across origins). */
export const foreign = (): boolean => new URL(storefrontBase(), location.href).origin !== location.origin;

/**
 * DESIGN §5: STOREFRONT/searchResult?skw=…&stype=…&t=TOKEN (t only when logged in, and only from
 * the storefront's own origin: from another one the login goes along as a code, see go()).
 */
export function searchUrl(keyword: string, type: SearchType): string {
  const q = new URLSearchParams({ skw: keyword, stype: type });
  const { token } = $session.get();
  if (token && !foreign()) q.set('t', token);
  return storefrontUrl('/searchResult', `?${q}`);
}

/** True when this page is the storefront's search result page. */
export function onSearchResultPage(): boolean {
  if (typeof location === 'undefined') return false;
  return `${location.origin}${location.pathname}`.replace(/\/+$/, '') === storefrontUrl('/searchResult');
}

/** The storefront's login; from another origin with this page as the address to come back to. */
export const loginUrl = (): string =>
  storefrontUrl(
    '/login',
    foreign() ? `?${new URLSearchParams({ redirect: location.href.split('#')[0] })}` : '',
  );

export const goToLogin = (): void => widgetEnv.navigate(loginUrl());

/**
 * Goes to a page; into the storefront from another origin a logged-in visitor's login goes
 * along as a single-use code in the fragment (DESIGN §5), so they arrive logged in.
 */
export async function go(url: string): Promise<void> {
  if ($session.get().token && foreign() && url.startsWith(storefrontBase())) {
    url = await handoffUrl(url).catch(() => url);
  }
  widgetEnv.navigate(url);
}

/** A plain click on a widget's link goes through go() (new tabs and windows stay links). */
export function onLinkClick(e: MouseEvent): void {
  const a = (e.target as Element).closest('a');
  if (
    a &&
    !a.target &&
    !e.button &&
    !(e.ctrlKey || e.metaKey || e.shiftKey) &&
    $session.get().token &&
    foreign()
  ) {
    e.preventDefault();
    void go(a.href);
  }
}
