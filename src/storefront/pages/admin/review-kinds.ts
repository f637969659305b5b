import {
  REVIEW_KINDS as KINDS,
  REVIEW_KIND_LABELS,
  REVIEW_STATE_LABELS,
  type ReviewKind,
  type ReviewState,
  REVIEW_STATES as STATES,
} from '../../../core/rules/reviews';

/** The console's review queues with their names, in the order a society works them (labs first). */
export const REVIEW_KINDS: readonly (readonly [ReviewKind, string])[] = KINDS.map(
  (k) => [k, REVIEW_KIND_LABELS[k]] as const,
);
export const REVIEW_STATES: readonly (readonly [ReviewState, string])[] = STATES.map(
  (s) => [s, REVIEW_STATE_LABELS[s]] as const,
);
export const kindName = (k: string): string => REVIEW_KINDS.find(([id]) => id === k)?.[1] ?? k;
export const isKind = (k: string | null): k is ReviewKind => REVIEW_KINDS.some(([id]) => id === k);
export const isState = (s: string | null): s is ReviewState => REVIEW_STATES.some(([id]) => id === s);
