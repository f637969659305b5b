/**
 * Loads page chunks. A failed page-chunk load (usually a deploy replaced the
 * hashed files) reloads the page, at most once per 60 seconds; the time of the last reload
 * is kept in sessionStorage so that it survives the reload itself.
 */
import { pages as mainRowPages } from 'virtual:route-pages/main';
import type { ComponentType } from 'react';
import { prefetchApi } from '../components/prefetch-api';
import { firstCalls } from '../first-screen';
import { type AreaName, addAreaRows, areaOf, pendingArea, type RouteDef, type RouteRow } from '../routes';
import { preloadRouteChunks } from './route-chunks';

export type PageModule = { default: ComponentType };
/** Page modules by file (`../pages/<area>/<name>-page.tsx`), as import.meta.glob gives them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

export const CHUNK_RELOAD_KEY = 'tic_chunk_reload_at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** How the page reloads; replaceable so tests can watch it. */
export const chunkReload = { reload: (): void => location.reload() };

export interface ReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
}

const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * Reloads the page unless it already did so in the last 60 s. Returns true when it reloads
 * (the caller keeps showing the loading state), false when the error should be shown.
 */
export function reloadForChunkError({
  now = Date.now(),
  storage = session(),
  reload = () => chunkReload.reload(),
}: ReloadDeps = {}): boolean {
  // without storage a reload could loop: show the error instead
  if (!storage) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (last && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * The main rows' page modules (routes.ts `mainRoutes`), each its own chunk, by
 * `<area>/<name>-page` (the route table's `page`), written from those rows by the build
 * (vite.shared.ts routePages). The areas' pages are listed in their area modules
 * (route-areas/<area>-area.ts), which bring their rows too: the entry lists none of them.
 * A test checks that each route finds its page where its area says.
 */
const mainPages: PageModules = mainRowPages;
const moduleKey = (page: string): string => `../pages/${page}.tsx`;

interface AreaModule {
  rows: readonly RouteRow[];
  pages: PageModules;
}
/** The areas of routes.ts `AREAS`, each one chunk with its rows and its pages' map. */
const areaModules: Record<AreaName, () => Promise<AreaModule>> = {
  account: () => import('../route-areas/account-area'),
  expert: () => import('../route-areas/expert-area'),
  merchant: () => import('../route-areas/merchant-area'),
  admin: () => import('../route-areas/admin-area'),
  site: () => import('../route-areas/site-area'),
};
const areaPages = new Map<AreaName, PageModules>();
const areaPending = new Map<AreaName, Promise<PageModules>>();

/**
 * Loads an area's module once (its rows join the table's lookups, its pages' map the loader);
 * concurrent callers share the promise, a failure may be retried.
 */
export function loadArea(area: AreaName): Promise<PageModules> {
  const done = areaPages.get(area);
  if (done) return Promise.resolve(done);
  let p = areaPending.get(area);
  if (!p) {
    p = areaModules[area]().then(
      (m) => {
        addAreaRows(area, m.rows); // done by the rows' module already; said here for clarity
        areaPages.set(area, m.pages);
        return m.pages;
      },
      (error: unknown) => {
        areaPending.delete(area);
        throw error;
      },
    );
    areaPending.set(area, p);
  }
  return p;
}

/** Loads the area of a location path when its rows are not here yet (the first load, a link). */
export function loadAreaOf(rawPath: string): Promise<unknown> | undefined {
  const area = pendingArea(rawPath);
  return area && loadArea(area);
}

/** The page modules a route's page is among: the main ones, or its area's. */
const pagesOf = (route: RouteRow): PageModules | Promise<PageModules> => {
  const area = areaOf(route.path);
  return area ? loadArea(area) : mainPages;
};

/** Whether the route table's `page` names a page module (a table test checks every route). */
export async function pageExists(route: RouteRow): Promise<boolean> {
  return !!route.page && moduleKey(route.page) in (await pagesOf(route));
}

const loaded = new Map<string, ComponentType>();
const pending = new Map<string, Promise<ComponentType>>();

/** The page component when its chunk is already here (no loading flash on revisits). */
export const loadedPage = (route: RouteDef): ComponentType | undefined => loaded.get(route.page);

/**
 * Loads a page chunk once; concurrent callers share the promise, a failure may be retried.
 * On the chunk's first load the page's first calls start beside it (their answers wait in
 * use-api for the page to take them), so the data does not wait for the chunk.
 */
export function loadPage(
  route: RouteDef,
  search = globalThis.location?.search ?? '',
): Promise<ComponentType> {
  const { page } = route;
  let p = pending.get(page);
  if (!p) {
    for (const [id, params] of firstCalls(route, search)) prefetchApi(id, params);
    preloadRouteChunks(route.path);
    p = Promise.resolve(pagesOf(route))
      .then((pages) => {
        const load = pages[moduleKey(page)];
        if (!load) throw new Error(`no page module ${page}`);
        return load();
      })
      .then(
        (mod) => {
          loaded.set(page, mod.default);
          return mod.default;
        },
        (error: unknown) => {
          pending.delete(page);
          throw error;
        },
      );
    pending.set(page, p);
  }
  return p;
}
