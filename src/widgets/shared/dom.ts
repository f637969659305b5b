import { useRef } from 'react';

/** What r2wc passes every widget: its open shadow root (typed by r2wc as HTMLElement). */
export interface WidgetBaseProps {
  container?: HTMLElement;
}

export const shadowOf = (container: HTMLElement | undefined): ShadowRoot | null =>
  container && 'host' in container ? (container as unknown as ShadowRoot) : null;

export const hostOf = (container: HTMLElement | undefined): HTMLElement | null =>
  (shadowOf(container)?.host as HTMLElement | undefined) ?? container ?? null;

/**
 * Dispatches a `tic-` event from the custom element: it bubbles and crosses shadow
 * boundaries. Returns false when a listener called preventDefault().
 */
export function emit<T>(
  container: HTMLElement | undefined,
  name: string,
  detail: T,
  cancelable = false,
): boolean {
  const host = hostOf(container);
  if (!host) return true;
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

let ownerSeq = 0;

/** A stable id per widget instance, naming it as the owner of the toasts its actions cause. */
export function useOwnerId(tag: string): string {
  const ref = useRef('');
  if (!ref.current) ref.current = `${tag}#${++ownerSeq}`;
  return ref.current;
}
