import './empty-state.css';
import type { ReactNode } from 'react';
import { s } from '../strings';
import { w } from '../words';

export interface EmptyStateProps {
  /** What is missing, e.g. 暂无相关服务. */
  text?: string;
  /** An action under the text: a link or a retry button. */
  children?: ReactNode;
  /** `error` draws the warning icon (a failed load). */
  kind?: 'empty' | 'error';
  compact?: boolean;
}

/** The empty (or failed) state of a list or a section. */
export function EmptyState({ text = s.empty, children, kind = 'empty', compact }: EmptyStateProps) {
  return (
    <div
      class={`sf-empty${compact ? ' sf-empty--compact' : ''}`}
      role={kind === 'error' ? 'alert' : undefined}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        width="56"
        height="56"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
      >
        {kind === 'error' ? (
          <>
            <circle cx="32" cy="32" r="24" />
            <path d="M32 20v15M32 42v2" stroke-linecap="round" />
          </>
        ) : (
          <>
            <path d="M10 24h44v28H10z" />
            <path d="M10 24l8-12h28l8 12M24 34h16" />
          </>
        )}
      </svg>
      <p>{text}</p>
      {children}
    </div>
  );
}

/**
 * The failed-load state with a 重试 button: it says 无法加载 and why (the server's refusal, or
 * which side failed), never an empty list's words.
 */
export const LoadError = ({ message, onRetry }: { message: string; onRetry?: () => void }) => (
  <EmptyState kind="error" text={message ? `${w.loadFailed}：${message}` : w.loadFailed} compact>
    {onRetry && (
      <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={onRetry}>
        {w.retry}
      </button>
    )}
  </EmptyState>
);
