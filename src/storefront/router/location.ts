/**
 * The browser location for wouter, read through preact/compat's useSyncExternalStore. wouter's
 * own hooks go through the use-sync-external-store CJS shim, which under vitest requires the
 * real react; these behave the same (wouter patches pushState/replaceState to fire events).
 */
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';

const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'];

function subscribe(onChange: () => void): () => void {
  for (const e of EVENTS) addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) removeEventListener(e, onChange);
  };
}

const pathname = (): string => location.pathname;
const search = (): string => location.search;

/** wouter `hook`: [current pathname, navigate]. */
export const useBrowserPath = (): [string, typeof navigate] => [
  useSyncExternalStore(subscribe, pathname),
  navigate,
];

/** wouter `searchHook`: the current query string. */
export const useBrowserSearch = (): string => useSyncExternalStore(subscribe, search);
