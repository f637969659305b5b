import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $toast, hideToast, t } from '../../core';

/**
 * The storefront's one toast (one at a time): every toast of core's $toast, whoever
 * caused it — the header's widget components show none of their own outside a shadow root.
 *
 * A modal <dialog> lives in the browser's top layer, above every z-index: the host is a manual
 * popover, shown anew with each toast, so it enters the top layer after any open dialog and a
 * message about the dialog's own action (验证码已发送, a refusal) is not hidden by its backdrop.
 */
export function ToastHost() {
  const toast = useStore($toast);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current as
      | (HTMLDivElement & { showPopover?: () => void; hidePopover?: () => void })
      | null;
    if (!el?.showPopover || !el.hidePopover) return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (toast) el.showPopover();
  }, [toast]);
  return (
    // the live region is always there, so a message added to it is announced
    <div role="status" aria-live="polite">
      <div ref={host} class="sf-toast-host" popover="manual">
        {toast && (
          <div class={`sf-toast sf-toast--${toast.kind}`} key={toast.id}>
            <span>{toast.message}</span>
            <button type="button" aria-label={t('common.close')} onClick={() => hideToast(toast.id)}>
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
