import { useStore } from '@nanostores/react';
import { $toast } from '../../core/stores/toast';
import { shadowOf } from './dom';
import { type StyleKit, theme, useStyles } from './styles';

const makeStyles = (k: StyleKit) => ({
  toast: k.css`
    position: fixed;
    left: 50%;
    top: 80px;
    transform: translateX(-50%);
    z-index: 2147483000;
    max-width: min(90vw, 420px);
    padding: 10px 18px;
    border-radius: ${theme.radius};
    background: #fff;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.14);
    font-size: 14px;
    line-height: 1.5;
    white-space: normal;
    border-left: 4px solid #2ba471;
    &[data-kind='error'] { border-left-color: ${theme.red}; }
    &[data-kind='warning'] { border-left-color: #e37318; }
  `,
});

interface OwnToastProps {
  container?: HTMLElement;
  owners: readonly string[];
}

/**
 * Shows the current toast when it belongs to this widget (each widget shows the
 * toasts of its own actions, inside its own shadow root). Outside a shadow root (the
 * storefront renders the same components) the page's toast host shows every toast.
 */
export const OwnToast = (p: OwnToastProps) => (shadowOf(p.container) ? <ShadowToast {...p} /> : null);

function ShadowToast({ container, owners }: OwnToastProps) {
  const toast = useStore($toast);
  const s = useStyles(container, makeStyles);
  const mine = toast && toast.owner !== undefined && owners.includes(toast.owner);
  return (
    <div
      role="status"
      aria-live="polite"
      class={mine ? s.toast : 'sr'}
      data-kind={mine ? toast.kind : undefined}
      part={mine ? 'toast' : undefined}
    >
      {mine ? toast.message : ''}
    </div>
  );
}
