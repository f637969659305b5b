import type { ReactNode } from 'react';
import { LoadError } from './empty-state';
import type { ApiState } from './use-api';

/** `base`, marked `is-stale` while a newer page loads over the old one. */
export const staleClass = (base: string, state: ApiState<unknown>): string =>
  state.loading ? `${base} is-stale` : base;

export interface ListBodyProps {
  state: ApiState<unknown>;
  /** How many rows the answer holds (0 shows `empty`). */
  count: number;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}

/** The skeleton on first load, the error with 重试, the rows, or the empty state. */
export function ListBody({ state, count, skeleton, empty, children }: ListBodyProps) {
  if (state.loading && !state.data) return <>{skeleton}</>;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  return <>{count ? children : empty}</>;
}
