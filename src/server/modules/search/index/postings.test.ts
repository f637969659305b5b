import { describe, expect, it } from 'vitest';
import { Postings, seek, setsOf } from './postings';

describe('postings', () => {
  it('seeks the first slot at or after a value, forward from where it was', () => {
    const slots = Int32Array.from([2, 3, 5, 8, 13, 21, 34, 55, 89]);
    expect(seek(slots, 13, 0)).toBe(4);
    expect(seek(slots, 14, 0)).toBe(5);
    expect(seek(slots, 1, 0)).toBe(0);
    expect(seek(slots, 90, 0)).toBe(slots.length);
    expect(seek(slots, 34, 5)).toBe(6);
    for (let v = 0; v < 100; v++) {
      const first = slots.findIndex((s) => s >= v);
      expect(seek(slots, v, 0)).toBe(first < 0 ? slots.length : first);
    }
  });

  it('chooses every k of the items once, in order', () => {
    expect(setsOf(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(setsOf([1, 2, 3, 4, 5, 6, 7, 8], 4)).toHaveLength(70);
  });

  it('grows and answers membership', () => {
    const list = new Postings();
    for (let slot = 0; slot < 100; slot += 3) list.push(slot);
    expect(list.length).toBe(34);
    expect(list.has(99)).toBe(true);
    expect(list.has(98)).toBe(false);
  });
});
