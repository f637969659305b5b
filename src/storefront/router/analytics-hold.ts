/**
 * What keeps the analytics script away while a login hand-off code may still be live
 * (pages/search/hand-off-code.ts): apart from router/page-view.ts, which arrives after the
 * first render, so the page that spends a code holds the script without loading the rest.
 */
export const hold: {
  /** Codes being spent: the script waits for them. */
  pending?: Promise<unknown>;
  /** One got no answer: the script stays away from this load. */
  unsafe: boolean;
} = { unsafe: false };

/**
 * The script waits until `spent` resolves (the server answered for the code: used now, or never
 * a code); should it reject, the code may still be live in the loaded address, and the script
 * is not added on this load.
 */
export function holdAnalyticsUntil(spent: Promise<unknown>): void {
  const all: Promise<unknown> = Promise.all([hold.pending, spent]).then(
    () => {
      if (hold.pending === all) hold.pending = undefined;
    },
    () => {
      hold.unsafe = true;
    },
  );
  hold.pending = all;
}
