import type { ReactNode } from 'react';
import type { OrderDetail } from '../../../core';
import { useQuery } from '../../components/use-query';

/** A positive id from the address (`?id=`, `?order_id=`), or 0. */
export function useIdParam(name: string): number {
  const n = Number(useQuery().get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** Where the pages send the buyer off-site; kept apart so tests can watch it. */
export const payNav = { assign: (url: string): void => location.assign(url) };

/** The statuses in which the buyer owes a stage: the cashier takes it, the result page waits for it. */
export const AWAITING_PAYMENT: readonly string[] = ['pending_payment', 'pending_balance'];

/** The stage due now: the first unpaid one of the plan (else the order's due amount as one stage). */
export function dueStage(order: OrderDetail): { name: string; amount: number } {
  const stage = (order.plan ?? []).find((s) => s.status === 'unpaid');
  return { name: stage?.name ?? '', amount: order.due_amount ?? stage?.amount ?? 0 };
}

/** The stage paid last (the payment this result is about), else the total paid. */
export function lastPaid(order: OrderDetail): number {
  const paid = (order.plan ?? []).filter((s) => s.status === 'paid' && s.paid_at);
  paid.sort((a, b) => String(b.paid_at).localeCompare(String(a.paid_at)));
  return paid[0]?.amount ?? order.paid_amount ?? 0;
}

/** The big icon, title and text of a result page. */
export function ResultCard({
  kind,
  title,
  children,
}: {
  kind: 'success' | 'error' | 'waiting';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div class="sf-container sf-page">
      <section
        class={`sf-panel sf-result sf-result--${kind}`}
        aria-live="polite"
        aria-busy={kind === 'waiting' || undefined}
      >
        <span class="sf-result__icon" aria-hidden="true">
          {kind === 'success' ? '✓' : kind === 'error' ? '!' : ''}
        </span>
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}
