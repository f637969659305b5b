/**
 * Every storefront navigation goes through `guardedNavigate`: the route table's guard decides
 * (core/rules/route-guard.ts), a refusal shows its warning toast and goes where the guard says. The router's
 * aroundNav, `go()` for code outside components, the API's login redirect, the widget
 * components' links and searches, and plain same-origin <a> clicks all end here.
 */
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { $session, showToast } from '../../core';
import { widgetEnv } from '../../widgets/shared/env';
import { guardPath, type Href } from '../routes';

export interface NavOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, opts?: NavOptions) => void;

/** Applies the route guard to `to`, then navigates with `nav` (wouter's, or the browser's). */
export function guardedNavigate(nav: Navigate, to: string, opts?: NavOptions): void {
  const decision = guardPath(to, $session.get());
  if (decision.action === 'redirect') {
    if (decision.warn) showToast(decision.warn, 'warning');
    nav(decision.to, opts);
  } else {
    nav(to, opts);
  }
}

/** Navigates within the SPA from anywhere (stores, the API client, event handlers); see href(). */
export const go = (to: Href, opts?: NavOptions): void => guardedNavigate(browserNavigate, to, opts);
/** Navigates to an address that came as data (a clicked link, a widget's URL). */
const goTo = (path: string): void => guardedNavigate(browserNavigate, path);

/** wouter Router option: links and useLocation()'s navigate pass the same guard. */
export const aroundNav = (nav: Navigate, to: string, opts?: NavOptions): void =>
  guardedNavigate(nav, to, opts);

/** Same-origin page URLs the SPA renders itself (not files, the API, or the demo pages). */
export function spaPath(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  // the server's own pages: the API, widgets, files, and the simulated providers' pages
  if (
    /^\/(api|widgets|demo|images|sim|files|notify)(\/|$)/.test(url.pathname) ||
    /\.[a-z0-9]+$/i.test(url.pathname)
  ) {
    return null;
  }
  return url.pathname + url.search + url.hash;
}

/**
 * A same-origin <a> click (rich text, the widget components' links) becomes an SPA
 * navigation. Links with a target, a download, a modifier key or a handled click stay native.
 */
export function onDocumentClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.('a');
  if (!a?.hasAttribute('href') || a.hasAttribute('download')) return;
  if (a.target && a.target !== '_self') return;
  const path = spaPath(a.href);
  if (path === null) return;
  // a link to this very page's anchor is the browser's job
  const here = location.pathname + location.search;
  if (path.includes('#') && path.split('#')[0] === here) return;
  e.preventDefault();
  goTo(path);
}

/**
 * The widget components search and link through widgetEnv; in the storefront they stay in
 * the SPA. The result page needs no `t=` token here: the storefront shares the session.
 */
export function adoptWidgetNavigation(): void {
  widgetEnv.storefront = location.origin;
  widgetEnv.navigate = (url: string) => {
    const path = spaPath(url);
    if (path === null) {
      location.href = url;
      return;
    }
    const u = new URL(path, location.origin);
    if (u.pathname === '/searchResult') u.searchParams.delete('t');
    goTo(u.pathname + u.search + u.hash);
  };
}
