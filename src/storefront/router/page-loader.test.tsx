import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../route-table';
import { main, openApp, resetApp, settle } from '../testing/render-app';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkReload,
  pageExists,
  reloadForChunkError,
} from './page-loader';

// the help page's chunk is "gone" (a deploy replaced the hashed files)
vi.mock('../pages/help/help-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/help-page-x1.js');
});

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('reloadForChunkError (at most once per 60 s)', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memory();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError({ now: t0, storage, reload })).toBe(true);
    expect(reloadForChunkError({ now: t0 + 1_000, storage, reload })).toBe(false);
    expect(reloadForChunkError({ now: t0 + CHUNK_RELOAD_WINDOW_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ now: t0 + CHUNK_RELOAD_WINDOW_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0 + CHUNK_RELOAD_WINDOW_MS));
  });

  it('never reloads without storage (it could not remember, and might loop)', () => {
    const reload = vi.fn();
    expect(reloadForChunkError({ storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a page chunk that fails to load', () => {
  const reload = vi.fn();
  const original = chunkReload.reload;
  beforeEach(() => {
    resetApp();
    sessionStorage.clear();
    reload.mockReset();
    chunkReload.reload = reload;
  });
  afterEach(() => {
    chunkReload.reload = original;
    vi.useRealTimers();
    resetApp();
  });

  it('reloads the page once; a second failure within 60 s shows the error page', async () => {
    await openApp('/help');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // while the page reloads, the loading state stays
    expect(document.querySelector('.sf-page-loading')).not.toBeNull();
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);

    // the reloaded page fails again
    await openApp('/help');
    await settle(() => !!document.querySelector('.sf-error-page'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(main()?.querySelector('.sf-error-page__code')?.textContent).toBe('500');
    expect(main()?.querySelector('h1')?.textContent).toBeTruthy();
  });

  it('reloads again once 60 s have passed', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_WINDOW_MS - 1));
    await openApp('/help');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('leaves the other pages alone', async () => {
    await openApp('/news');
    await settle(() => document.title.startsWith('内容资讯'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the route table', () => {
  it('names an existing page module for every route', async () => {
    for (const route of routes) expect(await pageExists(route), route.path).toBe(true);
    expect(await pageExists({ ...routes[0], page: 'home/no-such-page' })).toBe(false);
    // an area's pages are listed by its area module, not the entry's map
    const merchant = routes.find((r) => r.path === '/merchant')!;
    expect(await pageExists({ ...routes[0], page: merchant.page })).toBe(false);
  });
});
