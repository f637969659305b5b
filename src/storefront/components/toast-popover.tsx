import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $toast, hideToast, t } from '../../core';

/**
 * The toast itself (toast-host.tsx loads it with the first toast).
 *
 * A modal <dialog> lives in the browser's top layer, above every z-index: the host is a manual
 * popover, shown anew with each toast, so it enters the top layer after any open dialog and a
 * message about the dialog's own action (验证码已发送, a refusal) is not hidden by its backdrop.
 */
export default function ToastPopover() {
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
  );
}
