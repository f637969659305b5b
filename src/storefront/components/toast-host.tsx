import { useStore } from '@nanostores/react';
import { $toast } from '../../core';
import { lazyChunk, useLazyChunk } from './lazy-chunk';

/** The toast's code (toast-popover.tsx): no page shows one at first paint, so it arrives with the first. */
const popover = lazyChunk(() => import('./toast-popover'));

/**
 * The storefront's one toast (one at a time): every toast of core's $toast, whoever
 * caused it — the header's widget components show none of their own outside a shadow root.
 */
export function ToastHost() {
  const toast = useStore($toast);
  // once loaded it stays: it hides and shows the popover itself
  const Popover = useLazyChunk(popover, !!toast || !!popover.value);
  return (
    // the live region is always there, so a message added to it is announced
    <div role="status" aria-live="polite">
      {Popover && <Popover />}
    </div>
  );
}
