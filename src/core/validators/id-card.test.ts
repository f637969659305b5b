import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isIdCard, maskIdCard } from './id-card';

describe('ID card numbers (GB 11643)', () => {
  // 11010519491231002X is the standard's own example
  it('accepts a number whose check character is right, x in either case', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('refuses a typo, an impossible birth date, a future birth and a wrong length', () => {
    expect(isIdCard('11010519491231003X')).toBe(false);
    const feb30 = '11010519490230002';
    expect(isIdCard(feb30 + idCardCheckChar(feb30))).toBe(false);
    const future = '11010520990101002';
    expect(isIdCard(future + idCardCheckChar(future), new Date('2026-11-25'))).toBe(false);
    expect(isIdCard('110105194912310')).toBe(false);
  });

  it('masks all but the first 3 and last 4', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
  });
});
