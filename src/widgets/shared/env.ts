import type { SearchType } from '../../core/api/contract/models';
// type only: the widgets link to the storefront's pages and the compiler checks the paths
import type { WidgetLink } from '../../core/rules/widget-links';

/**
 * Where the widgets send people. Set at load from the script tag (index.ts) and by
 * TicWidgets.configure; `navigate` is replaceable so tests can watch it.
 */
export const widgetEnv: {
  storefront: string;
  navigate(url: string): void;
  /** How a page of another origin signs in and links into the storefront (across.ts, bundle only). */
  across?: Across;
} = {
  storefront: typeof location === 'undefined' ? '' : location.origin,
  navigate(url: string): void {
    location.href = url;
  },
};

/** Across origins (widgets on another site); the storefront, which renders them too, has none. */
export interface Across {
  foreign(): boolean;
  /** `?redirect=…` for the login page, or ''. */
  loginQuery(): string;
  go(url: string): Promise<void>;
  link(e: MouseEvent): void;
}

const storefrontBase = (): string => widgetEnv.storefront.replace(/\/+$/, '');

/** A storefront page's address; the path is one of the route table's (checked when compiling). */
export const storefrontUrl = (path: WidgetLink, search = ''): string => `${storefrontBase()}${path}${search}`;

/** Images the API names by path live on the marketplace's origin, not the host page's. */
export const assetUrl = (src: string): string =>
  src.startsWith('/') && !src.startsWith('//') ? storefrontBase() + src : src;

/**
 * The search result page, STOREFRONT/searchResult?skw=…&stype=…, never with the session
 * token: on the storefront's own origin the page shares the login already, and from another one
 * the login goes along as a single-use code (see go()). An address holding a token would outlive the
 * visit in history, logs and the performance entries any script on the page can read.
 */
export function searchUrl(keyword: string, type: SearchType): string {
  return storefrontUrl('/searchResult', `?${new URLSearchParams({ skw: keyword, stype: type })}`);
}

/** True when this page is the storefront's search result page. */
export function onSearchResultPage(): boolean {
  if (typeof location === 'undefined') return false;
  return `${location.origin}${location.pathname}`.replace(/\/+$/, '') === storefrontUrl('/searchResult');
}

/** The storefront's login; from another origin with this page as the address to come back to. */
export const loginUrl = (): string => storefrontUrl('/login', widgetEnv.across?.loginQuery());

export const goToLogin = (): void => widgetEnv.navigate(loginUrl());

/** Goes to a page; into the storefront from another origin the login goes along (across.ts). */
export const go = (url: string): unknown =>
  widgetEnv.across ? widgetEnv.across.go(url) : widgetEnv.navigate(url);

/** A click on a widget's link: from another origin a link into the storefront carries the login. */
export const onLinkClick = (e: MouseEvent): void => widgetEnv.across?.link(e);
