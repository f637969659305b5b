import { useStore } from '@nanostores/react';
import { render } from 'preact';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { $session, adoptHandoff, api, loadConfig, showToast, startUserLists, t } from '../core';
import { ErrorBoundary } from './components/error-boundary';
import { describeRoute } from './components/page-meta';
import { PageLoading } from './components/skeleton';
import { ToastHost } from './components/toast-host';
import { firstEnvelope } from './first-screen';
import { DefaultLayout } from './layouts/default-layout';
import ErrorPage, { errorProps } from './pages/system/error-page';
import NotFoundPage from './pages/system/not-found-page';
import { useBrowserPath, useBrowserSearch } from './router/location';
import { adoptWidgetNavigation, aroundNav, go, onDocumentClick } from './router/navigation';
import { loadAreaOf, loadedPage, loadPage, reloadForChunkError } from './router/page-loader';
import { fetchRouteChunks, preloadRouteChunks } from './router/route-chunks';
import {
  findRoute,
  guardPath,
  href,
  isHomePath,
  type LayoutName,
  normalizePath,
  pendingArea,
  type RouteDef,
} from './routes';
import { s } from './strings';

/** Page-view analytics (router/page-view.ts), loaded with the first page view it reports. */
const pageViews = () => import('./router/page-view');

export const pageTitle = (name: string): string => `${name} - ${t('common.siteName')}`;

/** One page chunk: the loading state while it arrives, the chunk reload guard if it fails. */
function RoutePage({ route, resetKey }: { route: RouteDef; resetKey: string }) {
  const [Page, setPage] = useState(() => loadedPage(route));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Page) return;
    let live = true;
    loadPage(route).then(
      (C) => live && setPage(() => C),
      (e: unknown) => {
        // reload at most once per 60 s; while it reloads the loading state stays
        if (live && !reloadForChunkError()) setFailure(e ?? new Error(t('error.default')));
      },
    );
    return () => {
      live = false;
    };
  }, [Page, route]);

  if (failure) return <ErrorPage {...errorProps(failure)} />;
  if (!Page) return <PageLoading />;
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(e) => <ErrorPage {...errorProps(e)} />}>
      <Page />
    </ErrorBoundary>
  );
}

type Frame = ComponentType<{ path: string; children?: ReactNode }>;

/**
 * Layouts only some pages use are chunks of their own (the entry has a size budget): the slim
 * frame of login, register and find password, the shop
 * frame (banner, follow, shop nav), the buyer account frame and the expert and merchant frames (side menus). The build
 * lists a route's layout chunk with its page (first-screen.json), so both preload together.
 */
const slimFrame = () => import('./layouts/slim-layout');
const frameLoaders: Partial<Record<LayoutName, () => Promise<{ default: Frame }>>> = {
  login: slimFrame,
  register: slimFrame,
  findpass: slimFrame,
  shop: () => import('./layouts/shop-layout'),
  account: () => import('./layouts/account-layout'),
  expert: () => import('./layouts/expert-layout'),
  merchant: () => import('./layouts/merchant-layout'),
  admin: () => import('./layouts/admin-layout'),
};
const frames = new Map<LayoutName, Frame>();

/** Loads a frame once and keeps it, so later pages with that layout render it at once. */
const loadFrame = (layout: LayoutName): Promise<Frame> | undefined =>
  frameLoaders[layout]?.().then((m) => {
    frames.set(layout, m.default);
    return m.default;
  });

/** A lazily loaded layout around the page; the page chunk loads beside it. */
function LazyFrame({
  route,
  path,
  fallback = <PageLoading />,
  children,
}: {
  route: RouteDef;
  path: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [Loaded, setLoaded] = useState(() => frames.get(route.layout));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    loadPage(route).catch(() => {}); // RoutePage reports its own failure
    loadFrame(route.layout)?.then(
      (frame) => live && setLoaded(() => frame),
      (e: unknown) => live && !reloadForChunkError() && setFailure(e ?? new Error(t('error.default'))),
    );
    return () => {
      live = false;
    };
  }, [Loaded, route]);
  if (failure) return <ErrorPage {...errorProps(failure)} />;
  return Loaded ? <Loaded path={path}>{children}</Loaded> : fallback;
}

function Layout({
  route,
  path,
  bare,
  children,
}: {
  route: RouteDef | undefined;
  path: string;
  /** Without the storefront's chrome (the console while its rows arrive). */
  bare?: boolean;
  children: ReactNode;
}) {
  if (bare) return <>{children}</>;
  switch (route?.layout) {
    case 'login':
    case 'register':
    case 'findpass':
      return (
        // keyed by frame: another top-level frame (the shop's, the console's) is not this one
        <LazyFrame key="slim" route={route} path={path}>
          {children}
        </LazyFrame>
      );
    case 'shop':
      return (
        // while the shop frame arrives the header stays where it is
        <LazyFrame
          key="shop"
          route={route}
          path={path}
          fallback={
            <DefaultLayout path={path}>
              <PageLoading />
            </DefaultLayout>
          }
        >
          {children}
        </LazyFrame>
      );
    case 'account':
    case 'expert':
    case 'merchant':
      return (
        <DefaultLayout path={path}>
          <LazyFrame key={route.layout} route={route} path={path}>
            {children}
          </LazyFrame>
        </DefaultLayout>
      );
    case 'admin':
      // the operator console has its own chrome: no storefront header, cart or footer
      return (
        <LazyFrame key="admin" route={route} path={path}>
          {children}
        </LazyFrame>
      );
    default:
      return (
        <DefaultLayout path={path} home={isHomePath(path)}>
          {children}
        </DefaultLayout>
      );
  }
}

/** Matches the location against the table, applies the guard, sets the title, renders. */
function Shell() {
  const [rawPath] = useLocation();
  const search = useSearch();
  const session = useStore($session);
  const path = normalizePath(rawPath);
  // an area's rows arrive with the area: until then its guard is not known (loading state)
  const [, areaArrived] = useState(0);
  const [areaFailure, setAreaFailure] = useState<unknown>(null);
  const pending = pendingArea(path);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    preloadRouteChunks(path);
    loadAreaOf(path)?.then(
      () => live && areaArrived((n) => n + 1),
      (e: unknown) => live && !reloadForChunkError() && setAreaFailure(e ?? new Error(t('error.default'))),
    );
    return () => {
      live = false;
    };
  }, [pending, path]);
  const decision = pending
    ? ({ action: 'allow' } as const)
    : guardPath(search ? `${rawPath}?${search}` : rawPath, session);
  const redirectTo = decision.action === 'redirect' ? decision.to : '';
  const warn = decision.action === 'redirect' ? (decision.warn ?? '') : '';
  const route = redirectTo || pending ? undefined : findRoute(path);
  const waiting = !!pending || !!redirectTo;

  // first load, back/forward and a session change meet the same guard as links
  useEffect(() => {
    if (!redirectTo) return;
    if (warn) showToast(warn, 'warning');
    browserNavigate(redirectTo, { replace: true });
  }, [redirectTo, warn]);

  // a layout effect: a page's own useEffect title (a goods name) runs later and wins
  const name = route ? route.title : t('error.notFound');
  const described = route?.path ?? '';
  useLayoutEffect(() => {
    if (waiting) return;
    document.title = pageTitle(name);
    describeRoute(described);
  }, [name, described, waiting]);
  // one page view per page shown (analytics), after its title is set
  const shownPath = waiting ? '' : `${rawPath}${search ? `?${search}` : ''}`;
  useEffect(() => {
    // analytics wait for nothing on screen: their code arrives after the first render
    if (shownPath) void pageViews().then((m) => m.reportPageView(shownPath));
  }, [shownPath]);

  useEffect(() => {
    if (typeof window.scrollTo === 'function' && !location.hash) window.scrollTo(0, 0);
  }, [path]);

  if (areaFailure) return <ErrorPage {...errorProps(areaFailure)} />;
  // the same Layout as once the rows are here, so the header stays mounted meanwhile
  if (pending)
    return (
      <Layout route={undefined} path={path} bare={pending === 'admin'}>
        <PageLoading />
      </Layout>
    );
  if (redirectTo) return null;
  return (
    <Layout route={route} path={path}>
      {route ? <RoutePage key={route.path} route={route} resetKey={`${path}?${search}`} /> : <NotFoundPage />}
    </Layout>
  );
}

/**
 * wouter in history mode with every navigation through the guard. Pages rendered alone (in a
 * test) go inside it too, so their links and useSearch behave as in the app.
 */
export const StorefrontRouter = ({ children }: { children: ReactNode }) => (
  <Router hook={useBrowserPath} searchHook={useBrowserSearch} aroundNav={aroundNav}>
    {children}
  </Router>
);

/** The storefront. */
export function App() {
  return (
    <StorefrontRouter>
      <a class="sf-skip" href="#sf-main">
        {s.skipToMain}
      </a>
      <Shell />
      <ToastHost />
    </StorefrontRouter>
  );
}

let started = false;

/** Wires core to the router once: -2 → /login, the user's lists, the config, SPA links. */
export function startStorefront(): void {
  if (started) return;
  started = true;
  // a refused call (-2) sends the visitor to log in and back to where they were
  api.configure({
    onLoginRequired: () => go(href('/login', { redirect: location.pathname + location.search })),
    firstAnswer: firstEnvelope,
  });
  adoptWidgetNavigation();
  document.addEventListener('click', onDocumentClick);
  startUserLists();
  void loadConfig();
}

/**
 * Starts loading the first page: its area's rows when it has an area (its guard, title and page
 * module), then its chunk and its lazy frame. The promise settles once the frame is here (or
 * at once without one): a page in a lazy frame (shop, account) waits for it, preloaded with the
 * HTML, since rendering without it first would move the whole page when it arrives.
 */
export function firstPageReady(): Promise<unknown> | undefined {
  const start = (): Promise<unknown> | undefined => {
    const route = findRoute(location.pathname);
    if (route) loadPage(route).catch(() => {}); // RoutePage shows a failure itself
    return route && loadFrame(route.layout);
  };
  const area = loadAreaOf(location.pathname);
  return area ? area.then(start, () => {}) : start();
}

/**
 * Starts the app. The first page's chunk (preloaded by the HTML when the server wrote it) starts
 * loading before the first render; the shell renders at once and the page in a task of its
 * own when the chunk is here, so neither blocks the main thread for long.
 */
export function mountStorefront(root: HTMLElement): void {
  startStorefront();
  const frame = firstPageReady();
  // Arriving from a partner site with a login code in the fragment, the route guard
  // decides once the code became the session, so /shopcar opens logged in
  const wait = location.hash.includes('tic_code=') ? Promise.all([frame, adoptHandoff()]) : frame;
  if (wait) wait.catch(() => {}).finally(() => render(<App />, root));
  else render(<App />, root);
  // what later navigations preload, asked for once the first page has had its turn
  addEventListener('load', () => setTimeout(fetchRouteChunks, 500), { once: true });
}
