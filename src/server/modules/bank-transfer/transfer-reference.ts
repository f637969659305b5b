import { randomBytes } from 'node:crypto';

/** Letters and digits a person cannot misread on a bank slip: no 0/O, 1/I/L. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 8;

/**
 * A remittance reference (汇款识别码): 8 characters of 31, about 8.5 × 10¹¹ values, drawn from a
 * crypto source without modulo bias. Unique by the table's index; a clash is drawn again.
 */
export function newReference(): string {
  let out = '';
  while (out.length < REFERENCE_LENGTH) {
    for (const b of randomBytes(16)) {
      // 248 = 8 × 31: bytes above it would favour the first letters
      if (b < 248 && out.length < REFERENCE_LENGTH) out += REFERENCE_ALPHABET[b % 31];
    }
  }
  return out;
}

export const isReference = (s: string): boolean =>
  s.length === REFERENCE_LENGTH && [...s].every((ch) => REFERENCE_ALPHABET.includes(ch));
