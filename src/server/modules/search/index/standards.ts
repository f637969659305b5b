/**
 * Standard numbers as their own tokens, however they are typed: `GB/T 19001-2016`, `GB/T19001`,
 * `gbt 19001`, `19001`, `ISO 9001:2015`, `iso9001`, `JJF 1059.1`, `ISO/IEC 17025`, `CNAS-CL01`.
 * The segmenter breaks these apart, so they are recognised first and indexed as
 * prefix+number (every prefix variant), bare number, the number without its part (.1, -1), and
 * number:year.
 */
import { fold } from './text';

/**
 * prefix (GB, GB/T, ISO/IEC, CNAS-CL …), number with parts (1059.1, 62321-3-1), year after - or :.
 * A part after '-' has one or two digits, so `5749-2022` reads as number and year.
 */
const STANDARD =
  /(?<![\p{L}\p{N}])([a-z]{1,6}(?:\s*[/-]\s*[a-z]{1,4})?)[\s-]*(\d{2,6}(?:\.\d{1,3})*(?:-\d{1,2}(?![\d.]))*)(?:\s*[-:]\s*((?:19|20)\d{2}))?(?![\p{N}])/gu;

/** A bare number with a year (`19001-2016`): a standard without its prefix. */
const NUMBER_YEAR = /(?<![\p{L}\p{N}.-])(\d{3,6}(?:\.\d{1,3})*)\s*[-:]\s*((?:19|20)\d{2})(?![\p{N}])/gu;

/** Chinese prefixes whose recommended (/T) and guidance (/Z) forms a buyer types as GBT, HJT … */
const CN_PREFIXES = new Set([
  'gb',
  'hj',
  'rb',
  'yy',
  'fz',
  'qb',
  'jb',
  'db',
  'ny',
  'sn',
  'ga',
  'ws',
  'jg',
  'jgj',
  'cj',
  'cjj',
  'hg',
  'sh',
  'ly',
  'mt',
  'dl',
  'yd',
  'sj',
  'jt',
  'sl',
  'qc',
  'gy',
  'yb',
  'xb',
  'jr',
  'sb',
  'tb',
]);

export interface StandardRef {
  /** Prefix variants, folded: ['gb'] for GB/T, ['isoiec', 'iso', 'iec'] for ISO/IEC. */
  prefixes: string[];
  /** '19001', '1059.1', '62321-3-1' */
  number: string;
  /** The number without parts ('1059' for '1059.1'), when it has any. */
  base: string | null;
  year: string | null;
  /** Where it was found in the folded text. */
  index: number;
  length: number;
}

function prefixVariants(raw: string): string[] {
  const parts = raw.replace(/\s+/g, '').split(/[/-]/).filter(Boolean);
  // GB/T, GB/Z: the /T is dropped (a buyer types GB 19001 for GB/T 19001)
  if (parts.length === 2 && (parts[1] === 't' || parts[1] === 'z')) return [parts[0]!];
  if (parts.length === 1) {
    const p = parts[0]!;
    const base = p.slice(0, -1);
    if ((p.endsWith('t') || p.endsWith('z')) && CN_PREFIXES.has(base)) return [base];
    return [p];
  }
  return [parts.join(''), ...parts];
}

const baseOf = (number: string): string | null => {
  const base = number.split(/[.-]/)[0]!;
  return base === number ? null : base;
};

/** Every standard number in a text (folded first, so full-width and case do not matter). */
export function findStandards(text: string): StandardRef[] {
  const folded = fold(text);
  const found: StandardRef[] = [];
  for (const m of folded.matchAll(STANDARD)) {
    const number = m[2]!;
    found.push({
      prefixes: prefixVariants(m[1]!),
      number,
      base: baseOf(number),
      year: m[3] ?? null,
      index: m.index,
      length: m[0].length,
    });
  }
  for (const m of folded.matchAll(NUMBER_YEAR)) {
    if (found.some((f) => m.index >= f.index && m.index < f.index + f.length)) continue;
    found.push({
      prefixes: [],
      number: m[1]!,
      base: baseOf(m[1]!),
      year: m[2]!,
      index: m.index,
      length: m[0].length,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Index tokens of one standard: prefix+number (each variant, with and without parts), numbers, number:year. */
export function standardTokens(ref: StandardRef): string[] {
  const numbers = ref.base ? [ref.number, ref.base] : [ref.number];
  const out = new Set<string>();
  for (const n of numbers) {
    out.add(n);
    for (const p of ref.prefixes) out.add(p + n);
  }
  if (ref.year) out.add(`${ref.number}:${ref.year}`);
  return [...out];
}

/** The token a query's standard must match: the most specific prefix form, or the bare number. */
export const standardKey = (ref: StandardRef): string => (ref.prefixes[0] ?? '') + ref.number;

/** The text with its standard numbers blanked out (what is left goes to the word segmenter). */
export function withoutStandards(text: string, refs: StandardRef[]): string {
  let out = fold(text);
  for (const r of refs) out = out.slice(0, r.index) + ' '.repeat(r.length) + out.slice(r.index + r.length);
  return out;
}
