import '../../components/confirm-dialog.css';
import '../merchant/merchant.css';
import './admin.css';
import type { ReactNode } from 'react';
import { isApiError, t } from '../../../core';

/** A refusal's own message (the server says it in Chinese), else the network's. */
export const errorText = (err: unknown): string => (isApiError(err) ? err.message : t('error.network'));

/** 2026-11-27T02:30:00Z → 2026-11-27 10:30 (Beijing time: the society's staff read it so). */
export function shanghai(iso: string): string {
  if (!iso) return '—';
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return Number.isNaN(d.getTime()) ? '—' : d.toISOString().slice(0, 16).replace('T', ' ');
}

/** One labelled input of a console form (the storefront's .sf-field look). */
export function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control arrives as children, inside the label
    <label class="sf-field">
      <span>{label}</span>
      {children}
      {hint && <small class="mc-hint">{hint}</small>}
    </label>
  );
}

/** The state tag of the merchant centre, coloured by the state's name. */
export const Tag = ({ state, label }: { state: string; label: string }) => (
  <span
    class={`mc-state is-${state === 'approved' || state === 'published' || state === 'active' ? 'open' : state}`}
  >
    {label}
  </span>
);

/** The value of an input or select from its event (Preact's currentTarget). */
export const inputValue = (e: Event): string => (e.currentTarget as HTMLInputElement).value;
