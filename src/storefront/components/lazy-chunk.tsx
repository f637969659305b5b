import { type ComponentType, useEffect, useState } from 'react';

/** A chunk loaded on demand and kept: its default export once it has arrived. */
export interface LazyChunk<T> {
  readonly value?: T;
  /** Starts the load (once; a failed load may be retried): resolves with the export, or undefined. */
  load(): Promise<T | undefined>;
}

export function lazyChunk<T>(importer: () => Promise<{ default: T }>): LazyChunk<T> {
  let pending: Promise<T | undefined> | undefined;
  const chunk: { value?: T; load(): Promise<T | undefined> } = {
    load: () =>
      (pending ??= importer().then(
        (m) => (chunk.value = m.default),
        () => {
          // a failed load leaves the part out; the next wish tries again
          pending = undefined;
          return undefined;
        },
      )),
  };
  return chunk;
}

/**
 * The chunk's export while `wanted` (truthy; loading it when it is), undefined until it has
 * arrived or when it failed to: the header's parts that need no room at first paint. A count
 * of wishes for `wanted` retries a failed load at the next wish.
 */
export function useLazyChunk<T>(chunk: LazyChunk<T>, wanted: boolean | number): T | undefined {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!wanted || chunk.value) return;
    let live = true;
    chunk.load().then((value) => live && value && arrived(1));
    return () => {
      live = false;
    };
  }, [chunk, wanted]);
  return wanted ? chunk.value : undefined;
}

/**
 * A widget component's part that shows only after an interaction (the mini cart's popover, the
 * account menu), as the storefront build serves it (vite.storefront.config.ts lazyWidgetParts):
 * its chunk loads once the page is idle after the first paint, so a first hover finds it here,
 * or at the latest when the part first renders, which shows nothing until then.
 */
export function lazyPart<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const chunk = lazyChunk(importer);
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  const preload = () => idle(() => void chunk.load());
  if (typeof document !== 'undefined')
    if (document.readyState === 'complete') preload();
    else addEventListener('load', preload, { once: true });
  return function LazyPart(props: P) {
    const Part = useLazyChunk(chunk, true);
    return Part ? <Part {...props} /> : null;
  };
}
