/**
 * 居民身份证号码 (GB 11643-1999): 6-digit region, 8-digit birth date, 3-digit order, then a check
 * character over the first 17 (ISO 7064 MOD 11-2), so a typo anywhere is caught.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK.charAt(sum % 11);
}

/** Spaces removed and a lower-case x raised: the stored form. */
export const normalizeIdCard = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** An 18-character ID number with a real birth date (not in the future) and its check character right. */
export function isIdCard(value: string, today = new Date()): boolean {
  const id = normalizeIdCard(value);
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  const real = birth.getUTCFullYear() === y && birth.getUTCMonth() === m - 1 && birth.getUTCDate() === d;
  if (!real || y < 1900 || birth > today) return false;
  return idCardCheckChar(id) === id.charAt(17);
}

/** Shown to anyone, the owner included: first 3 and last 4 (110***********1234). */
export const maskIdCard = (value: string): string => {
  const id = normalizeIdCard(value);
  return id.length < 8
    ? '*'.repeat(id.length)
    : `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
};
