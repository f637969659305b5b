import { describe, expect, it } from 'vitest';
import { firstOf } from './first-of';

describe('firstOf', () => {
  it('answers the first n of a sort, through the heap when n is a small part', () => {
    // ties on the first key, broken by the second: the order is total, as the ranking's is
    const items = Array.from({ length: 500 }, (_, i) => ({ score: (i * 37) % 11, id: i }));
    const order = (a: (typeof items)[0], b: (typeof items)[0]) => b.score - a.score || a.id - b.id;
    const sorted = [...items].sort(order);
    for (const n of [0, 1, 7, 40, 124, 125, 500, 600]) {
      expect(firstOf([...items], n, order)).toEqual(sorted.slice(0, n));
    }
  });
});
