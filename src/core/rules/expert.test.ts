import { describe, expect, it } from 'vitest';
import { commissionFen, commissionRate, invoiceThreshold } from './expert';

describe('expert commission rules', () => {
  it('takes the configured rate only when it is a sane share, else 3 %', () => {
    expect(commissionRate(0.05)).toBe(0.05);
    expect(commissionRate('0.04')).toBe(0.04);
    for (const bad of [undefined, null, 'x', -0.1, 0.9, Number.NaN]) expect(commissionRate(bad)).toBe(0.03);
    expect(invoiceThreshold(1000)).toBe(1000);
    expect(invoiceThreshold('x')).toBe(800);
  });

  it('rounds the commission to the fen', () => {
    expect(commissionFen(400_000, 0.03)).toBe(12_000);
    expect(commissionFen(397_500, 0.03)).toBe(11_925);
    expect(commissionFen(333, 0.03)).toBe(10);
  });
});
