import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** Which UI should show it; the storefront shows every toast, a widget only its own. */
  owner?: string;
}

/** Only one toast at a time; a new one replaces the current one. */
export const $toast = atom<Toast | null>(null);

export const TOAST_DURATION_MS = 3000;

let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  message: string,
  kind: ToastKind = 'success',
  opts: { owner?: string; duration?: number } = {},
): Toast {
  const toast: Toast = { id: ++seq, message, kind, owner: opts.owner };
  clearTimeout(timer);
  $toast.set(toast);
  timer = setTimeout(() => hideToast(toast.id), opts.duration ?? TOAST_DURATION_MS);
  return toast;
}

/** Hides the current toast, or only toast `id` when given (a late timer must not hide a newer one). */
export function hideToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(timer);
    $toast.set(null);
  }
}
