/** Ascending slot lists and what the ranking does with them (goods-memory.ts). */

/** The first index at or after `from` whose slot is at least `slot` (galloping, then binary). */
export function seek(slots: Int32Array, slot: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < slots.length && slots[hi]! < slot) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, slots.length);
  while (from < hi) {
    const mid = (from + hi) >> 1;
    if (slots[mid]! < slot) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/** Every choice of k of the items, in order. */
export function setsOf<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + k <= items.length; i++)
    for (const rest of setsOf(items.slice(i + 1), k - 1)) out.push([items[i]!, ...rest]);
  return out;
}

/** A growable list of ascending slots. */
export class Postings {
  slots = new Int32Array(4);
  length = 0;
  push(slot: number): void {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length++] = slot;
  }
  has(slot: number): boolean {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = this.slots[mid]!;
      if (v === slot) return true;
      if (v < slot) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}
