import { describe, expect, it } from 'vitest';
import { keyTarget } from './key-nav';

describe('keyTarget', () => {
  it('wraps round by default and lets ↑/↓ move', () => {
    expect(keyTarget('ArrowRight', 2, 2)).toBe(0);
    expect(keyTarget('ArrowDown', 0, 2)).toBe(1);
    expect(keyTarget('ArrowLeft', 0, 2)).toBe(2);
    expect(keyTarget('ArrowUp', 2, 2)).toBe(1);
    expect(keyTarget('Home', 1, 2)).toBe(0);
    expect(keyTarget('End', 0, 2)).toBe(2);
    expect(keyTarget('Enter', 0, 2)).toBe(-1);
  });

  it('stops at the ends without wrap, and ignores ↑/↓ when horizontal', () => {
    expect(keyTarget('ArrowRight', 2, 2, { wrap: false })).toBe(2);
    expect(keyTarget('ArrowLeft', 0, 2, { wrap: false })).toBe(0);
    expect(keyTarget('ArrowDown', 0, 2, { vertical: false })).toBe(-1);
    expect(keyTarget('ArrowRight', 0, 2, { vertical: false })).toBe(1);
  });
});
