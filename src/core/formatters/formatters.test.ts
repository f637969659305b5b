import { describe, expect, it } from 'vitest';
import { formatPrice, maskPhone } from '.';
import { formatTime, toChineseNumeral } from './time';

describe('formatPrice', () => {
  it.each([
    [12, '12.00'],
    [0, '0.00'],
    [1.5, '1.50'],
    [1.005, '1.01'],
    [2800.499, '2800.50'],
    ['36.8', '36.80'],
    [-3.456, '-3.46'],
    [-0.001, '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
    ['abc', '0.00'],
    ['', '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [{}, '0.00'],
  ])('formatPrice(%j) = %s', (v, out) => expect(formatPrice(v)).toBe(out));
});

describe('maskPhone', () => {
  it.each([
    ['13800000001', '138****0001'],
    ['19912345678', '199****5678'],
    ['', ''],
    [null, ''],
    ['12345', '12345'],
  ])('maskPhone(%j) = %s', (v, out) => expect(maskPhone(v)).toBe(out));
});

describe('formatTime (Beijing time, whatever the zone of the browser)', () => {
  // 2024-01-05 09:03:07 in Beijing is 01:03:07 UTC
  const d = new Date(Date.UTC(2024, 0, 5, 1, 3, 7));
  it.each([
    [d, '2024-01-05 09:03:07'],
    [d.getTime(), '2024-01-05 09:03:07'],
    [Math.floor(d.getTime() / 1000), '2024-01-05 09:03:07'],
    [String(Math.floor(d.getTime() / 1000)), '2024-01-05 09:03:07'],
    ['2024-01-05T01:03:07.000Z', '2024-01-05 09:03:07'],
    ['2024-12-31T16:30:00Z', '2025-01-01 00:30:00'],
    ['2026-11-20T02:00:00+08:00', '2026-11-20 02:00:00'],
    // written without a zone: Beijing wall time
    ['2024-12-31T23:59:59', '2024-12-31 23:59:59'],
    ['2024-12-31 23:59', '2024-12-31 23:59:00'],
    ['2026-12-31', '2026-12-31 00:00:00'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
  ] as const)('formatTime(%j) = %s', (v, out) => expect(formatTime(v)).toBe(out));

  it('reads the same in any zone the process runs in', () => {
    // the shift is arithmetic on UTC: the host zone never enters
    expect(formatTime(new Date('2024-06-30T23:00:00Z'))).toBe('2024-07-01 07:00:00');
  });
});

describe('toChineseNumeral', () => {
  it.each([
    [0, '零'],
    [1, '一'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [12, '十二'],
    [20, '二十'],
    [99, '九十九'],
    [100, '一百'],
    [101, '一百零一'],
    [105, '一百零五'],
    [110, '一百一十'],
    [999, '九百九十九'],
    [1000, '一千'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [1100, '一千一百'],
    [10000, '一万'],
    [10010, '一万零一十'],
    [10500, '一万零五百'],
    [15000, '一万五千'],
    [100000, '十万'],
    [120034, '十二万零三十四'],
    [100000000, '一亿'],
    [100010000, '一亿零一万'],
    [100000005, '一亿零五'],
    [110000000, '一亿一千万'],
    ['42', '四十二'],
    [-7, '负七'],
  ])('toChineseNumeral(%j) = %s', (v, out) => expect(toChineseNumeral(v)).toBe(out));
});
