/**
 * Build-only stand-in for wouter's `src/react-deps.js` (see vite.storefront.config.ts). The
 * original does `import * as React from 'react'` and reads a computed key from it, which
 * keeps every preact/compat export in the entry, and bundles the use-sync-external-store
 * shim that preact/compat already provides. Same exports, same behaviour.
 */
import { useLayoutEffect, useRef } from 'react';

export {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  forwardRef,
  isValidElement,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

export const useIsomorphicLayoutEffect = useLayoutEffect;
export const useInsertionEffect = useLayoutEffect;

/** wouter's useEvent: a stable function that calls the latest `fn`. */
export const useEvent = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) => {
  type Fn = (...args: A) => R;
  const ref: [Fn, Fn] = useRef<[Fn, Fn]>([fn, (...args: A): R => ref[0](...args)]).current;
  useInsertionEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};
