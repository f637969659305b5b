export interface KeyNavOptions {
  /** Past the ends, go round to the other end (tabs) instead of stopping (a picture row). */
  wrap?: boolean;
  /** ↑/↓ move too (as ←/→); off for a strictly horizontal tab row. */
  vertical?: boolean;
}

/**
 * Where ←/→ (and ↑/↓), Home and End move the selection in a row whose current item is `at`
 * and last item is `last`; -1 for any other key, so the caller lets the key through.
 */
export function keyTarget(key: string, at: number, last: number, o: KeyNavOptions = {}): number {
  const { wrap = true, vertical = true } = o;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) {
    return wrap ? (at === last ? 0 : at + 1) : Math.min(last, at + 1);
  }
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) {
    return wrap ? (at === 0 ? last : at - 1) : Math.max(0, at - 1);
  }
  return key === 'Home' ? 0 : key === 'End' ? last : -1;
}
