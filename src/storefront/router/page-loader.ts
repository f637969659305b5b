/**
 * Loads page chunks. Spec §4/§9: a failed page-chunk load (usually a deploy replaced the
 * hashed files) reloads the page, at most once per 60 seconds; the time of the last reload
 * is kept in sessionStorage so that it survives the reload itself.
 */
import type { ComponentType } from 'react';
import type { PageLoader } from '../routes';

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

const loaded = new Map<PageLoader, ComponentType>();
const pending = new Map<PageLoader, Promise<ComponentType>>();

/** The page component when its chunk is already here (no loading flash on revisits). */
export const loadedPage = (loader: PageLoader): ComponentType | undefined => loaded.get(loader);

/** Loads a page chunk once; concurrent callers share the promise, a failure may be retried. */
export function loadPage(loader: PageLoader): Promise<ComponentType> {
  let p = pending.get(loader);
  if (!p) {
    p = loader().then(
      (mod) => {
        loaded.set(loader, mod.default);
        return mod.default;
      },
      (error: unknown) => {
        pending.delete(loader);
        throw error;
      },
    );
    pending.set(loader, p);
  }
  return p;
}
