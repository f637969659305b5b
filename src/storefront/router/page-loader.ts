/**
 * Loads page chunks. Spec §4/§9: a failed page-chunk load (usually a deploy replaced the
 * hashed files) reloads the page, at most once per 60 seconds; the time of the last reload
 * is kept in sessionStorage so that it survives the reload itself.
 */
import type { ComponentType } from 'react';
import { prefetchApi } from '../components/use-api';
import { firstCalls } from '../first-screen';
import type { RouteDef } from '../routes';
import { preloadRouteChunks } from './route-chunks';

type PageModule = { default: ComponentType };

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

/** Every page module, each its own chunk, by `<area>/<name>-page` (the route table's `page`). */
const modules = import.meta.glob<PageModule>(['../pages/*/*-page.tsx', '!../pages/system/*']);
const moduleKey = (page: string): string => `../pages/${page}.tsx`;

/** Whether the route table's `page` names a page module (a table test checks every route). */
export const pageExists = (page: string): boolean => moduleKey(page) in modules;

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
    const load = modules[moduleKey(page)];
    if (!load) return Promise.reject(new Error(`no page module ${page}`));
    for (const [id, params] of firstCalls(route, search)) prefetchApi(id, params);
    preloadRouteChunks(route.path);
    p = load().then(
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
