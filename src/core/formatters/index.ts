/** Display formats. */

/** Two decimals; '0.00' for anything that is not a number. */
export function formatPrice(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '0.00';
  const text = (Math.round((Math.abs(n) + Number.EPSILON) * 100) / 100).toFixed(2);
  return n < 0 && text !== '0.00' ? `-${text}` : text;
}

/** First three and last four digits with asterisks between: 138****0001. */
export function maskPhone(phone: string | null | undefined): string {
  const p = String(phone ?? '');
  return p.length < 8 ? p : `${p.slice(0, 3)}${'*'.repeat(p.length - 7)}${p.slice(-4)}`;
}

// times and Chinese numerals are in ./time.ts: only pages show them, the entry does not carry them
