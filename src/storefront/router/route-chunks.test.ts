import { afterEach, describe, expect, it } from 'vitest';
import { fetchRouteChunks, preloadRouteChunks, resetRouteChunks } from './route-chunks';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  resetRouteChunks();
  for (const l of document.head.querySelectorAll('link')) l.remove();
});

describe('route chunks: what a navigation preloads', () => {
  it("adds a modulepreload for each of the route's chunks, once", () => {
    resetRouteChunks({ '/help': ['/assets/a.js', '/assets/b.js'] });
    preloadRouteChunks('/help');
    preloadRouteChunks('/help');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('skips a chunk the HTML already preloads, and does nothing for a route it does not know', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/a.js">');
    resetRouteChunks({ '/help': ['/assets/a.js', '/assets/b.js'] });
    preloadRouteChunks('/help');
    preloadRouteChunks('/nowhere');
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('asks for the map once; before it arrives, or when asking fails, nothing is preloaded', async () => {
    const asked: string[] = [];
    const failing = (url: string) => {
      asked.push(url);
      return Promise.reject(new Error('offline'));
    };
    fetchRouteChunks(failing);
    fetchRouteChunks(failing);
    await Promise.resolve();
    preloadRouteChunks('/help');
    expect(asked).toEqual(['/route-chunks.json']);
    expect(preloads()).toEqual([]);
  });

  it('uses the map once it has arrived', async () => {
    fetchRouteChunks(async () => ({ '/help': ['/assets/c.js'] }));
    await new Promise((r) => setTimeout(r, 0));
    preloadRouteChunks('/help');
    expect(preloads()).toEqual(['/assets/c.js']);
  });
});
