/** Display formats of times and Chinese numerals (the others: ./index.ts). */

const pad = (n: number): string => String(n).padStart(2, '0');

/** Beijing is UTC+8 all year (no daylight saving): its wall clock is a fixed shift of UTC. */
const BEIJING_MS = 8 * 3600_000;

/**
 * YYYY-MM-DD HH:mm:ss in Beijing time (Asia/Shanghai), whatever the browser's zone: every time
 * shown is the marketplace's. Numbers below 1e11 are Unix seconds (the API's timestamps), larger
 * ones milliseconds; a time written without a zone is Beijing wall time; unparseable input gives ''.
 */
export function formatTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(Math.abs(value) < 1e11 ? value * 1000 : value)
        : /^\d+$/.test(value)
          ? new Date(Number(value) * (value.length <= 11 ? 1000 : 1))
          : new Date(
              /^\d{4}-\d\d-\d\d([ T][\d:.]+)?$/.test(value)
                ? `${value.replace(' ', 'T')}${value.length > 10 ? '' : 'T00:00'}+08:00`
                : value,
            );
  if (Number.isNaN(d.getTime())) return '';
  const b = new Date(d.getTime() + BEIJING_MS);
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}`;
}

const DIGITS = '零一二三四五六七八九';
const SMALL_UNITS = ['', '十', '百', '千'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** 0–9999 read in Chinese, with 零 for inner gaps; `leadingOne` keeps 一十 inside larger numbers. */
function section(n: number, leadingOne: boolean): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += d === 1 && i === 1 && out === '' && !leadingOne ? '十' : DIGITS[d] + SMALL_UNITS[i];
  }
  return out;
}

/** An integer in Chinese numerals: 12 → 十二, 105 → 一百零五, 10010 → 一万零一十. */
export function toChineseNumeral(value: number | string): string {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n) || Math.abs(n) >= 1e16) return String(value);
  if (n === 0) return DIGITS[0];
  if (n < 0) return `负${toChineseNumeral(-n)}`;
  const parts: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10000)) parts.push(rest % 10000);
  let out = '';
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    if (part === 0) continue;
    const higher = out !== '';
    // a gap of zeros between sections is read once: 一万零五, 一亿零一万
    if (higher && (part < 1000 || parts[i + 1] === 0)) out += '零';
    out += section(part, higher) + BIG_UNITS[i];
  }
  return out.replace(/零+/g, '零');
}
