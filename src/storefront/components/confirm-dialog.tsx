import './confirm-dialog.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../../core';

const WORDS = { ok: '确定', cancel: '取消' } as const;

const FOCUSABLE = [
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
];
/** `part`'s focusable descendants as one selector list (no :is(), for older engines). */
const focusableIn = (part: string): string => FOCUSABLE.map((f) => `.sf-dialog__${part} ${f}`).join(', ');

export interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, the × button and a click on the backdrop; ignored while `busy`. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body (ConfirmDialog puts its own there). */
  footer?: ReactNode;
  busy?: boolean;
  /** `wide` for forms and receipts (560 px instead of 420 px). */
  size?: 'normal' | 'wide';
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and keeps Tab
 * inside, Escape closes it. Focus goes to the element marked `data-autofocus` (else the first
 * field or button of the body) and returns to whatever had it before when the dialog closes.
 */
export function Dialog({ open, title, onClose, children, footer, busy, size = 'normal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = busy ? () => {} : onClose;

  useEffect(() => {
    const el = ref.current;
    if (!el || !open) return;
    const before = document.activeElement as HTMLElement | null;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    const target =
      el.querySelector<HTMLElement>('[data-autofocus]') ??
      el.querySelector<HTMLElement>(focusableIn('body')) ??
      el.querySelector<HTMLElement>(focusableIn('foot'));
    (target ?? el).focus();
    return () => {
      if (el.open) {
        if (typeof el.close === 'function') el.close();
        else el.removeAttribute('open');
      }
      // the opener may have gone (a card that the refresh replaced): then focus stays put
      if (before?.isConnected) before.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is its keyboard twin (onCancel)
    <dialog
      ref={ref}
      class={`sf-dialog${size === 'wide' ? ' sf-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      tabIndex={-1}
      onCancel={(e) => {
        // Escape: the owner decides (state stays the one source of truth)
        e.preventDefault();
        closeRef.current();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) closeRef.current();
      }}
    >
      <div class="sf-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          class="sf-dialog__x"
          aria-label={t('common.close')}
          onClick={() => closeRef.current()}
        >
          ×
        </button>
      </div>
      <div class="sf-dialog__body">{children}</div>
      {footer && <div class="sf-dialog__foot">{footer}</div>}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 确定取消该订单吗？ */
  message?: ReactNode;
  /** Extra fields (a reason box); they sit inside the form, so Enter confirms. */
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** `wide` for a form of several fields (address, invoice title). */
  size?: DialogProps['size'];
  /** While the action runs: buttons disabled, Escape ignored. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 确定 / 取消 around a question; the confirm button takes the focus unless a field wants it. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmText = WORDS.ok,
  cancelText = WORDS.cancel,
  danger,
  size,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      size={size}
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <button type="button" class="sf-btn sf-btn--sm" disabled={busy} onClick={onCancel}>
            {cancelText}
          </button>
          <button
            type="submit"
            form={formId}
            class={`sf-btn sf-btn--sm ${danger ? 'sf-btn--danger' : 'sf-btn--primary'}`}
            disabled={busy}
            data-autofocus={children ? undefined : true}
          >
            {confirmText}
          </button>
        </>
      }
    >
      <form
        id={formId}
        class="sf-dialog__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        {message && <p class="sf-dialog__message">{message}</p>}
        {children}
      </form>
    </Dialog>
  );
}
