import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures shared by the simulated providers (cashier, e-signature) and the links
 * the server hands out (cashier page, signing page, contract download). One secret,
 * TIC_PAY_SECRET; every use is prefixed with its purpose so a signature made for one can never
 * be replayed as another.
 */
export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Compares two hex signatures in constant time; a malformed one is simply false. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The provider's canonical string: every field but `sign`, sorted by key, `k=v&…`. */
export function canonical(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const signFields = (secret: string, fields: Record<string, string>): string =>
  hmacHex(secret, canonical(fields));

/** A signature for a link: purpose, the ids it names and its expiry (unix seconds). */
export const linkSignature = (secret: string, purpose: string, ...parts: (string | number)[]): string =>
  hmacHex(secret, [purpose, ...parts].join(':'));

/** Checks a link's signature and expiry; `exp` is unix seconds as the link carried it. */
export function linkValid(
  secret: string,
  purpose: string,
  parts: (string | number)[],
  exp: unknown,
  sig: unknown,
  now = Date.now(),
): boolean {
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now) return false;
  return sameSignature(linkSignature(secret, purpose, ...parts, exp), sig);
}

/** Random digits (for order-like numbers); crypto-random so numbers cannot be guessed. */
export function randomDigits(n: number): string {
  const bytes = randomBytes(n);
  let out = '';
  for (let i = 0; i < n; i++) out += String(bytes[i]! % 10);
  return out;
}

/** A China-time stamp: `yyyyMMddHHmmss` (numbers) or `YYYY-MM-DD HH:mm:ss` (documents). */
export function chinaTime(d: Date, compact = false): string {
  const s = new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  return compact ? s.replace(/\D/g, '') : s;
}

/** The secret outside production (TIC_PAY_SECRET is required there): anyone may know it. */
export const DEMO_PAY_SECRET = 'tic-demo-pay-secret-not-for-production';
