import { useStore } from '@nanostores/react';
import { $toast, hideToast, t } from '../../core';

/**
 * The storefront's one toast (spec §9: one at a time): every toast of core's $toast, whoever
 * caused it — the header's widget components show none of their own outside a shadow root.
 */
export function ToastHost() {
  const toast = useStore($toast);
  return (
    <div class="sf-toast-host" role="status" aria-live="polite">
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
